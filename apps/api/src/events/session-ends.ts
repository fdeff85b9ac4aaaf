import type { EventBus } from './event-bus';

/**
 * The event-bus topic of ended sessions (docs/decisions/0032). Every instance hears it and ends
 * the live streams those sessions opened: a stream is authorised once, at open, so without this
 * it would outlive a sign-out, a password reset or a revoked session.
 */
export const SESSION_ENDED_TOPIC = 'session.ended';

/**
 * Which sessions of `userId` ended: the listed ones, every one but `except`, or (neither given)
 * all of them. Ids only: the payload stays small, whatever the number of sessions.
 */
export interface SessionsEnded {
  userId: string;
  sessionIds?: string[];
  except?: string;
}

/** What a stream remembers of who opened it. */
export interface StreamHolder {
  userId: string;
  sessionId: string;
}

/** Whether the announcement ends the holder's session. */
export function endsSessionOf(ended: SessionsEnded, holder: StreamHolder): boolean {
  if (ended.userId !== holder.userId) return false;
  if (ended.sessionIds) return ended.sessionIds.includes(holder.sessionId);
  return ended.except !== holder.sessionId;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** The announcement in a bus payload, or null for anything malformed. */
export function parseSessionsEnded(payload: Record<string, unknown>): SessionsEnded | null {
  const { userId, sessionIds, except } = payload;
  if (!isString(userId)) return null;
  if (sessionIds !== undefined && !(Array.isArray(sessionIds) && sessionIds.every(isString))) {
    return null;
  }
  if (except !== undefined && !isString(except)) return null;
  return { userId, ...(sessionIds ? { sessionIds } : {}), ...(except ? { except } : {}) };
}

/** Announces ended sessions; a lost announcement must not fail the sign-out that made it. */
export function sessionEndAnnouncer(events: EventBus, log: (err: unknown) => void) {
  return (ended: SessionsEnded): void => {
    if (ended.sessionIds?.length === 0) return;
    events.publish(SESSION_ENDED_TOPIC, { ...ended }).catch(log);
  };
}

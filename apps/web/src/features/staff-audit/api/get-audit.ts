import { infiniteQueryOptions } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, type AuditListResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';

/** What the log is narrowed to (all optional). */
export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  /** The acting user's id. */
  actor?: string;
  /** The restaurant's days, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

export const auditKeys = {
  all: ['staff-audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, filter] as const,
};

/** GET /staff/audit (admin only): one page, newest first; `cursor` continues an earlier page. */
export async function getAudit(
  filter: AuditFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  const { data } = await apiClient.get<AuditListResponse>('/staff/audit', {
    params: { ...filter, limit: AUDIT_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
  return data;
}

export function auditQuery(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      requestOr('We could not load the audit log.', () => getAudit(filter, pageParam, signal)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

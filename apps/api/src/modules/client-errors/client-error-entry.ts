import type { ClientErrorReport } from '@ninetonine/contract';

/** A user agent is enough to tell browsers apart; a long one is mostly noise (and a fingerprint). */
const USER_AGENT_MAX = 200;

/**
 * What a report's text may hold that names a person: emails, long numbers (phones, cards, order
 * numbers typed in), and query strings in URLs of a stack (a mailed link's token).
 */
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[A-Za-z]{2,}/g;
const LONG_NUMBER = /\+?\d[\d\s-]{6,}\d/g;
/** A URL's query, up to the stack frame's `:line:column` if any (which is kept). */
const QUERY = /\?[^\s)#]*?(?=(?::\d+){1,2}(?=[\s)#]|$)|[\s)#]|$)/g;

function scrub(text: string): string {
  // Queries first: an email inside one must not join the URL before it into one "address".
  return text.replace(QUERY, '').replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

/**
 * A storefront error report as logged: the page's text scrubbed of anything personal (the page
 * cannot be trusted to have done it), and the user agent from the request, bounded. Never the
 * client's address, cookies or session: the log line's reqId ties it to the request if needed.
 */
export function clientErrorEntry(report: ClientErrorReport, userAgent: string | undefined) {
  return {
    clientError: {
      kind: report.kind,
      message: scrub(report.message),
      stack: report.stack === undefined ? undefined : scrub(report.stack),
      path: scrub(report.path),
      build: report.build,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX),
    },
  };
}

import type { Location } from 'react-router';

interface DocumentStart {
  /** Unique per loaded document. */
  documentId: string;
  /** The history key of the entry this document was loaded for ('default' when it had none). */
  firstKey: string;
  /** How this document was reached: 'navigate', 'reload', 'back_forward' or 'prerender'. */
  navigationType: string | undefined;
}

/**
 * The key ScrollRestoration files a page's position under. React Router keys positions by
 * `location.key`, and every entry that starts a document without one (a typed URL, a link from
 * elsewhere) has the key 'default': a new document would then jump to the position saved for
 * whatever page last had that key. A new or reloaded document starts at the top, so its first
 * entry gets a key of its own; back/forward keeps the usual keys and restores.
 */
export function makeScrollKey(start: DocumentStart) {
  return (location: Location): string => {
    const startsDocument = location.key === 'default' || location.key === start.firstKey;
    if (location.key === 'default' || (startsDocument && start.navigationType !== 'back_forward')) {
      return `${location.key}@${start.documentId}`;
    }
    return location.key;
  };
}

/** This document's start, read once at load. */
export function currentDocumentStart(): DocumentStart {
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const state = window.history.state as { key?: unknown } | null;
  return {
    documentId: Math.random().toString(36).slice(2),
    firstKey: typeof state?.key === 'string' ? state.key : 'default',
    navigationType: entry?.type,
  };
}

import { useEffect, useRef } from 'react';
import { useLocation } from './router-view';

/** Gives an element focus without scrolling: the scroll restoration places the page. */
function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the new page's main heading (or the element its `#hash` names) when the path
 * changes, so a keyboard or screen-reader user starts reading the page they asked for instead
 * of from the link they left (decision 0050). Not on the first page (the browser starts at the
 * top of the document), and not when only the query string changes: filters, sort and pager
 * keep focus on the control the visitor is using. A page whose heading comes with its data
 * focuses `container` first, then the heading when it appears, unless focus has moved on.
 */
export function FocusOnNavigation({ container }: { container: string }) {
  const { pathname, hash } = useLocation();
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (seen.current === null || seen.current === pathname) {
      seen.current = pathname;
      return;
    }
    seen.current = pathname;
    const main = document.querySelector<HTMLElement>(container);
    if (!main) return;
    const target = () =>
      (hash ? document.getElementById(decodeHash(hash)) : null) ??
      main.querySelector<HTMLElement>('h1');
    const now = target();
    if (now) {
      focusQuietly(now);
      return;
    }
    focusQuietly(main);
    const observer = new MutationObserver(() => {
      const later = target();
      if (!later) return;
      stop();
      if (document.activeElement === main) focusQuietly(later);
    });
    // A page that never shows a heading must not be watched for ever.
    const timer = window.setTimeout(() => observer.disconnect(), 15_000);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, container]);

  return null;
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

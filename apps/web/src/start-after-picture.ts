/**
 * The entry of a page the server rendered (decision 0027). Such a page can be read before any
 * script runs, and on a slow phone connection its largest picture (the one marked
 * `fetchpriority="high"`) shares the bandwidth with every request in flight: the app (main.tsx,
 * named by `data-app`; five times the picture's size) is fetched once the picture is painted.
 * Every other page loads main.tsx directly.
 */

/** A picture that never arrives holds the app back no longer than this. */
const MAX_WAIT_MS = 3_000;

let startNow = () => {};

/**
 * The page's buttons stay disabled until the app is there (a tap would do nothing without it;
 * links still load the next page). A visitor reaching for a control, by pointer or by Tab,
 * starts the app at once instead of after the picture; what they type meanwhile is kept
 * (useKeptFromBeforeStart).
 */
function onReach(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('#root button, #root input, #root select, #root label')) startNow();
}
const REACH_EVENTS = ['pointerdown', 'focusin'] as const;
for (const type of REACH_EVENTS) document.addEventListener(type, onReach, { capture: true });

function afterLargestPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  return new Promise((settle) => {
    let observer: PerformanceObserver | undefined;
    const resolve = () => {
      observer?.disconnect();
      for (const type of REACH_EVENTS) {
        document.removeEventListener(type, onReach, { capture: true });
      }
      settle();
    };
    startNow = resolve;
    setTimeout(resolve, MAX_WAIT_MS);
    // Loaded is not painted: a decoded picture is drawn at the next frame that may render (after
    // the styles and fonts block no more), so wait for that frame to be over.
    const painted = () =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    if (!picture) return painted();
    // Where the browser reports it, the picture's own largest-paint entry is the surest sign.
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
        if (entries.some((e) => e.element === picture)) resolve();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    const decoded = () => void picture.decode().then(painted, painted);
    if (picture.complete) return decoded();
    picture.addEventListener('load', decoded, { once: true });
    picture.addEventListener('error', painted, { once: true });
  });
}

/**
 * The page's own chunks (`data-preload`), fetched together with the app: the app asks for them
 * only once it runs, a round trip after its own (large) file has arrived.
 */
function preloadPageChunks(hrefs: string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const entry = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = entry?.dataset.app;
if (app) {
  void afterLargestPicture().then(() => {
    preloadPageChunks(entry?.dataset.preload?.split(' ').filter(Boolean) ?? []);
    return import(/* @vite-ignore */ app);
  });
}

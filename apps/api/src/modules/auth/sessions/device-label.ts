/** Browser families, most specific first: Edge and Opera also say "Chrome", Chrome says "Safari". */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, mobile first: Android says "Linux", iPadOS may say "Mac OS X" with "Mobile". */
const SYSTEMS: Array<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b|Macintosh.*\bMobile\//, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: Array<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(ua))?.[1];

/**
 * A readable name for the device behind a session ("Chrome on Android"), guessed from the
 * User-Agent kept at sign-in. Only a hint for its owner: a User-Agent is whatever the client says.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'Unknown device';
}

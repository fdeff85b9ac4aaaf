import sharp from 'sharp';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable storefront (issue 21, decision 0066): its web app manifest, its icons, and
 * its service worker (src/service-worker/sw.ts, built by vite-plugin-pwa's injectManifest:
 * Workbox's precache list of this build goes into it).
 */

/** The brand colours of styles/tokens.css (--color-brand, --color-bg). */
const BRAND = '#b3261e';
const BACKGROUND = '#fff8ef';
const MARK_TEXT = '#fff5e6';

/**
 * The restaurant's mark (public/favicon.svg, drawn larger). `maskable`: full bleed, the mark
 * inside the 80 % circle a platform may crop to; otherwise the rounded tile of the favicon.
 */
function markSvg(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : Math.round(size * 0.22);
  const fontSize = Math.round(size * (maskable ? 0.34 : 0.47));
  const baseline = Math.round(size / 2 + fontSize * 0.36);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/>` +
    `<text x="${size / 2}" y="${baseline}" font-family="Georgia,'DejaVu Serif',serif" font-size="${fontSize}"` +
    ` font-weight="700" text-anchor="middle" fill="${MARK_TEXT}">9·9</text></svg>`
  );
}

/** The sizes platforms ask for: Android's 192 and 512 (and a maskable 512), iOS's 180. */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, maskable: false },
] as const;

/** Renders the icons with sharp at build time and links the iOS one from index.html. */
function appIcons(): Plugin {
  return {
    name: 'ninetonine-app-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of ICONS) {
        // iOS puts its own rounding and shadow on a square picture.
        const square = icon.maskable || icon.file.includes('apple');
        const png = await sharp(Buffer.from(markSvg(icon.size, square)))
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
        injectTo: 'head',
      },
    ],
  };
}

export function pwaPlugins(): Plugin[] {
  return [
    appIcons(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // Registered by our own code after the page has loaded (features/app-updates).
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'NineToNine',
        short_name: 'NineToNine',
        description: 'Fresh food cooked from 9 to 9. Order online for delivery or pickup.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND,
        background_color: BACKGROUND,
        icons: ICONS.filter((icon) => !icon.file.includes('apple')).map((icon) => ({
          src: `/${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.maskable ? 'maskable' : 'any',
        })),
      },
      injectManifest: {
        // The storefront's shell: its scripts, styles, font and icons. Not the staff side's
        // chunks' maps, Vite's manifest, or the local identity provider's chooser.
        globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
        globIgnores: ['**/emulator-google*', '**/*.map'],
        // The firebase SDK chunk is the largest (about 1 MB before compression).
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ];
}

import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { pwaPlugins } from './pwa-build.ts';

/**
 * What the catalog pages share (and only they, and the pages like them, use). Each page's own
 * module stays a chunk of its own: a first visit loads one page, not all six (decision 0030).
 * The delivery line (with its PIN field) and the rating prompt are on the landing pages too.
 */
const CATALOG_SHARED =
  /[\\/]src[\\/](app[\\/]routes[\\/]catalog[\\/]add-to-cart-actions|features[\\/](catalog|cart|restaurant|delivery)[\\/]|features[\\/]ratings[\\/](components[\\/](rating-prompt|ratings\.module)|api[\\/]ratings-api)|components[\\/]|hooks[\\/])/;
/**
 * Shared screens that no catalog page uses (staff forms, lists, dialogs; decision 0041): left out
 * of the catalog group, or every first visit would load them with it.
 */
const NOT_CATALOG =
  /[\\/]src[\\/](components[\\/](form[\\/](?!text-field)|confirm-dialog|modal-dialog|pager|query-state|counted-rows|tab-money)|hooks[\\/](use-list-params|use-save-status|use-form-fields|use-add-or-edit-form|use-new-item-panel)\.|features[\\/]restaurant[\\/](api[\\/]get-policies|components[\\/]policy-text)\.)/;

/**
 * Preloads the self-hosted font (Fraunces, the headings') from index.html: without it, it is
 * found only once the page has rendered, and arrives that much later (decisions 0022, 0028).
 */
function preloadFonts(): Plugin {
  return {
    name: 'ninetonine-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('index.html')) return [];
        return Object.keys(ctx.bundle)
          .filter((file) => /-latin-wght-normal-[^/]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const apiTarget = process.env.API_DEV_TARGET ?? 'http://127.0.0.1:3001';

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * The catalog pages' server renderer (decision 0024), built with `vite build --ssr`: one module
 * for Node that the API loads; its dependencies stay in node_modules. Never served.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  resolve: { alias },
  build: {
    ssr: true,
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, 'src/entry-server.tsx'),
      output: { entryFileNames: 'entry-server.js' },
    },
  },
});

const START_AFTER_PICTURE = 'src/start-after-picture.ts';

const browserBuild = defineConfig({
  plugins: [react(), preloadFonts(), ...pwaPlugins()],
  resolve: { alias },
  build: {
    // Hashed file names under assets/ are what the API caches forever.
    assetsDir: 'assets',
    // The API reads it to preload a landing page's own chunk and styles (storefront-page.ts).
    manifest: true,
    // Maps for our own debugging; not referenced by the bundles, and the API never serves them.
    sourcemap: 'hidden',
    // Every browser we serve preloads modules itself. The polyfill, shared by both pages, was
    // put in the storefront's entry chunk, so the emulator's chooser ran the whole storefront.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        // The local test identity provider's chooser (Firebase Auth emulator mode only).
        'emulator-google': path.resolve(import.meta.dirname, 'auth/emulator-google.html'),
        // The entry of the pages the API renders: it starts main after their picture (0027).
        'start-after-picture': path.resolve(import.meta.dirname, 'src/start-after-picture.ts'),
      },
      output: {
        // Few files on a landing page (decision 0022): on a phone each extra request costs a round
        // trip. Everything the entry needs in one chunk, what the catalog pages share in another,
        // and the page itself (0030); the rest (sign-in, checkout, /admin) stays split as before.
        codeSplitting: {
          groups: [
            {
              name: 'storefront',
              tags: ['$initial'],
              test: (id) => !id.includes('emulator-google') && !id.includes(START_AFTER_PICTURE),
              priority: 3,
            },
            {
              name: 'catalog',
              test: (id) => CATALOG_SHARED.test(id) && !NOT_CATALOG.test(id),
              minShareCount: 2,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

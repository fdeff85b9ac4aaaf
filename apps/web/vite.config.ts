import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_DEV_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    // Hashed file names under assets/ are what the API caches forever.
    assetsDir: 'assets',
    // The API reads it to preload a landing page's own chunk and styles (storefront-page.ts).
    manifest: true,
    // Maps for our own debugging; not referenced by the bundles, and the API never serves them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        // The local test identity provider's chooser (Firebase Auth emulator mode only).
        'emulator-google': path.resolve(import.meta.dirname, 'auth/emulator-google.html'),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// Production build = an installable, offline-first PWA: every built file is precached by a
// generated Workbox service worker, registered by the plugin's own script (no app code needed).
export default defineConfig({
  // Relative base: the build also works from a sub-path (e.g. a static host's /trick-table/).
  // The app has no path-based routes, so navigations only ever hit index.html at the root of the build.
  base: './',
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: 'auto',
      // The icons are matched by globPatterns already; listing them again duplicates precache entries.
      includeManifestIcons: false,
      manifest: {
        id: './',
        name: 'Trick Table',
        short_name: 'Trick Table',
        description: 'A card table for unusual trick-taking games: play against the computer or pass-and-play, online or offline.',
        start_url: '.',
        scope: '.',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#14532d',
        background_color: '#0f3d22',
        categories: ['games'],
        icons: [
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Everything the app needs offline, lazy chunks and the AI worker included.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json}'],
        navigateFallback: 'index.html',
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Lazy chunks (dynamic imports) are emitted as they are; only report, never fail, on size here:
    // the initial-JS budget is enforced by scripts/bundle-size.mjs --check.
    chunkSizeWarningLimit: 800,
  },
  preview: { port: 4173, strictPort: true },
});

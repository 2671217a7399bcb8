import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunkGroups } from './build/chunks';
import { precompress } from './build/precompress';

const here = new URL('.', import.meta.url).pathname;

// The design tokens' light theme (client/src/styles/tokens.css): --color-primary and --color-bg.
const THEME_COLOR = '#5b4bdb';
const BACKGROUND_COLOR = '#f6f7fb';

export default defineConfig({
  root: here,
  plugins: [
    react(),
    // Installable PWA and offline cold start (docs/offline.md, docs/offline.md).
    VitePWA({
      // A new build waits for the person's Reload ('A new version is available.'), never swaps mid-session.
      registerType: 'prompt',
      // Registered from client/src/offline/UpdatePrompt.tsx through virtual:pwa-register/react.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Cardcade',
        short_name: 'Cardcade',
        description: 'Gamified flashcard studying with spaced repetition, exam pacing and progress dashboards.',
        id: '/decks',
        start_url: '/decks',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and every lazy route chunk; the .br/.gz copies are the server's business.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,txt,webmanifest}'],
        cleanupOutdatedCaches: true,
        // Study reminders: the push and notificationclick handlers (client/public/push-sw.js, docs/mail.md).
        importScripts: ['/push-sw.js'],
        // Deep links (/decks/12) open offline; the API is never answered with the shell.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // Only media is cached at run time. Every other /api/* answer goes to the network and
        // nowhere else: data offline lives in the app's own persisted cache (client/src/offline).
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'cardcade-media',
              expiration: { maxEntries: 1500, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          // KaTeX's fonts (rich cards, docs/rich-cards.md) are not precached (most decks have no math):
          // kept once a formula has been shown, so math typeset offline keeps its fonts.
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/KaTeX_[\w-]+\.woff2$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'cardcade-math-fonts', expiration: { maxEntries: 40 }, cacheableResponse: { statuses: [200] } },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: new URL('../dist/client', import.meta.url).pathname,
    emptyOutDir: true,
    // Routes are split with React.lazy; charts and games land in their own chunks.
    chunkSizeWarningLimit: 600,
    // Read by the server to name a page's chunks in a Link header (server/plugins/preloadHints.ts).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: appChunkGroups(new URL('.', import.meta.url).pathname.replace(/\/$/, '')) } },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { API_READS_CACHE, isOfflineRead, keepJsonAnswer, sessionCacheKey } from './src/lib/pwa-cache.ts';

// The API serves apps/web/dist in production; in development Vite proxies the API.
const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is what the server ships, whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite would bundle React's development build (530 KB instead of 327 KB, and slower).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      // Installable app (issue 10 item 6, decision 027): manifest, app shell precached by Workbox,
      // last-seen lists readable offline, for the session that read them only (src/lib/pwa-cache.ts).
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        includeAssets: ['favicon.svg'],
        manifest: {
          name: 'Cuentas Claras',
          short_name: 'Cuentas Claras',
          description: 'Inventario, ingresos, compras, gastos e informes para tu negocio.',
          lang: 'es-CO',
          start_url: '/my-income',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: '#00695c',
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          navigateFallback: '/index.html',
          // Pages the server renders itself (the API, uploads, the Wompi sandbox checkout at /dev/)
          // must reach it: the app shell would answer them with its own 'ERROR 404'.
          navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/dev\//],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          runtimeCaching: [
            {
              // Lists and details the user has seen: fresh from the network, the last copy offline,
              // to the same session only. JSON reads alone: files (by path or ?type=), tokens,
              // sessions and public links never (issue 21). Workbox copies these functions' text.
              urlPattern: isOfflineRead,
              handler: 'NetworkFirst',
              options: {
                cacheName: API_READS_CACHE,
                networkTimeoutSeconds: 6,
                plugins: [{ cacheKeyWillBeUsed: sessionCacheKey, cacheWillUpdate: keepJsonAnswer }],
                expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 },
              },
            },
          ],
        },
      }),
      // Brotli and gzip copies next to each asset, served as they are by @fastify/static
      // (preCompressed): compressed once at build time instead of on every request.
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    ],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: api, changeOrigin: true },
        '/media': { target: api, changeOrigin: true },
      },
    },
    build: {
      // WEB_OUT_DIR lets parallel builds (e.g. several e2e runs) write to their own folders.
      outDir: process.env.WEB_OUT_DIR ?? 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1200,
    },
  };
});

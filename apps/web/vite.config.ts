import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API serves apps/web/dist in production; in development Vite proxies the API.
const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build is what the server ships, whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite would bundle React's development build (530 KB instead of 327 KB, and slower).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
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

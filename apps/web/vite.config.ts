import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves apps/web/dist in production; in development Vite proxies the API.
const api = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
});

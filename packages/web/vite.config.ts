import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { callMetaPlugin } from './call-meta-plugin.ts';
import { loadFailedPlugin } from './load-failed-plugin.ts';

/** In `npm run dev` the pay page's paths (/pay/…) open its own entry, as the server does for the build. */
const payPageDev = (): Plugin => ({
  name: 'pay-page-dev',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/pay(\/|\?|$)/.test(request.url)) request.url = '/pay.html';
      next();
    });
  },
});

export default defineConfig({
  plugins: [react(), callMetaPlugin(), loadFailedPlugin(), payPageDev()],
  // The manifest lets `npm run bench` measure what each route loads.
  // Two entries: the back-office (index.html) and the customer pay page (pay.html, served for /pay/…), which
  // shares no code with the back-office but React and the contracts' money helpers.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rollupOptions: {
      input: { main: resolve(import.meta.dirname, 'index.html'), pay: resolve(import.meta.dirname, 'pay.html') },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080', '/api-docs': 'http://127.0.0.1:8080' } },
});

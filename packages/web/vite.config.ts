import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { callMetaPlugin } from './call-meta-plugin.ts';

export default defineConfig({
  plugins: [react(), callMetaPlugin()],
  // The manifest lets `npm run bench` measure what each route loads.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500, manifest: true },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080', '/api-docs': 'http://127.0.0.1:8080' } },
});

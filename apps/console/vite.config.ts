import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The operator console: its own bundle, served by the API server under /console/ (plugins/web.ts).
 * The design tokens come from the member site's stylesheet (apps/web/src/styles/tokens.css).
 */
export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss()],
  build: {
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
});

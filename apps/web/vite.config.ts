import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The app must run under a strict CSP (script-src 'self'): no inline module preload polyfill.
    modulePreload: { polyfill: false },
    // The server reads it to preload the chunks of the page it serves (ADR 0009).
    manifest: true,
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});

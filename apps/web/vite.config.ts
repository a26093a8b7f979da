import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Our workspace packages are bundled from their TypeScript sources.
  resolve: { conditions: ['@plotplan/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8000' },
  },
  build: {
    target: 'es2022',
    // Maps are written for debugging but not referenced from the bundles, so browsers never ask for them.
    sourcemap: 'hidden',
    // three.js (the 3D view's chunk, ~600 kB, 150 kB gzipped) is loaded only when that view opens,
    // and fontkit (~710 kB, embeds the PDF's Cyrillic font) only when a PDF is made; every other
    // chunk stays far below this.
    chunkSizeWarningLimit: 720,
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The brand (avg, sag, sws) is chosen at build time: VITE_BRAND=sag npm run build.
const brand = process.env.VITE_BRAND ?? 'avg';
if (!['avg', 'sag', 'sws'].includes(brand)) {
  throw new Error(`VITE_BRAND must be avg, sag or sws (got "${brand}")`);
}
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_BRAND': JSON.stringify(brand),
  },
  build: {
    outDir: process.env.OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Written for error reports, never linked from the bundles nor served (issue 19).
    sourcemap: 'hidden',
    manifest: true,
  },
  server: {
    proxy: { '/api': apiTarget, '/healthz': apiTarget },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Written for error reports, never linked from the bundles nor served (issue 19).
    sourcemap: 'hidden',
    // The server reads it for the enhancing script's file name.
    manifest: !isSsrBuild,
    // The app, and the small script that enhances the server-rendered public job page.
    // (The server-side renderer, package.json's `vite build --ssr`, names its own entry.)
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: {
            input: {
              index: 'src/web/index.html',
              'public-job': 'src/web/features/public-jobs/enhance/enhance-public-job.ts',
            },
          },
        }),
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      // The public job page is rendered by the server; '/jobs/new' stays the app's.
      '^/jobs/(?!new$)[a-z0-9-]+(/my-data-link)?$': apiTarget,
    },
  },
}));

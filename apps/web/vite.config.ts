import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The Fastify server; in development Vite forwards API, sign-in and identity-provider calls to it. */
const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Two copies of React or Mantine would mean two contexts and a "MantineProvider was not
    // found" crash; the versions are pinned alike, and this makes sure of it.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: 5173,
    proxy: { '/api': SERVER, '/auth': SERVER, '/oidc': SERVER },
  },
  preview: {
    proxy: { '/api': SERVER, '/auth': SERVER, '/oidc': SERVER },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets bench/first-load-size.mjs add up what each route downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Every lazy screen's files are listed in the first load (for preloading), by name: a
        // hash alone keeps that list, and every import, short (docs/web-building-blocks.md).
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
});

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './lingui-plugins.ts';

/** The Fastify server; in development Vite forwards API, sign-in and identity-provider calls to it. */
const SERVER = 'http://localhost:3000';

/**
 * React Router 7's package points every import at its development build, warnings and checks
 * included, even in a production build (remix-run/react-router#12532, #14102): the build takes
 * its production files instead, the same code without them (0.5 KB gzip less in the first
 * load). Development and the tests keep the development build's warnings.
 */
const reactRouterProduction = (file: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production', file);

export default defineConfig(({ command }) => ({
  plugins: [...linguiPlugins({ failOnMissing: command === 'build' }), react()],
  resolve: {
    // Two copies of React or Mantine would mean two contexts and a "MantineProvider was not
    // found" crash; the versions are pinned alike, and this makes sure of it.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
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
}));

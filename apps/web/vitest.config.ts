import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiPlugins } from './lingui-plugins.ts';

export default defineProject({
  plugins: [...linguiPlugins({ failOnMissing: false }), react()],
  resolve: {
    // See vite.config.ts: one copy of Mantine, or components lose their provider.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Mantine is processed by Vite (not loaded by Node) so the dedupe above applies to it too.
    server: { deps: { inline: [/@mantine\//] } },
    css: false,
    // See setup.ts: component tests wait for screens to render; on a busy machine that is slow.
    testTimeout: 20_000,
    // One module graph and jsdom per worker, not per file (docs/testing.md).
    isolate: false,
  },
});

import { defineConfig } from 'vitest/config';
import { chooseTestDatabase } from './scripts/test-database.mjs';

/**
 * Every Vitest suite, on both cores. The server's API suite runs once, on the database
 * `chooseTestDatabase` picks (PostgreSQL where a server answers, as in CI; else the embedded
 * PGlite); what is about the embedded database (its seed, a restart on its folder) runs on PGlite
 * as well. docs/testing.md says what runs where, and why.
 */
const database = await chooseTestDatabase();

/** The files about the embedded database: `npm start` seeds and restarts PGlite. */
const ABOUT_PGLITE = [
  'src/demo-seed/seed-demo-data.test.ts',
  'src/demo-seed/requests-seed.test.ts',
  'src/features/profile/profile-routes.test.ts',
];

const server = {
  root: './apps/server',
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One module graph per worker, not one per file: the files import the same server and its
  // libraries, and importing them afresh for each of about 110 files was a third of the
  // suite's time. What a file changes on the way (fake timers, spies, stubbed env) is undone
  // after it, below, and by each file's own afterAll.
  isolate: false,
  restoreMocks: true,
  unstubEnvs: true,
  unstubGlobals: true,
} as const;

export default defineConfig({
  test: {
    // Explicit: Vitest's default (cores - 1) runs every file in one worker on a 2-core machine.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: nothing a file could leave behind (docs/testing.md).
          isolate: false,
        },
      },
      {
        test: { ...server, name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      ...(database === 'postgres'
        ? [
            {
              test: {
                ...server,
                name: 'server-pglite',
                include: ABOUT_PGLITE,
                // Empty, not unset: the test helpers read it as "the embedded database".
                env: { DATABASE_URL: '' },
              },
            },
          ]
        : []),
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'bench',
          root: './bench',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});

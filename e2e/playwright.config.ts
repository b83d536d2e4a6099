import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chooseTestDatabase } from '../scripts/test-database.mjs';
import { setClockOffset } from './support/clock';

/**
 * End-to-end tests drive the real built portal (server + web app) through the real sign-in,
 * in Debian's Chromium. Each worker (E2E_WORKERS, one per core) starts its own server, on
 * E2E_PORT (3100) + 20 × its index, with a database of its own: the embedded PGlite in memory,
 * or with DATABASE_URL a fresh PostgreSQL database on that URL's server, dropped at the end
 * (support/worker-server.ts). So every worker starts from the same demo organisation, and
 * `baseURL` is the worker's server (support/fixtures.ts). Which database: PostgreSQL where
 * one answers, else PGlite, as for Vitest (scripts/test-database.mjs, docs/testing.md).
 */
await chooseTestDatabase();
// E2E_CLOCK_AT=HH:MM runs the journeys on a clock that starts at that minute, UTC (support/clock.ts).
setClockOffset(process.env.E2E_CLOCK_AT);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * One worker per core. Each drives a Chromium and a server of its own, and a journey spends much
 * of its time waiting on the other (a page loading, a server answering): on the 2-core machine
 * one worker kept the cores 75 % busy, and two ran the whole suite in 8.7 minutes where one took
 * 12.7 (measured with the trace below). E2E_WORKERS overrides.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? availableParallelism());

if (!existsSync(CHROMIUM)) {
  const message = `Chromium was not found at ${CHROMIUM}: install Debian's "chromium" package.`;
  if (process.env.CI) throw new Error(message);
  console.warn(`\n!!! ${message}\n!!! The end-to-end tests are NOT being run.\n`);
}

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  testIgnore: existsSync(CHROMIUM) ? [] : ['**/*'],
  // A file's journeys run in order on one worker, unless the file says they are independent.
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A journey's room, not its assertion: every expect fails on its own within 10 s. The 2-core
  // machines the suite runs on differ up to 2.8× in speed (a plain loop of 10⁹ additions: 4.2 s
  // to 11.8 s), and a journey of two people that takes 40 s on the fast one took 66 s on the
  // slow one, past the 60 s it had; journeys longer than that set their own.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    // A failed journey keeps its trace: each action with the page's DOM before and after. Not the
    // screencast: filming every journey, to keep the few that fail, was a quarter of the suite's
    // time (the failure's screenshot below is still taken).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});

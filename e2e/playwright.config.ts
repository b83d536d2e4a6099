import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the real built portal (server + web app) through the real sign-in,
 * in Debian's Chromium. The server runs on the embedded defaults with an in-memory database
 * (or the PostgreSQL database DATABASE_URL names, which must start empty), so every run starts
 * from the same demo organisation.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

if (!existsSync(CHROMIUM)) {
  const message = `Chromium was not found at ${CHROMIUM}: install Debian's "chromium" package.`;
  if (process.env.CI) throw new Error(message);
  console.warn(`\n!!! ${message}\n!!! The end-to-end tests are NOT being run.\n`);
}

export default defineConfig({
  testDir: './tests',
  testIgnore: existsSync(CHROMIUM) ? [] : ['**/*'],
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node --enable-source-maps ../apps/server/dist/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      PUBLIC_URL: baseURL,
      DATA_DIR: 'memory://',
      // CI runs the journeys a second time on PostgreSQL by setting DATABASE_URL.
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The daily approval reminders only when a journey sends them (approval-reminders.spec.ts).
      APPROVAL_REMINDER_CHECK_MINUTES: '0',
    },
  },
});

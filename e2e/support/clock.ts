import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';

/**
 * The journeys' clock. By default the machine's. With E2E_CLOCK_AT=HH:MM (UTC), the whole run
 * reads as if it started at the next such minute: every server the journeys start (through
 * server-clock.mjs) and every browser context (Playwright's clock) run from there, together.
 * `npm run test:e2e -- ` with E2E_CLOCK_AT=23:59 runs the journeys across midnight UTC, seeded
 * before it and checked after (docs/testing.md).
 */
const OFFSET_VARIABLE = 'E2E_CLOCK_OFFSET_MS';

/**
 * Called once by the configuration in the runner, before any worker starts: the offset is
 * fixed then and handed to the workers in the environment, so every process shares one clock.
 */
export function setClockOffset(at: string | undefined) {
  if (!at || process.env[OFFSET_VARIABLE]) return;
  const match = /^(\d{2}):(\d{2})$/.exec(at);
  if (!match) throw new Error(`E2E_CLOCK_AT is HH:MM in UTC, not "${at}"`);
  const now = new Date();
  const target = new Date(now);
  target.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  // Always ahead: a clock moved back would expire the sign-in's cookies in a browser that
  // reads the machine's time.
  if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
  process.env[OFFSET_VARIABLE] = String(target.getTime() - now.getTime());
}

export const clockOffsetMs = () => Number(process.env[OFFSET_VARIABLE] ?? 0);

/** Now on the run's clock, as the servers and the browsers read it: for a journey's own dates. */
export const runNow = () => new Date(Date.now() + clockOffsetMs());

/** Where the personas' day turns: their site's zone (Toronto, the demo's head office). */
export const PERSONAS_TIME_ZONE = 'America/Toronto';

const personasDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: PERSONAS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The personas' day `days` from their today on the run's clock, 'YYYY-MM-DD': the day the
 * portal holds their dates to (their site's, never UTC's, which has turned by 19:00 there).
 */
export function personasDay(days = 0): string {
  const today = personasDate.format(runNow());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The node options that give a server process the run's clock (or one `offset` ms ahead of
 * the machine's, for a journey that needs its own hour), and its environment.
 */
export function serverClock(offset = clockOffsetMs()): { execArgv: string[]; env: Record<string, string> } {
  if (!offset) return { execArgv: [], env: {} };
  return {
    execArgv: ['--import', fileURLToPath(new URL('./server-clock.mjs', import.meta.url))],
    env: { [OFFSET_VARIABLE]: String(offset) },
  };
}

const TIMEKEEPER = createRequire(import.meta.url).resolve('timekeeper');

/**
 * Gives a browser context the run's clock, before its first page opens: the same library as the
 * servers', in each page. Only the date moves; timers, animation frames and idle callbacks stay
 * the browser's own (Playwright's clock fakes them too, and axe then never finished in some
 * pages).
 */
export async function keepRunClock(context: BrowserContext, offset = clockOffsetMs()) {
  if (!offset) return;
  await context.addInitScript({ path: TIMEKEEPER });
  await context.addInitScript((by) => {
    const page = globalThis as unknown as { timekeeper: { travel(to: Date): void } };
    page.timekeeper.travel(new Date(Date.now() + by));
  }, offset);
}

/** The report's morning rush: its line against DESIGN §9 and its own section. */
import { met, n0, n1, seconds, table } from './markdown';
import type { MorningRushFigures } from './rush-figures';

/** DESIGN §9: 10,000 sign-ins through the real flow in 10 minutes, p95 sign-in to dashboard < 1 s. */
const RUSH_SIGN_INS = 10_000;
const RUSH_SECONDS = 600;
const RUSH_P95_MS = 1000;

const ms = (value: number) => n0(value);
const cpuText = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${n1(value)} ms`;

export function rushSummaryRow(rush: MorningRushFigures | undefined): readonly string[] {
  const figure = `Morning rush: ${n0(RUSH_SIGN_INS)} sign-ins in ${RUSH_SECONDS / 60} minutes`;
  const target = `≥ ${n1(RUSH_SIGN_INS / RUSH_SECONDS)} sign-ins/s, p95 sign-in to dashboard < ${n0(RUSH_P95_MS)} ms, no errors`;
  if (!rush) return [figure, target, 'not measured', '—'];
  const whole = rush.people >= RUSH_SIGN_INS;
  const ok =
    whole &&
    rush.errors === 0 &&
    rush.signInsPerSecond >= RUSH_SIGN_INS / RUSH_SECONDS &&
    rush.totalMs.p95 < RUSH_P95_MS;
  return [
    figure,
    target,
    `${n0(rush.people)}${whole ? '' : ` (not the whole ${n0(RUSH_SIGN_INS)})`} at ${n1(rush.ratePerSecond)}/s: ${n1(rush.signInsPerSecond)}/s sustained, p95 ${ms(rush.totalMs.p95)} ms, ${n0(rush.errors)} errors`,
    met(ok),
  ];
}

export function rushSection(rush: MorningRushFigures | undefined, employees: number): string {
  if (!rush) return '';
  const samples = rush.errorSamples.map((sample) => `\n- ${sample}`).join('');
  return `
## Morning rush (${n0(employees)} employees)

${n0(rush.people)} sign-ins by ${n0(rush.distinctPeople)} different active employees (read from the database; with more sign-ins than people, some sign in a second time), one started every ${n0(1000 / rush.ratePerSecond)} ms whether or not those before had finished. Each goes through the real OpenID Connect flow with the development identity provider and then asks for what the web app's dashboard asks for (\`bench/src/dashboard-calls.ts\`): ${n1(rush.requestsPerSignIn)} requests per sign-in. Timed from "Sign in" (the flow's first request) to the dashboard's last answer. The CPU times are over the whole rush, divided by the sign-ins completed; the database's is the whole PostgreSQL server's, as for the endpoints.

${table(
  ['Figure', 'Measured'],
  [
    ['Arrivals asked / kept', `${n1(rush.ratePerSecond)} / ${n1(rush.arrivalsPerSecond)} a second`],
    [
      'Sign-ins completed, sustained',
      `${n1(rush.signInsPerSecond)} a second over ${seconds(rush.elapsedSeconds * 1000)}`,
    ],
    [
      'Sign in → dashboard answered, p50 / p95 / p99 / max',
      `${ms(rush.totalMs.p50)} / ${ms(rush.totalMs.p95)} / ${ms(rush.totalMs.p99)} / ${ms(rush.totalMs.max)} ms`,
    ],
    [
      'of it the flow, Sign in → session cookie, p50 / p95 / p99',
      `${ms(rush.signInMs.p50)} / ${ms(rush.signInMs.p95)} / ${ms(rush.signInMs.p99)} ms`,
    ],
    ['Most sign-ins under way at once', n0(rush.mostInFlight)],
    ['Errors (an answer outside 2xx/3xx, or an exception)', n0(rush.errors)],
    ['Portal CPU per sign-in (its whole dashboard included)', cpuText(rush.cpuMsPerSignIn)],
    ['Database server CPU per sign-in', cpuText(rush.databaseCpuMsPerSignIn)],
    [
      'Portal resident memory after the rush',
      rush.residentMbAfter === null ? '—' : `${n0(rush.residentMbAfter)} MB`,
    ],
  ],
)}
${samples ? `\nFirst errors:${samples}\n` : ''}`;
}

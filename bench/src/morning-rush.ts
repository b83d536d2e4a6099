/**
 * A morning rush (DESIGN §9): people of the large organisation sign in through the real OpenID
 * Connect flow (sign-in.ts) and load what the dashboard loads (dashboard-calls.ts), arriving at
 * a set rate whether or not those before them have finished (an open loop: a slow portal makes
 * people wait, never fewer people come). Each sign-in is timed from its first request to its
 * dashboard's last answer.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { AFTER_CALLBACK, type DashboardCall } from './dashboard-calls';
import { perAnswer } from './load';
import { processCpu, residentMb, type CpuMeter } from './processes';
import { summarise, type MorningRushFigures, type RushOutcome } from './rush-figures';
import { signInCounted } from './sign-in';

export interface RushSettings {
  people: number;
  ratePerSecond: number;
}

export interface RushTarget {
  origin: string;
  portal: ChildProcess;
  /** The database server's CPU meter, when it runs on this machine. */
  databaseCpu: CpuMeter | undefined;
}

const PROGRESS_EVERY = 1000;

/** Answers outside 2xx and 3xx fail the sign-in they belong to. */
const isAnswered = (status: number) => status >= 200 && status < 400;

/** Reads the first event of a server-sent event stream, then closes it. */
async function firstEvent(response: Response): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('The stream had no body');
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('event:')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('The stream ended before its first event');
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
}

/** One dashboard call with the session cookie, as the web app's client sends it; its body. */
async function ask(origin: string, cookie: string, call: DashboardCall): Promise<string> {
  const method = call.method ?? 'GET';
  const response = await fetch(origin + call.path, {
    method,
    redirect: 'manual',
    headers: {
      cookie,
      ...(call.page ? { accept: 'text/html' } : { accept: 'application/json' }),
      ...(call.body === undefined
        ? {}
        : { 'content-type': 'application/json', 'x-requested-with': 'portico', origin }),
    },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
  if (!isAnswered(response.status)) {
    await response.arrayBuffer();
    throw new Error(`${method} ${call.path.split('?')[0]} answered ${response.status}`);
  }
  if (call.stream) {
    await firstEvent(response);
    return '';
  }
  return response.text();
}

const hasNoLanguage = (me: string | undefined) =>
  me !== undefined && (JSON.parse(me) as { language?: string | null }).language == null;

/** The dashboard's calls, group after group; how many there were. */
async function loadDashboard(origin: string, cookie: string): Promise<number> {
  let me: string | undefined;
  let calls = 0;
  for (const group of AFTER_CALLBACK) {
    const asked = group.filter((call) => !call.onlyWithoutLanguage || hasNoLanguage(me));
    calls += asked.length;
    await Promise.all(
      asked.map(async (call) => {
        const body = await ask(origin, cookie, call);
        if (call.path === '/api/me') me = body;
      }),
    );
  }
  return calls;
}

async function onePerson(origin: string, email: string): Promise<RushOutcome> {
  const started = performance.now();
  try {
    const { cookie, requests } = await signInCounted(origin, email);
    const signedIn = performance.now();
    const calls = await loadDashboard(origin, cookie);
    const endedAt = performance.now();
    return {
      ok: true,
      totalMs: endedAt - started,
      signInMs: signedIn - started,
      endedAt,
      requests: requests + calls,
    };
  } catch (error) {
    // Without the address and the provider's interaction ids, the same failure for many
    // people reads as one.
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: message.replaceAll(email, '<person>').replace(/\/[\w-]{20,}(?=\/|\s|$)/g, '/<id>'),
    };
  }
}

export async function runMorningRush(
  { origin, portal, databaseCpu }: RushTarget,
  emails: readonly string[],
  settings: RushSettings,
  progress: (line: string) => void,
): Promise<MorningRushFigures> {
  if (emails.length === 0) throw new Error('Nobody in the organisation can sign in');
  const outcomes: Promise<RushOutcome>[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const portalPerSignIn = perAnswer(processCpu(portal));
  const databasePerSignIn = databaseCpu && perAnswer(databaseCpu);
  const startedAt = performance.now();
  for (let person = 0; person < settings.people; person++) {
    const due = startedAt + (person * 1000) / settings.ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    outcomes.push(
      onePerson(origin, emails[person % emails.length]!).finally(() => {
        inFlight -= 1;
      }),
    );
    if ((person + 1) % PROGRESS_EVERY === 0)
      progress(`morning rush: ${person + 1} started, ${inFlight} under way`);
  }
  const lastStartedAt = performance.now();
  const summary = summarise({ outcomes: await Promise.all(outcomes), startedAt, lastStartedAt });
  const completed = summary.people - summary.errors;
  return {
    ...summary,
    distinctPeople: Math.min(settings.people, emails.length),
    ratePerSecond: settings.ratePerSecond,
    mostInFlight,
    cpuMsPerSignIn: portalPerSignIn(completed),
    ...(databasePerSignIn ? { databaseCpuMsPerSignIn: databasePerSignIn(completed) } : {}),
    residentMbAfter: residentMb(portal),
  };
}

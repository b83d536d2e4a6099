import { api } from '../support/api';
import { unreadCount } from '../support/bell';
import { closeToursThisSession, expect, signInAs, test } from '../support/fixtures';
import { PERSONAS } from '../support/personas';
import { purchaseBody, apiAt } from '../support/process-api';
import {
  createScratchDatabase,
  NO_POSTGRES,
  postgresForProcessTests,
  type ScratchDatabase,
} from '../support/scratch-database';
import { portBesideSuite, startServer, type ServerProcess } from '../support/server-process';
import { keepRunClock } from '../support/clock';

const REMINDER_RUNS = `select count(*)::int as n from job_runs where job = 'approval-reminders'`;
const NOTICES_SENT = `select count(*)::int as n from notifications
  where type in ('Approval reminder', 'Approval escalated')`;
/** Reminders or escalations one person got twice on one day for one request: none, ever. */
const NOTICES_SENT_TWICE = `
  select request_id, employee_id, type, created_at::date as day from notifications
  where type in ('Approval reminder', 'Approval escalated')
  group by 1, 2, 3, 4 having count(*) > 1`;

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer without sticky
 * sessions (docs/operations.md): a session made on one is good on the other, and a
 * notification saved through one reaches a page that listens on the other, through the
 * change bus (LISTEN/NOTIFY); and the daily approval reminders run once between them. Its
 * database is one of its own (decision 047).
 */
test('two instances on one database share sessions and live notifications', async ({ browser }) => {
  test.setTimeout(180_000);
  test.skip(!(await postgresForProcessTests()), NO_POSTGRES);
  let database: ScratchDatabase | undefined;
  const servers: ServerProcess[] = [];
  try {
    database = await createScratchDatabase('instances');
    // Started together, as a deployment does: they take turns to migrate and seed the empty database.
    const started = await Promise.allSettled([
      startServer({ port: portBesideSuite(1), databaseUrl: database.url }),
      startServer({ port: portBesideSuite(2), databaseUrl: database.url }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const [a, b] = servers as [ServerProcess, ServerProcess];

    // Both checked the daily approval reminders as they started (decision 045): the day's lease
    // let one of them run it, and nobody was reminded or escalated twice. Waits for the run to
    // end (its notices stop changing), so none lands on the bell below.
    const scratch = database;
    const noticesSent = async () => (await scratch.query<{ n: number }>(NOTICES_SENT))[0]!.n;
    await expect
      .poll(async () => (await scratch.query<{ n: number }>(REMINDER_RUNS))[0]!.n, { timeout: 15_000 })
      .toBe(1);
    await expect
      .poll(
        async () => {
          const before = await noticesSent();
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          return (await noticesSent()) === before;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(await scratch.query(NOTICES_SENT_TWICE)).toEqual([]);

    // Emery signs in on A, through A's sign-in; the same browser then goes to B, signed in.
    const emeryContext = await browser.newContext();
    await keepRunClock(emeryContext);
    await closeToursThisSession(emeryContext);
    const emery = await emeryContext.newPage();
    await signInAs(emery, PERSONAS.emery.email, `${a.url}/`);
    await expect(emery.getByRole('banner').getByText(PERSONAS.emery.name)).toBeVisible();
    await emery.goto(`${b.url}/profile`);
    await expect(emery).toHaveURL(`${b.url}/profile`);
    await expect(emery.getByRole('banner').getByText(PERSONAS.emery.name)).toBeVisible();
    const me = await api(emery, '/api/me');
    expect(me.status).toBe(200);

    // Drew's page is open on B; Emery saves a purchase on Drew's project through A.
    const drewContext = await browser.newContext();
    await keepRunClock(drewContext);
    await closeToursThisSession(drewContext);
    const drew = await drewContext.newPage();
    await signInAs(drew, PERSONAS.drew.email, `${b.url}/`);
    await expect(drew.getByRole('banner').getByText(PERSONAS.drew.name)).toBeVisible();
    const bell = drew.getByRole('button', { name: 'Notifications' });
    await expect(bell).toBeVisible();
    await drew.waitForLoadState('networkidle');
    const before = await unreadCount(bell);

    const cookie = (await emeryContext.cookies(a.url)).find((c) => c.name === 'portico_session')!;
    const emeryOnA = apiAt(a.url, `${cookie.name}=${cookie.value}`);
    const body = await purchaseBody(emeryOnA);
    const saved = await emeryOnA.call('/api/requests', 'POST', body(`Two instances ${Date.now()}`));
    expect(saved.status).toBe(201);

    // Well inside the bell's once-a-minute refresh: the stream on B heard the commit on A.
    await expect.poll(() => unreadCount(bell), { timeout: 15_000 }).toBe(before + 1);
    await emeryContext.close();
    await drewContext.close();
  } finally {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await database?.drop();
  }
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import { keepRunClock } from '../support/clock';
import { closeToursThisSession, expect, signInAs, test } from '../support/fixtures';
import { employeeRow, newPerson } from '../support/hr-import';
import { createScratchDatabase, NO_POSTGRES, postgresForProcessTests } from '../support/scratch-database';
import { portBesideSuite, startServer, type ServerProcess } from '../support/server-process';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** One of the documented commands, as an operator types it at the repository's root. */
const command = (args: string[], databaseUrl: string) =>
  run('npm', ['run', '--silent', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: ROOT },
  });

/** The same command as the container image runs it: built, without npm or the sources. */
const builtCommand = (script: string, args: string[], databaseUrl: string) =>
  run(process.execPath, [join(ROOT, 'apps/server/dist', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl },
  });

/**
 * docs/operations.md, "From an empty database to the first sign-in": an empty PostgreSQL
 * database owned by the portal's own login, the HR system's export loaded by `npm run hr-import`,
 * the first Admin granted by the built `roles.js` the container image runs, and that person
 * signs in and reaches the administration.
 */
test('from an empty database to the first Admin signed in, by the documented commands', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  test.skip(!(await postgresForProcessTests()), NO_POSTGRES);
  // Owned by a login of its own without superuser rights, as compose.yaml sets a deployment up.
  const database = await createScratchDatabase('first_run', undefined, { ownRole: true });
  const folder = mkdtempSync(join(tmpdir(), 'portico-first-run-'));
  let server: ServerProcess | undefined;
  try {
    const head = newPerson('Morgan');
    const report = newPerson('Jordan');
    const email = `${head.employeeNumber.toLowerCase()}@example.com`;
    const row = (person: typeof head, manager: string, workEmail: string) => ({
      ...employeeRow(person, { department: 'IT', managerEmployeeNumber: manager }),
      Company__c: '',
      Office_365_Email__c: workEmail,
    });
    const file = join(folder, 'people.csv');
    writeFileSync(
      file,
      stringify([row(head, '', email), row(report, head.employeeNumber, '')], { header: true }),
    );

    const imported = await command(['hr-import', '--', 'employees', file], database.url);
    expect(imported.stdout).toContain('Imported 2 rows: 2 employees created');
    const granted = await builtCommand('roles.js', ['grant', 'Admin', email], database.url);
    expect(granted.stdout).toContain(`Granted 'Admin' to ${head.displayName}`);

    server = await startServer({
      port: portBesideSuite(9),
      databaseUrl: database.url,
      env: { SEED_DEMO_DATA: 'false' },
    });
    const context = await browser.newContext({ baseURL: server.url });
    await keepRunClock(context);
    await closeToursThisSession(context);
    const page = await context.newPage();
    await signInAs(page, email);
    await expect(page.getByRole('banner').getByText(head.displayName)).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await context.close();
  } finally {
    await server?.stop();
    await database.drop();
    rmSync(folder, { recursive: true, force: true });
  }
});

import { request, type Browser } from '@playwright/test';
import { keepRunClock } from '../support/clock';
import {
  closeToursThisSession,
  expect,
  expectNoSeriousAxeViolations,
  signInAs,
  test,
} from '../support/fixtures';
import { employeeRow, importRows, newPerson } from '../support/hr-import';
import { PERSONAS } from '../support/personas';
import { createScratchDatabase, NO_POSTGRES, postgresForProcessTests } from '../support/scratch-database';
import { portBesideSuite, startServer, type ServerProcess } from '../support/server-process';
import { DAY_MS } from '@portico/domain/shared/time-units';

/*
 * Issue 29, acceptance 3: the portal's "today" is the person's own, where their site is. A
 * server of the journey's own runs on a clock at the edge, in a browser whose zone is the
 * person's: 21:00 in Toronto (02:00 UTC, the next day there), and 01:00 in Doha (22:00 UTC,
 * still the day before there). The dashboard greets them with their day, and the request form
 * holds Needed By to it, whatever UTC's says.
 */

/** The next instant at `hour`:00 UTC at least ten minutes from now, and how far ahead it is. */
function nextUtcHour(hour: number) {
  const now = Date.now();
  const at = new Date(now);
  at.setUTCHours(hour, 0, 0, 0);
  while (at.getTime() < now + 10 * 60_000) at.setTime(at.getTime() + DAY_MS);
  return { at, offset: at.getTime() - now };
}

/** A day where `timeZone` is, at `instant`: 'YYYY-MM-DD' and as the greeting writes it. */
function dayThere(timeZone: string, instant: Date) {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const long = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  return { iso: iso.format(instant), long: long.format(instant) };
}

const EDGES = [
  { site: 'Toronto', timeZone: 'America/Toronto', utcHour: 2, port: 11, daysFromUtc: -1 },
  { site: 'Doha', timeZone: 'Asia/Qatar', utcHour: 22, port: 12, daysFromUtc: 1 },
] as const;

/** Someone new at `site`, imported by HR through the portal's HR import, with a work email. */
async function personAt(server: ServerProcess, browser: Browser, offset: number, site: string) {
  const context = await browser.newContext({ baseURL: server.url });
  await keepRunClock(context, offset);
  await closeToursThisSession(context);
  const page = await context.newPage();
  await signInAs(page, PERSONAS.casey.email);
  await expect(page.getByRole('banner').getByText(PERSONAS.casey.name)).toBeVisible();
  const hr = await request.newContext({
    baseURL: server.url,
    storageState: await context.storageState(),
    extraHTTPHeaders: { 'x-requested-with': 'portico', origin: server.url },
  });
  const person = newPerson('Sam');
  const email = `${person.employeeNumber.toLowerCase()}@example.com`;
  await importRows(hr, 'employees', [
    {
      ...employeeRow(person, { department: 'Operations', managerEmployeeNumber: '' }),
      Office_365_Email__c: email,
      Site__c: site,
    },
  ]);
  await hr.dispose();
  await context.close();
  return email;
}

for (const edge of EDGES) {
  test(`at the edge of the day in ${edge.site}, the dashboard and the request form use ${edge.site}’s day`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    test.skip(!(await postgresForProcessTests()), NO_POSTGRES);
    const { at, offset } = nextUtcHour(edge.utcHour);
    const day = dayThere(edge.timeZone, at);
    // The point of the journey: UTC's date is another day than the person's.
    const utcDay = at.toISOString().slice(0, 10);
    expect(
      new Date(Date.parse(`${utcDay}T00:00:00Z`) + edge.daysFromUtc * DAY_MS).toISOString().slice(0, 10),
    ).toBe(day.iso);
    const database = await createScratchDatabase(`day_${edge.site.toLowerCase()}`);
    const server = await startServer({
      port: portBesideSuite(edge.port),
      databaseUrl: database.url,
      clockOffsetMs: offset,
    });
    try {
      const email = await personAt(server, browser, offset, edge.site);
      const context = await browser.newContext({ baseURL: server.url, timezoneId: edge.timeZone });
      await keepRunClock(context, offset);
      await closeToursThisSession(context);
      const page = await context.newPage();
      await signInAs(page, email);

      const greeting = page.getByRole('region', { name: 'Greeting' });
      await expect(greeting).toContainText(`${day.long} · ${edge.site}`);
      await expectNoSeriousAxeViolations(page);

      await page.goto('/serviceRequests/new');
      await page.getByRole('button', { name: 'Support', exact: true }).click();
      await page.getByLabel(/^Category/).selectOption({ index: 1 });
      await page.getByLabel(/^Priority/).selectOption('2 - Medium');
      const yesterday = new Date(Date.parse(`${day.iso}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
      await page.getByLabel(/^Needed By/).fill(yesterday);
      await page.keyboard.press('Tab');
      await page.getByLabel(/^Brief Description/).fill(`Needed today in ${edge.site}`);
      await page.getByLabel(/^Details/).fill('Needed on the day it is where I work, not in UTC.');
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await expect(page.getByText('Needed By cannot be before today')).toBeVisible();
      // The person's today is allowed, by the form and by the server at its moved clock.
      await page.getByLabel(/^Needed By/).fill(day.iso);
      await page.keyboard.press('Tab');
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await expect(page).toHaveURL(/\/serviceRequest\/attachments\/[0-9a-f-]{36}$/);
      await context.close();
    } finally {
      await server.stop();
      await database.drop();
    }
  });
}

import type { APIRequestContext, Page } from '@playwright/test';
import { utcDay } from '@portico/domain/shared/dates';
import type { MyTimeAway, TimeAwayTableRow, WhosOut } from '@portico/domain/time-away/time-away-dto';
import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';
import { importRows, whoAmI } from '../support/hr-import';
import { PERSONAS } from '../support/personas';

const SHOTS = 'test-results/time-away';

/**
 * Emery's year as the demo seed lays it out (apps/server/src/demo-seed/time-away-seed.ts):
 * label, allocation, booked, taken, remaining.
 */
const EMERY_TOTALS = [
  ['Vacation Salary', 15, 3, 5, 7],
  ['Carry Over', 3, 0, 2, 1],
  ['Sick', 5, 0, 2, 3],
  ['Personal', 2, 0, 0, 2],
  ['Float', 1, 1, 0, 0],
  ['Volunteer', 1, 0, 1, 0],
  ['Vacation', 0, 0, 0, 0],
] as const;

const mine = async (page: Page) =>
  (await (await page.request.get('/api/time-away/mine')).json()) as MyTimeAway;

/** The page at a laptop's and a phone's width, each loaded afresh at that width. */
async function screenshots(page: Page, name: string, ready: (page: Page) => Promise<void>) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.reload();
    await ready(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('Emery opens My Time Away: the totals add up to her days, listed Booked and Taken', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery');
  await page.getByRole('navigation').getByRole('link', { name: 'My Time Away' }).click();
  await expect(page.getByRole('heading', { name: 'My Time Away', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('My Metrics');

  const card = page.getByRole('region', { name: 'Emery Lindqvist' });
  const table = card.getByRole('table', { name: /time away totals/i });
  await expect(table.getByRole('row')).toHaveCount(8);
  for (const [index, [label, ...days]] of EMERY_TOTALS.entries()) {
    await expect(table.getByRole('row').nth(index + 1)).toHaveText(`${label}${days.join('')}`);
  }

  // Every Booked and Taken day the page lists is one of the days the columns add up.
  const record = await mine(page);
  const booked = card.getByRole('region', { name: 'Booked' }).getByRole('listitem');
  const taken = card.getByRole('region', { name: 'Taken' }).getByRole('listitem');
  await expect(booked).toHaveCount(EMERY_TOTALS.reduce((sum, row) => sum + row[2], 0));
  await expect(taken).toHaveCount(EMERY_TOTALS.reduce((sum, row) => sum + row[3], 0));
  expect(record.booked).toHaveLength(4);
  for (const { label, requestType } of [
    { label: 'Vacation Salary', requestType: 'Vacation_Salary' },
    { label: 'Sick', requestType: 'Sick' },
  ]) {
    const counted = record.taken.filter((entry) => entry.requestType === requestType).length;
    await expect(taken.filter({ hasText: new RegExp(`^${label}(APPROVED|PENDING)`) })).toHaveCount(counted);
  }
  const pendingFloat = booked.filter({ hasText: 'Float' });
  await expect(pendingFloat).toContainText('PENDING');
  await expect(booked.first()).toContainText('APPROVED');

  await expect(
    page.getByRole('img', { name: 'Vacation Salary: 3 booked, 5 taken, 7 remaining' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'my-time-away-emery', (shown) =>
    expect(shown.getByRole('img', { name: /^Vacation Salary:/ })).toBeVisible(),
  );
});

test("Casey's My Time Away says 'No time booked.' beside her taken days", async ({ page, signedInAs }) => {
  await signedInAs('casey', '/my-time-off');
  const card = page.getByRole('region', { name: 'Casey Patel' });
  await expect(card.getByRole('region', { name: 'Booked' })).toContainText('No time booked.');
  await expect(card.getByRole('region', { name: 'Taken' }).getByRole('listitem')).toHaveCount(5);
  await expectNoSeriousAxeViolations(page);
});

/** The UTC calendar day `days` after an ISO date, as an ISO date. */
const dayAfter = (isoDate: string, days: number) => utcDay(new Date(Date.parse(isoDate) + days * 86_400_000));

interface TeamMember {
  employeeNumber: string;
  name: string;
}

/** Drew's direct reports besides Emery, with the employee numbers his People Metrics shows. */
async function drewsTeamBesidesEmery(drew: APIRequestContext): Promise<TeamMember[]> {
  const { id } = await whoAmI(drew);
  const about = (await (await drew.get(`/api/employees/${id}/about`)).json()) as {
    directReports: { id: string; name: string }[];
  };
  const table = (await (await drew.get('/api/people-metrics/time-away?pageSize=100')).json()) as {
    items: TimeAwayTableRow[];
  };
  const numbers = new Map(table.items.map((row) => [row.employeeId, row.employeeNumber]));
  return about.directReports
    .filter((person) => person.name !== PERSONAS.emery.name)
    .map((person) => ({ employeeNumber: numbers.get(person.id) ?? '', name: person.name }));
}

/**
 * HR's export tells a Who's out story for the server's today: Drew's first report off sick
 * today, the second away on this week's next two days.
 */
async function tellDrewsTeamStory(hr: APIRequestContext, team: readonly TeamMember[]) {
  const { from, to } = (await (await hr.get('/api/time-away/out')).json()) as WhosOut;
  const [offToday, awayLater] = team;
  if (!offToday?.employeeNumber || !awayLater?.employeeNumber) {
    throw new Error(`Drew has fewer than two reports besides Emery: ${JSON.stringify(team)}`);
  }
  const row = (person: TeamMember, status: string, requestType: string, day: string) => ({
    Employee_Number__c: person.employeeNumber,
    Type__c: 'Used',
    Status__c: status,
    Request_Type__c: requestType,
    Request_Status__c: 'APPROVED',
    Time_Away_Date__c: day,
  });
  const rows = [row(offToday, 'Taken', 'Sick', from)];
  for (let day = dayAfter(from, 1); day <= to && day <= dayAfter(from, 2); day = dayAfter(day, 1)) {
    rows.push(row(awayLater, 'Booked', 'Vacation_Salary', day));
  }
  await importRows(hr, 'time-away', rows);
}

test("Drew's dashboard shows who in his team is out today and later this week", async ({
  page,
  signedInAs,
  apiAs,
}) => {
  const teamBesidesEmery = await drewsTeamBesidesEmery(await apiAs('drew'));
  await tellDrewsTeamStory(await apiAs('casey'), teamBesidesEmery);
  await signedInAs('drew');
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const about = (await (await page.request.get(`/api/employees/${me.id}/about`)).json()) as {
    directReports: { name: string }[];
  };
  const team = about.directReports.map((person) => person.name);
  expect(team).toEqual(expect.arrayContaining(teamBesidesEmery.map((person) => person.name)));
  const out = (await (await page.request.get('/api/time-away/out')).json()) as WhosOut;

  const card = page.getByRole('region', { name: 'Who’s out' });
  await expect(card).toBeVisible();
  const today = card.getByRole('region', { name: 'Today' }).getByRole('listitem');
  await expect(today).toHaveCount(out.today.items.length);
  const offSick = today.filter({ hasText: 'Sick' });
  await expect(offSick).toHaveCount(1);
  const offSickText = await offSick.innerText();
  expect(team.filter((name) => offSickText.includes(name))).toHaveLength(1);
  await expect(offSick).toContainText('Today');
  if (out.to > out.from) {
    const later = card.getByRole('region', { name: 'Later this week' }).getByRole('listitem');
    await expect(later).toHaveCount(out.laterThisWeek.items.length);
    const laterNames = out.laterThisWeek.items.map((person) => person.name);
    expect(laterNames.some((name) => team.includes(name))).toBe(true);
  }
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'dashboard-drew', (shown) =>
    expect(shown.getByRole('region', { name: 'Who’s out' })).toBeVisible(),
  );
});

test("Emery, with nobody in her view, has no Who's out card", async ({ page, signedInAs }) => {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/time-away/out'));
  await signedInAs('emery');
  expect(((await (await answered).json()) as WhosOut).today.total).toBe(0);
  await expect(page.getByRole('region', { name: 'Employees' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who’s out' })).toHaveCount(0);
});

test('on a phone My Time Away shows all five columns of the totals, Remaining too, without a sideways scroll', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery', '/my-time-off');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const table = page.getByRole('table', { name: /time away totals/i });
  await expect(table.getByRole('row')).toHaveCount(8);
  for (const header of ['Type', 'Allocation', 'Booked', 'Taken', 'Remaining']) {
    const box = (await table.getByRole('columnheader', { name: header }).boundingBox())!;
    expect(box.x, header).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, header).toBeLessThanOrEqual(390);
  }
  const scroller = page.locator('.mantine-ScrollArea-viewport', { has: table });
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
  // The footer closes the page on a phone rather than covering its last 44 px.
  await expect(page.getByRole('contentinfo')).not.toHaveCSS('position', 'fixed');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/my-time-away-phone-390.png`, fullPage: true });
});

import { isNewJob } from '@portico/domain/careers/new-job-badge';
import { personasDay, PERSONAS_TIME_ZONE, runNow } from '../support/clock';
import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';
import type { Locator, Page } from '@playwright/test';

/** New by the spec's rule, on the reader's day: the run's clock (clock.ts), where Emery is. */
const isNewOn = (datePosted: string) => isNewJob(datePosted, personasDay());

async function expectBadgesMatchPostingDates(page: Page, card: Locator, pageNumber: number) {
  const answer = await page.request.get(`/api/job-openings?page=${pageNumber}&pageSize=3`);
  const { items } = (await answer.json()) as { items: { jobTitle: string; datePosted: string }[] };
  const rows = card.getByRole('listitem');
  await expect(rows).toHaveCount(items.length);
  for (const [index, job] of items.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('link', { name: job.jobTitle, exact: true })).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toHaveCount(isNewOn(job.datePosted) ? 1 : 0);
  }
  return items.filter((job) => isNewOn(job.datePosted)).length;
}

const namesIn = (card: Locator) => card.getByRole('listitem').getByRole('button').allInnerTexts();

test("Emery's dashboard: greeting, Wall of Wow, jobs with their 'New' badge, the employee list and Drew's direct reports", async ({
  page,
  signedInAs,
}, testInfo) => {
  await signedInAs('emery');
  const me = (await (await page.request.get('/api/me')).json()) as { jobTitle: string };

  const greeting = page.getByRole('region', { name: 'Greeting' });
  await expect(greeting.getByRole('heading', { name: 'Hello, Emery!' })).toBeVisible();
  await expect(greeting).toContainText(me.jobTitle);

  const wow = page.getByRole('region', { name: 'Wall of Wow' });
  const month = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: PERSONAS_TIME_ZONE,
  }).format(runNow());
  await expect(wow.getByText(month)).toBeVisible();
  for (const label of ['Winner', 'Nominated by', 'Value']) {
    await expect(wow.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  const picture = wow.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/wall-of-wow\/[a-z-]+\.svg$/);
  await expect
    .poll(() => picture.evaluate((image) => (image as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  const jobs = page.getByRole('region', { name: 'Job Opportunities' });
  await expect(jobs.getByRole('listitem')).toHaveCount(3);
  expect(await expectBadgesMatchPostingDates(page, jobs, 1)).toBeGreaterThan(0);
  await jobs.getByRole('button', { name: 'Next page' }).click();
  await expect(jobs.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await expectBadgesMatchPostingDates(page, jobs, 2)).toBeLessThan(3);

  const people = page.getByRole('region', { name: 'Employees' });
  await expect(people.getByRole('listitem')).toHaveCount(5);
  const firstPage = await namesIn(people);
  await people.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(() => namesIn(people)).not.toEqual(firstPage);
  const secondPage = await namesIn(people);
  expect(secondPage).toHaveLength(5);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await people.getByRole('button', { name: 'Previous page' }).click();
  await expect.poll(() => namesIn(people)).toEqual(firstPage);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('dashboard-1366.png'), fullPage: true });
  await expectNoSeriousAxeViolations(page);

  await people.getByRole('textbox', { name: 'Search employees' }).fill('Drew Okafor');
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await people.getByRole('button', { name: /Drew Okafor/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Drew Okafor' });
  await expect(dialog.getByRole('heading', { name: 'About Me' })).toBeVisible();
  const found = (await (await page.request.get('/api/employees?search=drew.okafor@')).json()) as {
    items: { id: string }[];
  };
  const about = (await (await page.request.get(`/api/employees/${found.items[0]!.id}/about`)).json()) as {
    aboutMe: string;
    directReports: { name: string }[];
  };
  await expect(dialog.getByText(about.aboutMe)).toBeVisible();
  expect(about.directReports.length).toBeGreaterThanOrEqual(3);
  await expect(
    dialog.getByRole('heading', { name: `Direct Reports (${about.directReports.length})` }),
  ).toBeVisible();
  const chart = dialog.getByTestId('direct-reports-chart');
  // The manager's card and one card per direct report, Emery's among them.
  await expect(chart.locator('.react-flow__node')).toHaveCount(about.directReports.length + 1);
  await expect(chart.locator('.react-flow__node').filter({ hasText: 'Emery Lindqvist' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('more-about-me-1366.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png'), fullPage: true });
});

test('on a phone the dashboard fits the screen: no sideways scrolling once every card has loaded', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery');
  // The header names the person only on wider screens, so the phone comes after signing in.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Employees' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'News & Events' })).toBeVisible();
  const pageWidth = await page
    .locator('html')
    .evaluate((html) => html.ownerDocument.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
});

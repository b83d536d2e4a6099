import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';

const SHOTS = 'test-results/people-metrics';
const NOTE = '* Please note that field numbers are indicative and not absolute.';

interface HeadcountAnswer {
  months: { month: string; activeAsOfEndOfMonth: number }[];
  options: { departments: string[] };
  anyoneCounted: boolean;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: /main/i });
const monthTable = (page: Page) => page.getByRole('table', { name: 'Headcount by month' });

/** What the server says the person may see, read as the page's own client would. */
const headcountAnswer = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/people-metrics/headcount', {
      headers: { 'x-requested-with': 'portico' },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });

/** The Department filter's choices, read from its open dropdown. */
async function departmentChoices(page: Page) {
  await page.getByRole('combobox', { name: 'Department' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

/** The newest month's 'Active as of End of Month' as the table shows it. */
const newestEnd = async (page: Page) =>
  Number(
    (await monthTable(page).getByRole('row').nth(1).getByRole('cell').last().textContent())!.replace(
      /,/g,
      '',
    ),
  );

test('Drew sees People Metrics with only his chain, and a month opens its modal', async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  await signedInAs('drew');
  await sidebar(page).getByRole('link', { name: 'People Metrics', exact: true }).click();
  await expect(page).toHaveURL(/\/peopleMetrics$/);
  await expect(page.getByRole('heading', { name: 'People Metrics', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Headcount', selected: true })).toBeVisible();
  await expect(monthTable(page)).toBeVisible();
  await expect(page.getByText(NOTE, { exact: true })).toBeVisible();

  const { status, body } = await headcountAnswer(page);
  expect(status).toBe(200);
  const answer = body as HeadcountAnswer;
  // Drew and his four direct reports, all in Operations: nobody outside his chain.
  expect(answer.anyoneCounted).toBe(true);
  expect(Math.max(...answer.months.map((month) => month.activeAsOfEndOfMonth))).toBeLessThanOrEqual(5);
  expect(answer.options.departments).toEqual(['Operations']);
  expect(await newestEnd(page)).toBe(answer.months.at(-1)!.activeAsOfEndOfMonth);
  expect(await departmentChoices(page)).toEqual(['Operations']);
  await expect(monthTable(page).getByRole('row')).toHaveCount(25);
  await expectNoSeriousAxeViolations(page);

  const lastMonth = monthTable(page).getByRole('row').nth(1).getByRole('button');
  const monthName = (await lastMonth.textContent())!;
  await lastMonth.click();
  const dialog = page.getByRole('dialog', { name: `Headcount, ${monthName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^New Hires \(\d+\)$/ })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Terminations \(\d+\)$/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Time Away' }).click();
  await expect(page).toHaveURL(/\/peopleMetrics\?tab=timeAway$/);
});

test('Casey (HR) sees everyone; filters live in the address; screenshots at 1366 and 390 px', async ({
  page,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedInAs('casey', '/peopleMetrics');
  await expect(monthTable(page)).toBeVisible();
  const answer = (await headcountAnswer(page)).body as HeadcountAnswer;
  expect(answer.anyoneCounted).toBe(true);
  expect(Math.max(...answer.months.map((month) => month.activeAsOfEndOfMonth))).toBeGreaterThan(300);
  const departments = await departmentChoices(page);
  expect(departments.length).toBeGreaterThan(5);
  expect(departments).toContain('Operations');
  expect(await newestEnd(page)).toBe(answer.months.at(-1)!.activeAsOfEndOfMonth);
  // The chart loads on its own, after the numbers.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/casey-1366.png`, fullPage: true });

  // One department: the address keeps it, a reload shows the same view.
  await page.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'IT', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/peopleMetrics\?department=IT$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeVisible();
  await expect(page.locator('.mantine-MultiSelect-pill', { hasText: 'IT' })).toBeVisible();
  expect(await newestEnd(page)).toBeLessThan(answer.months.at(-1)!.activeAsOfEndOfMonth);

  const first = monthTable(page).getByRole('row').nth(1).getByRole('button');
  await first.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: /^New Hires/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/month-modal-1366.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/peopleMetrics');
  await expect(monthTable(page)).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  // Nothing but the tables' own scroll areas is wider than the phone.
  const overflow = await page.evaluate(() => {
    const doc = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document;
    return doc.documentElement.scrollWidth - doc.documentElement.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/casey-390.png`, fullPage: true });
  await monthTable(page).getByRole('row').nth(1).getByRole('button').click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: /^New Hires/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/month-modal-390.png` });
});

test('Emery has no People Metrics entry, and the page tells her it is not for her', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery');
  await expect(sidebar(page).getByRole('link', { name: 'IT Requests' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'People Metrics', exact: true })).toHaveCount(0);
  await page.goto('/peopleMetrics');
  await expect(page.getByRole('heading', { name: 'People Metrics', level: 1 })).toBeVisible();
  await expect(
    page.getByText('People Metrics is for managers: you have no one reporting to you.'),
  ).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect((await headcountAnswer(page)).status).toBe(403);
  await expectNoSeriousAxeViolations(page);
});

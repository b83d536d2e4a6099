import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { expectNoSeriousAxeViolations, expect, openAs, test } from '../support/fixtures';

const SHOTS = 'test-results/forecasts';

/** A day relative to the person's today, as the browser's calendar has it ('YYYY-MM-DD'). */
const localDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    return date.toLocaleDateString('en-CA');
  }, offset);

/** The 'Required' messages on screen. */
const required = (page: Page) => page.getByText('Required', { exact: true }).locator('visible=true');

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('Emery plans a hire: the toggles show and drop their fields, a past start is refused, Casey locks it and nobody can change it until unlocked', async ({
  page,
  browser,
  signedInAs,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const jobTitle = `Route Planner ${Date.now()}`;

  // The list: Emery's own forecasts only, from the menu.
  await signedInAs('emery', '/');
  await page.getByRole('navigation').getByRole('link', { name: 'Employee Forecasts' }).click();
  await expect(page.getByRole('heading', { name: 'Employee Forecasts', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Employee forecasts' });
  await expect(table.getByRole('link', { name: 'Junior Account Coordinator', exact: true })).toBeVisible();
  await expect(table.getByText('Dispatch Coordinator')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/forecast-list.png`, fullPage: true });

  // The form: every message 'Required'.
  await page.getByRole('link', { name: 'New Employee Forecast' }).click();
  await expect(page.getByRole('heading', { name: 'New Employee Forecast' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(required(page)).toHaveCount(4);

  await page.getByRole('textbox', { name: /^Job Title/ }).fill(jobTitle);
  await choose(page, 'Division', 'Northpeak Logistics');
  await choose(page, 'Type', 'Hourly - Internal');
  const start = page.getByRole('textbox', { name: /^Planned Start Date/ });
  await start.fill(await localDay(page, -2));
  await start.blur();
  await expect(required(page)).toHaveCount(1);
  await start.fill(await localDay(page, 20));
  await start.blur();
  await expect(required(page)).toHaveCount(0);

  // Is Employee Hired: Employee Name required while on, gone with its message when off.
  const hired = page.getByRole('switch', { name: 'Is Employee Hired' });
  await hired.click();
  await expect(page.getByRole('checkbox', { name: 'Employee Setup Form Provided' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('textbox', { name: /^Employee Name/ })).toHaveAttribute('aria-invalid', 'true');
  await hired.click();
  await expect(page.getByRole('textbox', { name: /^Employee Name/ })).toHaveCount(0);
  await expect(required(page)).toHaveCount(0);

  // Requires Laptop: hardware and shipping required while on.
  await page.getByRole('switch', { name: 'Requires Laptop' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(required(page)).toHaveCount(2);
  await page.getByRole('combobox', { name: 'HW/SW Requirements' }).click();
  await page.getByRole('option', { name: 'Windows Environment' }).click();
  await page.getByRole('option', { name: 'Monitor' }).click();
  await page.keyboard.press('Escape');
  await choose(page, 'Shipping', 'Pickup at Head Office');
  await page.getByRole('textbox', { name: /^Other Important Info/ }).fill('Starts on the early shift.');
  await expect(required(page)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/forecast-form.png`, fullPage: true });

  // Saved, the form goes to the detail page.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/employeeForecasts\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: jobTitle })).toBeVisible();
  await expect(page.getByText('Windows Environment, Monitor')).toBeVisible();
  await expect(page.getByText('Employee Name')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/forecast-detail.png`, fullPage: true });

  // The edit form keeps what was saved.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /^Job Title/ })).toHaveValue(jobTitle);
  await expect(page.getByRole('switch', { name: 'Requires Laptop' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/employeeForecasts/${id}$`));

  // Casey (HR) sees everyone's forecasts and locks this one.
  const casey = await openAs(browser, 'casey', `/employeeForecasts/${id}`);
  await casey.setViewportSize({ width: 1366, height: 900 });
  await casey.getByRole('button', { name: 'Lock' }).click();
  await expect(casey.getByText(/^Locked by Casey Patel/)).toBeVisible();
  await expect(casey.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(casey.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expectNoSeriousAxeViolations(casey);
  await casey.screenshot({ path: `${SHOTS}/forecast-locked.png`, fullPage: true });

  // Emery: edit and delete disabled, and the server refuses them too.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  const saved = (await api(page, `/api/forecasts/${id}`)).body;
  expect((await api(page, `/api/forecasts/${id}`, 'PATCH', { ...saved, jobTitle: 'Changed' })).status).toBe(
    403,
  );
  expect((await api(page, `/api/forecasts/${id}`, 'DELETE')).status).toBe(403);

  // Unlocked, Emery deletes it after the confirmation.
  await casey.getByRole('button', { name: 'Unlock' }).click();
  await expect(casey.getByRole('button', { name: 'Lock' })).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Are you sure you want to delete this record? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/employeeForecasts$/);
  await expect(page.getByText(`Forecast '${jobTitle}' has been deleted.`)).toBeVisible();

  // HR's list holds Drew's forecasts too, and filters by fiscal year and month in the address.
  await casey.goto('/employeeForecasts');
  const all = casey.getByRole('table', { name: 'Employee forecasts' });
  await expect(all.getByRole('link', { name: 'Dispatch Coordinator', exact: true })).toBeVisible();
  await casey.getByRole('combobox', { name: 'Month', exact: true }).click();
  await casey.getByRole('option', { name: 'February' }).click();
  await expect(casey).toHaveURL(/month=2/);
  await expect(casey.getByRole('link', { name: /export csv/i })).toHaveAttribute(
    'href',
    /^\/api\/forecasts\/export\.csv\?.*month=2/,
  );
  await expectNoSeriousAxeViolations(casey);
  await casey.getByRole('combobox', { name: 'Month', exact: true }).click();
  await casey.getByRole('option', { name: 'All months' }).click();
  await expect(all.getByRole('link', { name: 'Dispatch Coordinator', exact: true })).toBeVisible();
  await casey.screenshot({ path: `${SHOTS}/forecast-list-hr.png`, fullPage: true });
});

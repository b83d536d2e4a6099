import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';
import { api } from '../support/api';
import { openFromApprovals } from '../support/requests';

/*
 * Approval reminders (decision 045). The journeys' server does not run the daily job by itself
 * (APPROVAL_REMINDER_CHECK_MINUTES=0), so each journey's notifications stay as it expects. Here
 * Alex keeps a holiday, shortens the settings and sends what is due now: the demo's brief that
 * has waited several working days for Drew is escalated. The settings and holiday are put back.
 */

test('Alex keeps a holiday and the reminder settings; a long-waiting brief shows Escalated', async ({
  page,
  signedInAs,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInAs('alex', '/admin');
  await page.locator('#main-content').getByRole('link', { name: 'Approval Reminders' }).click();
  await expect(page).toHaveURL(/\/admin\/approval-reminders$/);
  const remind = page.getByRole('textbox', { name: 'Remind after (working days)' });
  const escalate = page.getByRole('textbox', { name: 'Escalate after (working days)' });
  await expect(remind).toHaveValue('3');
  await expect(escalate).toHaveValue('7');
  await expectNoSeriousAxeViolations(page);

  // A holiday, added with the date input and a name, then listed by day.
  await page.getByRole('button', { name: 'New Holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Holiday' });
  await dialog.getByRole('textbox', { name: 'Day' }).fill('Jan 1, 2100');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('New Year’s Day 2100');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New Year’s Day 2100 (Jan 1, 2100) was added.')).toBeVisible();
  const holidays = page.getByRole('table', { name: 'Holidays' });
  await expect(holidays.getByRole('row', { name: /New Year’s Day 2100/ })).toBeVisible();

  // Shorter settings, so the demo's waiting brief is due for escalation today.
  await remind.fill('1');
  await escalate.fill('2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The reminder settings were saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Send Due Reminders Now' }).click();
  await expect(page.getByText(/Reminders sent: \d+\. Escalations sent: [1-9]\d*\./)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Drew's brief from the demo has waited more than two working days: it shows Escalated.
  const drew = await openAs(browser, 'drew');
  const row = await openFromApprovals(drew, 'Dock door scheduling');
  await row.getByRole('link').first().click();
  await expect(drew.getByRole('heading', { level: 2, name: 'Request Status' })).toBeVisible();
  await expect(drew.getByText('Escalated', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(drew);
  await drew.context().close();

  // Escalation must come after the first reminder.
  await escalate.fill('1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(
      'Escalation must come after the first reminder: enter more working days than for reminders',
    ),
  ).toBeVisible();

  // Put back what later journeys expect.
  const restored = await api(page, '/api/admin/approval-reminders/settings', 'PATCH', {
    remindAfterWorkingDays: 3,
    escalateAfterWorkingDays: 7,
  });
  expect(restored.status).toBe(200);
  await holidays.getByRole('button', { name: 'Delete New Year’s Day 2100 (Jan 1, 2100)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(holidays.getByRole('row', { name: /New Year’s Day 2100/ })).toHaveCount(0);
});

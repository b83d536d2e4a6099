import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';

test('Contact Portal Team: each message, Submiting... while sending, and Alex reads it', async ({
  browser,
  signedInAs,
}) => {
  test.setTimeout(180_000);
  const page = await signedInAs('emery');
  await page.getByRole('banner').getByRole('button', { name: 'Contact Portal Team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Portal Team' });
  const editor = dialog.getByRole('textbox', { name: 'Message' });
  await expect(editor).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(2);
  await dialog.getByLabel('Subject').fill('s'.repeat(251));
  await dialog.getByLabel('Subject').blur();
  await expect(dialog.getByText('Must be 250 characters or less')).toBeVisible();
  await editor.fill('too few');
  await editor.blur();
  await expect(dialog.getByText('Required')).toHaveCount(1);
  await editor.fill('x'.repeat(2010));
  await editor.blur();
  await expect(dialog.getByText('Must be 2000 characters or less')).toBeVisible();

  const subject = `Printer jam ${Date.now()}`;
  await dialog.getByLabel('Subject').fill(subject);
  await editor.fill('The third-floor printer jams every morning.');
  await page.route('**/api/contact-messages', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('button', { name: 'Submiting...' })).toBeDisabled();
  await expect(dialog.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  const alex = await openAs(browser, 'alex', '/contactMessages');
  await expect(alex.getByRole('row').filter({ hasText: subject })).toContainText('Emery Lindqvist');
  await expectNoSeriousAxeViolations(alex);
  await alex.context().close();
});

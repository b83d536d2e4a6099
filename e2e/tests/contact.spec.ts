import { expect, expectNoSeriousAxeViolations, openAs, test } from '../support/fixtures';

test('Contact Portal Team: each message, Submiting... while sending, and Alex reads it', async ({
  browser,
  signedInAs,
}, testInfo) => {
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
  const row = alex.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Emery Lindqvist');
  await expectNoSeriousAxeViolations(alex);
  // The subject opens the message as it was sent, with a reply to its sender.
  await row.getByRole('button', { name: subject }).click();
  const message = alex.getByRole('dialog', { name: subject });
  await expect(message.getByText('The third-floor printer jams every morning.')).toBeVisible();
  await expect(message.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousAxeViolations(alex);
  for (const width of [1366, 390]) {
    await alex.setViewportSize({ width, height: 800 });
    await alex.screenshot({ path: testInfo.outputPath(`contact-message-${width}.png`) });
  }
  await alex.context().close();
});

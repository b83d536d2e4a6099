import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';

test('Emery edits the profile with the spec’s validation, and the change persists', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery', '/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  for (const label of ['Title', 'Email', 'Department', 'Birthdate', 'Work Anniversary', 'About Me']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  const aboutMe = dialog.getByLabel('About Me');
  await aboutMe.fill('');
  await aboutMe.blur();
  await expect(dialog.getByText('Required')).toBeVisible();
  await aboutMe.fill('x'.repeat(251));
  await aboutMe.blur();
  await expect(dialog.getByText('Must be 250 characters or less')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const text = `Cartographer at heart; ${Date.now()}`;
  await aboutMe.fill(text);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text)).toBeVisible();

  await page.reload();
  await expect(page.getByText(text)).toBeVisible();
});

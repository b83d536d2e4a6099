import { expectNoSeriousAxeViolations, expect, test } from '../support/fixtures';

test('Emery adds, edits and deletes a quick link; corporate links cannot be changed', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('emery');
  const card = page.getByRole('region', { name: 'Quick Links' });
  const grid = card.getByRole('list', { name: 'Quick links' });
  await expect(grid.getByRole('link', { name: /Shipment Tracker/ })).toBeVisible();

  // New Link: the spec's messages, then a URL without a scheme.
  await card.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New Link' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Required')).toHaveCount(3);
  const url = dialog.getByRole('textbox', { name: /^URL/ });
  await url.fill('intranet');
  await url.blur();
  await expect(dialog.getByText('Enter correct url!')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Intranet');
  await url.fill('intranet.example.com');
  const picker = dialog.getByPlaceholder('Search icons');
  await picker.click();
  await picker.fill('build');
  await page.getByRole('option', { name: 'Building', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('“Intranet” was added.')).toBeVisible();

  // Stored and shown with http:// in front.
  const added = grid.getByRole('link', { name: /^Intranet/ });
  await expect(added).toHaveAttribute('href', 'http://intranet.example.com');
  const stored = await page.evaluate(async () => {
    const response = await fetch('/api/quick-links?search=intranet.example');
    return ((await response.json()) as { items: Array<{ url: string }> }).items.map((link) => link.url);
  });
  expect(stored).toEqual(['http://intranet.example.com']);

  // Edit.
  await card.getByRole('button', { name: 'Actions for Intranet' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Link' });
  await expect(edit.getByRole('textbox', { name: /^URL/ })).toHaveValue('http://intranet.example.com');
  await edit.getByRole('textbox', { name: /^Title/ }).fill('Intranet Home');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText('“Intranet Home” was saved.')).toBeVisible();
  await expect(grid.getByRole('link', { name: /^Intranet Home/ })).toBeVisible();

  // Delete, after confirming.
  await card.getByRole('button', { name: 'Actions for Intranet Home' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(
    confirm.getByText('Are you sure you want to delete this record? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText('“Intranet Home” was deleted.')).toBeVisible();
  await expect(grid.getByRole('link', { name: /^Intranet Home/ })).toHaveCount(0);

  // Corporate links have no Edit/Delete menu, and the API refuses changing one.
  await expect(grid.getByRole('link', { name: /Company Website/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Actions for Company Website' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Actions for Shipment Tracker' })).toBeVisible();
  const refused = await page.evaluate(async () => {
    const headers = { 'content-type': 'application/json', 'x-requested-with': 'portico' };
    const list = (await (await fetch('/api/quick-links?search=Company%20Website')).json()) as {
      items: Array<{ id: string; isCorporate: boolean }>;
    };
    const corporate = list.items.find((link) => link.isCorporate)!;
    const body = { label: 'Mine now', url: 'example.com', icon: 'IconWorld', iconColor: '#1c7ed6' };
    const patch = await fetch(`/api/quick-links/${corporate.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify(body),
    });
    const remove = await fetch(`/api/quick-links/${corporate.id}`, {
      method: 'DELETE',
      headers: { 'x-requested-with': 'portico' },
    });
    return [patch.status, remove.status];
  });
  expect(refused).toEqual([403, 403]);
});

test('the quick links table searches, and keeps its view on reload', async ({ page, signedInAs }) => {
  await signedInAs('emery');
  await page.getByRole('link', { name: 'All quick links' }).click();
  await expect(page).toHaveURL(/\/quickLinks$/);
  await expect(page.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Quick Links' });
  await expect(table.getByRole('link', { name: /Company Website/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search Quick Links' }).fill('payroll');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: /Payroll & Pay Stubs/ })).toBeVisible();
  await expect(page).toHaveURL(/search=payroll/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search Quick Links' })).toHaveValue('payroll');
  await expect(table.getByRole('row')).toHaveCount(2);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteAdminRow } from '@portico/domain/quotes/quote-admin';
import { activateLanguage } from '../../lib/i18n';
import { emery } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { QuotesAdminPage } from './quotes-admin-page';

const quote: QuoteAdminRow = { id: 'q1', quote: 'Well begun is half done.', author: 'Aristotle' };

describe('the quotes administration in French', () => {
  it('lists, adds and names the quotes in French', async () => {
    await activateLanguage('fr-CA');
    const stub = stubApi(({ method, url, body }) => {
      if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
      if (url.pathname === '/api/admin/quotes' && method === 'GET') {
        return { body: { items: [quote], total: 1, page: 1, pageSize: 10 } };
      }
      if (url.pathname === '/api/admin/quotes' && method === 'POST') {
        return { status: 201, body: { id: 'q2', ...(body as object) } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(<QuotesAdminPage />, '/admin/quotes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Citations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Citations' });
    expect(within(table).getByRole('columnheader', { name: /Citation/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Auteur/ })).toBeInTheDocument();
    expect(
      await within(table).findByRole('button', { name: 'Modifier la citation de Aristotle' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nouvelle citation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle citation' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Citation/ }), 'Courage!');
    await user.type(within(dialog).getByRole('textbox', { name: /^Auteur/ }), 'Camille');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La citation de Camille a été ajoutée.')).toBeInTheDocument();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(true);
  });
});

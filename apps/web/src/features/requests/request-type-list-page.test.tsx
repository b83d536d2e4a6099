import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderRoutes } from '../../test/render';
import { requestRow } from '../../test/request-fixtures';
import { stubApi } from '../../test/stub-api';
import { RequestTypeListPage } from './request-type-list-page';

function renderPage(path: string) {
  stubApi(({ url }) =>
    url.pathname === '/api/requests'
      ? { body: { items: [requestRow()], total: 1, page: 1, pageSize: 10 } }
      : undefined,
  );
  renderRoutes([{ path: '/serviceRequestTypes/:type', element: <RequestTypeListPage /> }], path);
}

describe('a request type’s list in French', () => {
  it('names its heading, link and table in French', async () => {
    await activateLanguage('fr-CA');
    renderPage('/serviceRequestTypes/quote');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demandes de soumission' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle demande TI' })).toHaveAttribute(
      'href',
      '/serviceRequests/new',
    );
    expect(screen.getByRole('table', { name: 'Demandes de soumission' })).toBeInTheDocument();
    expect(await screen.findByText('En attente d’assignation TI')).toBeInTheDocument();
  });
});

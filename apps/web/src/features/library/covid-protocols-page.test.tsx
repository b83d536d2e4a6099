import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CovidDoc } from '@portico/domain/library/library-schema';
import { activateLanguage } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { CovidProtocolsPage } from './covid-protocols-page';

const doc: CovidDoc = {
  id: 'd1',
  name: 'Returning to the Calgary warehouse after an exposure at a customer site',
  nameFr: '',
  type: 'Protocol',
  region: null,
  description: 'What to do first.',
  descriptionFr: '',
  videoUrl: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  attachments: [],
};

describe('Covid-19 Protocols cards', () => {
  it('keep the type badge whole beside a title that wraps', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/covid-documents'
        ? { body: { items: [doc], total: 1, page: 1, pageSize: 9 } }
        : undefined,
    );
    renderAt(<CovidProtocolsPage />, '/covid');
    const badge = (await screen.findByText('Protocol')).closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ flexShrink: '0' });
    expect(screen.getByText(doc.name)).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});

describe('Covid-19 Protocols in French', () => {
  it('shows its heading, buttons and details in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) =>
      url.pathname === '/api/covid-documents'
        ? { body: { items: [doc], total: 1, page: 1, pageSize: 9 } }
        : undefined,
    );
    renderAt(<CovidProtocolsPage />, '/covid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Protocoles COVID-19' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: `Voir les détails de ${doc.name}` }));
    expect(await screen.findByText('Pièces jointes')).toBeInTheDocument();
    expect(screen.getByText('Aucune pièce jointe.')).toBeInTheDocument();
    expect(screen.getByText('Type :')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { AttachmentList } from './attachment-list';

const file = (id: string, name: string, seenAtDecision: boolean) => ({
  id,
  name,
  contentType: 'application/pdf',
  size: 1200,
  createdAt: '2025-03-14T15:07:00.000Z',
  seenAtDecision,
});

describe('the attachments list: files an approver has seen stay (decision 013)', () => {
  it('offers Delete only for files added since the decision, and says why the others stay', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/requests/req-1/attachments'
        ? { body: { items: [file('a1', 'Quote.pdf', true), file('a2', 'Delivery note.pdf', false)] } }
        : undefined,
    );
    renderWithProviders(<AttachmentList requestId="req-1" canDelete />);
    expect(await screen.findByText('Quote.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Quote.pdf' })).not.toBeInTheDocument();
    expect(
      screen.getByLabelText('Quote.pdf is kept: it was there when the request was decided'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Delivery note.pdf' })).toBeInTheDocument();
    expect(
      screen.getByText(/Files marked Kept were attached when the request was approved or rejected/),
    ).toBeInTheDocument();
  });
});

describe('the attachments list: any file name keeps the table readable', () => {
  it('wraps a long name and isolates its right-to-left marks; size and time stay on one line', async () => {
    const long = `${'a'.repeat(240)}.pdf`;
    const mirrored = 'invoice\u202Efdp.exe';
    stubApi(({ url }) =>
      url.pathname === '/api/requests/req-1/attachments'
        ? { body: { items: [file('a1', long, false), file('a2', mirrored, false)] } }
        : undefined,
    );
    renderWithProviders(<AttachmentList requestId="req-1" canDelete />);
    const name = await screen.findByText(long);
    expect(name.tagName).toBe('BDI');
    expect(name.closest('a')).toHaveStyle({ overflowWrap: 'anywhere' });
    expect((await screen.findByText(mirrored)).tagName).toBe('BDI');
    expect(screen.getAllByText('1.2 KB')[0]!.closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});

describe('the attachments list in French', () => {
  it('names its columns, actions and kept files in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) =>
      url.pathname === '/api/requests/req-1/attachments'
        ? { body: { items: [file('a1', 'Quote.pdf', true), file('a2', 'Delivery note.pdf', false)] } }
        : undefined,
    );
    renderWithProviders(<AttachmentList requestId="req-1" canDelete />);
    const table = await screen.findByRole('table', { name: 'Pièces jointes' });
    for (const header of ['Nom', 'Taille', 'Date d’ajout', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Télécharger Quote.pdf' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Voir Quote.pdf (s’ouvre dans un nouvel onglet)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByLabelText('Quote.pdf est conservé : il était joint quand la demande a été décidée'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer Delivery note.pdf' })).toBeInTheDocument();
    expect(screen.getByText(/Les fichiers marqués « Conservé » étaient joints/)).toBeInTheDocument();
  });

  it('says in French that there are no attachments yet', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) =>
      url.pathname === '/api/requests/req-1/attachments' ? { body: { items: [] } } : undefined,
    );
    renderWithProviders(<AttachmentList requestId="req-1" canDelete />);
    expect(await screen.findByText('Aucune pièce jointe pour le moment.')).toBeInTheDocument();
  });
});

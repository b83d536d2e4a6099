import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CommentEntry, TimelineEntry } from '@portico/domain/requests/comments/timeline';
import { renderWithProviders } from '../../../../test/render';
import { formatDateTime } from '../../../../lib/format';
import { activateLanguage } from '../../../../lib/i18n';
import { RequestTimeline } from './request-timeline';

const comment = (overrides: Partial<CommentEntry> = {}): CommentEntry => ({
  kind: 'comment',
  id: 'c1',
  at: '2026-03-02T10:05:00.000Z',
  author: 'Emery Lindqvist',
  authorId: 'emery',
  body: '@Drew Okafor can you look today?',
  editedAt: null,
  removed: false,
  canEdit: false,
  canRemove: false,
  ...overrides,
});
const items: TimelineEntry[] = [
  {
    kind: 'status',
    id: 's1',
    at: '2026-03-02T10:00:00.000Z',
    from: null,
    to: 'Pending Purchase Approval',
    actor: 'Emery Lindqvist',
  },
  comment(),
  comment({
    id: 'c2',
    at: '2026-03-02T10:07:00.000Z',
    author: 'Drew Okafor',
    authorId: 'drew',
    body: 'Yes.',
    editedAt: '2026-03-02T10:08:00.000Z',
  }),
  {
    kind: 'decision',
    id: 'd1',
    at: '2026-03-02T11:00:00.000Z',
    step: 'purchase',
    status: 'Approved',
    actor: 'Drew Okafor',
    notes: 'Fine.',
  },
  {
    kind: 'status',
    id: 's2',
    at: '2026-03-02T11:00:00.000Z',
    from: 'Pending Purchase Approval',
    to: 'Pending IT Assignment',
    actor: 'Drew Okafor',
  },
];

describe('the request timeline', () => {
  it('lists comments, decisions and status changes in the order given, newest last', () => {
    renderWithProviders(<RequestTimeline items={items} />);
    const rows = within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Submitted: Pending Purchase Approval by Emery Lindqvist'),
      expect.stringContaining('@Drew Okafor can you look today?'),
      expect.stringContaining('Yes.'),
      expect.stringContaining('Purchase Approval: Approved by Drew Okafor'),
      expect.stringContaining(
        'Status changed from Pending Purchase Approval to Pending IT Assignment by Drew Okafor',
      ),
    ]);
    expect(rows[2]).toHaveTextContent('(edited)');
    expect(rows[1]).not.toHaveTextContent('(edited)');
    expect(rows[1]).toHaveTextContent(formatDateTime('2026-03-02T10:05:00.000Z')!);
  });

  it('shows an edit as who edited it and each field from and to what it read', () => {
    const edit: TimelineEntry = {
      kind: 'edit',
      id: 'e1',
      at: '2026-03-02T12:00:00.000Z',
      actor: 'Emery Lindqvist',
      changes: [
        { field: 'onBehalfOf', from: 'Drew Okafor', to: 'Blair Chen' },
        { field: 'deliveryDetails', from: null, to: 'Depot' },
      ],
    };
    renderWithProviders(<RequestTimeline items={[edit]} />);
    expect(screen.getByText('Edited by Emery Lindqvist')).toBeInTheDocument();
    const changes = screen.getAllByRole('listitem').slice(1);
    expect(changes.map((change) => change.textContent)).toEqual([
      'On Behalf Of: Drew Okafor → Blair Chen',
      'Delivery Details: (none) → Depot',
    ]);
  });

  it('shows a removed comment as "comment removed" without its text', () => {
    renderWithProviders(<RequestTimeline items={[comment({ removed: true, body: null })]} />);
    expect(screen.getByText('comment removed')).toBeInTheDocument();
  });

  it('renders markup as text and http(s) addresses as safe links', () => {
    const body = '<b>bold</b> see https://example.com/x. javascript:alert(1)';
    renderWithProviders(<RequestTimeline items={[comment({ body })]} />);
    expect(screen.getByText(/<b>bold<\/b> see/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/x');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers edit and delete only where the server allows them', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    renderWithProviders(
      <RequestTimeline
        items={[
          comment({ canEdit: true, canRemove: true }),
          comment({ id: 'c3', author: 'Drew Okafor', canRemove: true }),
        ]}
        onEdit={onEdit}
        onRemove={onRemove}
      />,
    );
    expect(screen.getAllByRole('button', { name: /Edit comment/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Edit comment by Emery Lindqvist' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete comment by Drew Okafor' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'c3' }));
  });
});

describe('the request timeline in French', () => {
  it('writes its events, edits and comment actions in French', async () => {
    await activateLanguage('fr-CA');
    const edit: TimelineEntry = {
      kind: 'edit',
      id: 'e1',
      at: '2026-03-02T12:00:00.000Z',
      actor: 'Emery Lindqvist',
      changes: [
        { field: 'onBehalf', from: 'No', to: 'Yes' },
        { field: 'deliveryDetails', from: null, to: 'Depot' },
      ],
    };
    renderWithProviders(
      <RequestTimeline
        items={[...items, edit, comment({ id: 'c4', canEdit: true, removed: true, body: null })]}
        onEdit={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Activité' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Soumise : En attente d’approbation d’achat par Emery Lindqvist');
    expect(rows[2]).toHaveTextContent('(modifié)');
    expect(rows[3]).toHaveTextContent('Approbation d’achat : Approuvée par Drew Okafor');
    expect(rows[4]).toHaveTextContent(
      'Statut passé de En attente d’approbation d’achat à En attente d’assignation TI par Drew Okafor',
    );
    expect(screen.getByText('Modifiée par Emery Lindqvist')).toBeInTheDocument();
    expect(screen.getByText('Au nom d’une autre personne : Non → Oui')).toBeInTheDocument();
    expect(screen.getByText('Détails de livraison : (aucune valeur) → Depot')).toBeInTheDocument();
    expect(screen.getByText('commentaire supprimé')).toBeInTheDocument();
  });

  it('says in French that nothing has happened yet', async () => {
    await activateLanguage('fr-CA');
    renderWithProviders(<RequestTimeline items={[]} />);
    expect(screen.getByText('Rien ne s’est encore passé.')).toBeInTheDocument();
  });

  it('names the comment actions in French', async () => {
    await activateLanguage('fr-CA');
    renderWithProviders(
      <RequestTimeline
        items={[comment({ canEdit: true, canRemove: true })]}
        onEdit={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Modifier le commentaire écrit par Emery Lindqvist' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Supprimer le commentaire écrit par Emery Lindqvist' }),
    ).toBeInTheDocument();
  });
});

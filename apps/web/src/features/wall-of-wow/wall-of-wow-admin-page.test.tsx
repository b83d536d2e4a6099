import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WallOfWowAdminRow } from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { activateLanguage } from '../../lib/i18n';
import { emery } from '../../test/fixtures';
import { renderAt, renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { WallOfWowAdminPage } from './wall-of-wow-admin-page';
import { EditWallOfWowPage } from './wall-of-wow-editor-pages';

const entry: WallOfWowAdminRow = {
  id: 'wow-1',
  month: '2026-11-01',
  winner: { id: 'p-1', name: 'Robin Vasquez' },
  nominatedBy: 'Drew Okafor',
  value: 'Customer First',
  valueFr: '',
  imageUrl: null,
  imageName: null,
};

describe('the Wall of Wow administration in French', () => {
  it('shows its heading, button and columns in French; the entry as written', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => {
      if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
      if (url.pathname === '/api/admin/wall-of-wow') {
        return { body: { items: [entry], total: 1, page: 1, pageSize: 10 } };
      }
      return undefined;
    });
    renderAt(<WallOfWowAdminPage />, '/admin/wall-of-wow');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mur des bravos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau Mur des bravos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Entrées du Mur des bravos' });
    const row = within((await within(table).findByText('Robin Vasquez')).closest('tr')!);
    expect(row.getByText('Customer First')).toBeInTheDocument();
    expect(row.getByText('Aucune pour l’instant')).toBeInTheDocument();
    for (const header of ['Mois', 'Lauréat', 'Proposé par', 'Valeur', 'Photo', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
  });
});

describe('a Wall of Wow entry’s page in French', () => {
  it('shows its heading, fields and picture section in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => {
      if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
      if (url.pathname === '/api/admin/wall-of-wow/wow-1') return { body: entry };
      return undefined;
    });
    renderRoutes(
      [{ path: '/admin/wall-of-wow/:id', element: <EditWallOfWowPage /> }],
      '/admin/wall-of-wow/wow-1',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifier le Mur des bravos' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Proposé par/)).toHaveValue('Drew Okafor');
    expect(screen.getByRole('heading', { level: 2, name: 'Photo' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Aucune photo pour l’instant : le tableau de bord affiche ce mois sans photo jusqu’à ce qu’elle soit ajoutée.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ajouter une photo/ })).toBeInTheDocument();
  });
});

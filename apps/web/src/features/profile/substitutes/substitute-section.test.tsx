import type { SubstitutionRow } from '@portico/domain/approvals/substitute-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderAt } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { SubstituteSection } from './substitute-section';

const RANGE: SubstitutionRow = {
  id: 'range-1',
  personId: 'drew',
  personName: 'Drew Okafor',
  substituteId: 'blair',
  substituteName: 'Blair Chen',
  from: '2026-03-01',
  to: '2026-03-14',
  setBy: 'Drew Okafor',
  createdAt: '2026-02-20T14:00:00Z',
};

const serve = (rows: SubstitutionRow[]) =>
  stubApi(({ url }) => (url.pathname === '/api/profile/substitutes' ? { body: rows } : undefined));

describe('the profile’s Substitute approver in French', () => {
  it('shows its heading, table and buttons in French', async () => {
    await activateLanguage('fr-CA');
    serve([RANGE]);
    renderAt(<SubstituteSection />, '/profile');
    const region = await screen.findByRole('region', { name: 'Approbateur suppléant' });
    expect(within(region).getByRole('button', { name: 'Ajouter un remplaçant' })).toBeInTheDocument();
    const table = await within(region).findByRole('table', { name: 'Approbateurs suppléants' });
    for (const header of ['Remplaçant', 'Premier jour', 'Dernier jour', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(
      within(table).getByRole('button', { name: /Blair Chen approuve pour Drew Okafor, du .+ au .+/ }),
    ).toBeInTheDocument();
  });

  it('says when no substitute is set, in French', async () => {
    await activateLanguage('fr-CA');
    serve([]);
    renderAt(<SubstituteSection />, '/profile');
    expect(await screen.findByText('Aucun remplaçant désigné.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImportReport, ImportResult } from '@portico/domain/hr-import/import-report';
import { activateLanguage } from '../../lib/i18n';
import { emery } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { applyImportFile, checkImportFile } from './hr-import-api';
import { HrImportPage } from './hr-import-page';

vi.mock('./hr-import-api', () => ({ checkImportFile: vi.fn(), applyImportFile: vi.fn() }));

const withProblems: ImportReport = {
  kind: 'employees',
  rows: 12,
  problemCount: 2,
  problemRows: 1,
  problems: [
    { row: 3, field: 'Hire_Date__c', problem: 'Enter a valid date' },
    { row: 3, field: 'Company__c', problem: 'No company has this code or name' },
  ],
  warnings: [],
  fileHash: 'a'.repeat(64),
};
const clean: ImportReport = { ...withProblems, problemCount: 0, problemRows: 0, problems: [] };
const applied: ImportResult = { kind: 'employees', rows: 12, created: 1, updated: 11, recordsWritten: 3 };

/** The file input behind the card's file button (the button is named by its label). */
function fileInputOf(card: HTMLElement) {
  expect(
    within(card).getByRole('button', { name: 'Liste maîtresse des employés (CSV)' }),
  ).toBeInTheDocument();
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const csvFile = () => new File(['Employee_Number__c\n000001\n'], 'employees.csv', { type: 'text/csv' });

function renderPage() {
  stubApi(({ url }) =>
    url.pathname === '/api/me'
      ? { body: { ...emery, roles: ['HR'], capabilities: { ...emery.capabilities, hrImport: true } } }
      : undefined,
  );
  renderAt(<HrImportPage />, '/hrImport');
}

describe('the HR import in French', () => {
  it('names its files and lists a file’s problems in French', async () => {
    await activateLanguage('fr-CA');
    vi.mocked(checkImportFile).mockResolvedValue(withProblems);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Liste maîtresse des employés' });
    expect(screen.getByRole('heading', { level: 1, name: 'Importation RH' })).toBeInTheDocument();
    expect(within(card).getByText(/^Colonnes : Employee_Number__c, First_Name__c/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Relevés d’absence' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Allocations d’absence' })).toBeInTheDocument();

    await userEvent.upload(fileInputOf(card), csvFile());
    expect(await within(card).findByText('Rien n’a été enregistré')).toBeInTheDocument();
    expect(
      within(card).getByText(
        /2 problèmes dans 1 des 12 lignes\. Corrigez le fichier et choisissez-le de nouveau\./,
      ),
    ).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Problèmes trouvés dans le fichier' });
    expect(within(table).getByRole('columnheader', { name: 'Ligne' })).toBeInTheDocument();
    expect(within(table).getByText('Aucune société n’a ce code ou ce nom')).toBeInTheDocument();
  });

  it('applies a clean file and says what was written in French', async () => {
    await activateLanguage('fr-CA');
    vi.mocked(checkImportFile).mockResolvedValue(clean);
    vi.mocked(applyImportFile).mockResolvedValue(applied);
    renderPage();
    const card = await screen.findByRole('region', { name: 'Liste maîtresse des employés' });
    await userEvent.upload(fileInputOf(card), csvFile());
    expect(
      await within(card).findByText('Les 12 lignes sont valides. Rien n’a encore été enregistré.'),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Appliquer' }));
    expect(await within(card).findByText('Importation terminée')).toBeInTheDocument();
    expect(
      within(card).getByText(
        '12 lignes importées : 1 employé créé, 11 employés mis à jour, 3 lignes d’historique d’emploi enregistrées.',
      ),
    ).toBeInTheDocument();
  });
});

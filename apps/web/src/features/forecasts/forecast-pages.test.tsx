import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Forecast } from '@portico/domain/forecasts/forecast-dto';
import { activateLanguage } from '../../lib/i18n';
import { renderAt, renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ForecastDetailPage } from './forecast-detail-page';
import { ForecastListPage } from './forecast-list-page';

const forecast: Forecast = {
  id: 'fc-1',
  jobTitle: 'Dispatcher',
  division: 'Other',
  type: 'Hourly - Internal',
  plannedStartDate: '2027-01-15',
  isEmployeeHired: false,
  employeeName: null,
  requiresLaptop: true,
  submittedByName: 'Emery Lindqvist',
  createdAt: '2026-11-02T15:00:00.000Z',
  locked: true,
  state: 'locked',
  canEdit: false,
  canDelete: false,
  canLock: false,
  canUnlock: true,
  employeeSetupFormProvided: null,
  hwSwRequirements: ['Monitor', 'Keyboard'],
  shippingRequired: 'Pickup at Head Office',
  laptopDesiredBy: null,
  otherImportantInfo: '',
  submittedById: 'emp-emery',
  lockedAt: '2026-11-20T15:00:00.000Z',
  lockedByName: null,
  updatedAt: '2026-11-20T15:00:00.000Z',
};

describe('the employee forecasts in French', () => {
  it('lists the forecasts with their headings, choices and states in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) =>
      url.pathname === '/api/forecasts'
        ? { body: { items: [forecast], total: 1, page: 1, pageSize: 10 } }
        : undefined,
    );
    renderAt(<ForecastListPage />, '/employeeForecasts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prévisions d’embauche' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouvelle prévision d’embauche' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Exercice' })).toHaveValue('Tous les exercices');
    expect(screen.getByRole('combobox', { name: 'Mois' })).toHaveValue('Tous les mois');
    const table = await screen.findByRole('table', { name: 'Prévisions d’embauche' });
    expect(within(table).getByRole('columnheader', { name: /Titre du poste/ })).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: /Date d’entrée en fonction prévue/ }),
    ).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Dispatcher/ });
    expect(within(row).getByText('Autre')).toBeInTheDocument();
    expect(within(row).getByText('Horaire - Interne')).toBeInTheDocument();
    expect(within(row).getByText('Non embauché')).toBeInTheDocument();
    expect(within(row).getByText('Oui')).toBeInTheDocument();
    expect(within(row).getByText('Verrouillée')).toBeInTheDocument();
  });

  it('shows a locked forecast’s details, note and buttons in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => (url.pathname === '/api/forecasts/fc-1' ? { body: forecast } : undefined));
    renderRoutes(
      [{ path: '/employeeForecasts/:id', element: <ForecastDetailPage /> }],
      '/employeeForecasts/fc-1',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détails de la prévision d’embauche' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déverrouiller' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    expect(screen.getByText(/^Verrouillée par les RH le /)).toBeInTheDocument();
    expect(screen.getByText('Date d’entrée en fonction prévue')).toBeInTheDocument();
    expect(screen.getByText('Écran, Clavier')).toBeInTheDocument();
    expect(screen.getByText('Ramassage au siège social')).toBeInTheDocument();
    expect(screen.getByText('Employé embauché').nextSibling).toHaveTextContent('Non');
  });

  it('says in French that a forecast was not found', async () => {
    await activateLanguage('fr-CA');
    stubApi(() => undefined);
    renderRoutes(
      [{ path: '/employeeForecasts/:id', element: <ForecastDetailPage /> }],
      '/employeeForecasts/gone',
    );
    expect(await screen.findByText('La prévision est introuvable.')).toBeInTheDocument();
  });
});

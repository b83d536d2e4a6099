import type { OrgChartMatch, OrgChartPerson } from '@portico/domain/org-charts/org-chart-schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emery } from '../../test/fixtures';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { OrgChartsPage } from './org-charts-page';
import { activateLanguage } from '../../lib/i18n';

const DEPARTMENTS = [
  { id: 'd-it', name: 'IT' },
  { id: 'd-ops', name: 'Operations' },
  { id: 'd-sales', name: 'Sales' },
];
const OPERATIONS: OrgChartPerson[] = [
  { id: 'lead', parentId: null, name: 'Alejandro Wang', title: 'Vice President, Operations' },
  { id: 'drew', parentId: 'lead', name: 'Drew Okafor', title: 'Operations Manager' },
  { id: 'emery', parentId: 'drew', name: 'Emery Lindqvist', title: 'Operations Coordinator' },
];
const IT: OrgChartPerson[] = [
  { id: 'it-lead', parentId: null, name: 'Priya Shah', title: 'Director of IT' },
  { id: 'alex', parentId: 'it-lead', name: 'Alex Morgan', title: 'IT Manager' },
];
const ALEX: OrgChartMatch = {
  id: 'alex',
  name: 'Alex Morgan',
  title: 'IT Manager',
  department: DEPARTMENTS[0]!,
  path: ['it-lead', 'alex'],
};

function stubOrgCharts() {
  return stubApi(({ url }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, department: 'Operations' } };
    if (url.pathname === '/api/org-charts/departments') return { body: { items: DEPARTMENTS } };
    if (url.pathname === '/api/org-charts/departments/d-ops')
      return { body: { department: DEPARTMENTS[1], people: OPERATIONS } };
    if (url.pathname === '/api/org-charts/departments/d-it')
      return { body: { department: DEPARTMENTS[0], people: IT } };
    if (url.pathname === '/api/org-charts/departments/d-sales')
      return { body: { department: DEPARTMENTS[2], people: [] } };
    if (url.pathname === '/api/org-charts/search') {
      const name = (url.searchParams.get('name') ?? '').toLowerCase();
      // 'a' matches more people than the answer holds.
      return { body: { items: 'alex morgan'.includes(name) ? [ALEX] : [], more: name === 'a' } };
    }
    return undefined;
  });
}

const renderPage = (path = '/org-charts') =>
  renderRoutes(
    [
      {
        path: '/org-charts',
        element: (
          <>
            <OrgChartsPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );

const cardNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.react-flow__node')].map((node) => node.getAttribute('aria-label'));

describe('OrgChartsPage', () => {
  it("shows a tab per department the server names and opens on the person's own", async () => {
    stubOrgCharts();
    const { container } = renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['IT', 'Operations', 'Sales']);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Operations' })).toHaveAttribute('aria-selected', 'true'),
    );
    // The leader and their reports; Drew's team starts folded.
    await waitFor(() =>
      expect(cardNames(container)).toEqual([
        'Alejandro Wang, Vice President, Operations, 1 direct report',
        'Drew Okafor, Operations Manager, 1 direct report',
      ]),
    );
  });

  it('keeps the chosen tab in the address and says when a department has no chart', async () => {
    stubOrgCharts();
    renderPage('/org-charts?department=IT');
    expect(await screen.findByRole('tab', { name: 'IT', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(await screen.findByText('No Data to Display')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/org-charts?department=Sales',
    );
  });

  it("opens a found person's department and highlights their card", async () => {
    stubOrgCharts();
    const { container } = renderPage();
    await screen.findByRole('tab', { name: 'Operations', selected: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Find a person' }), 'alex');
    // jsdom has no layout, so floating-ui hides the open dropdown: find its options regardless.
    await userEvent.click(await screen.findByRole('option', { name: /Alex Morgan/, hidden: true }));
    expect(await screen.findByRole('tab', { name: 'IT', selected: true })).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('[data-highlighted]')).toHaveTextContent('Alex Morgan'),
    );
  });

  it('says when more people match than the list shows', async () => {
    stubOrgCharts();
    renderPage();
    await screen.findByRole('tab', { name: 'Operations', selected: true });
    const box = screen.getByRole('textbox', { name: 'Find a person' });
    await userEvent.type(box, 'a');
    expect(await screen.findByText('More people match. Type more of the name.')).toBeInTheDocument();
    await userEvent.type(box, 'lex');
    await waitFor(() => expect(screen.queryByText('More people match. Type more of the name.')).toBeNull());
  });
});

describe('OrgChartsPage in French', () => {
  it('shows its heading, search, controls and cards in French', async () => {
    await activateLanguage('fr-CA');
    stubOrgCharts();
    const { container } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organigrammes de l’entreprise' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Trouver une personne' })).toHaveAttribute(
      'placeholder',
      'Nom',
    );
    expect(await screen.findByRole('button', { name: 'Télécharger en PNG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réinitialiser le zoom' })).toHaveTextContent('Réinitialiser');
    await waitFor(() =>
      expect(cardNames(container)).toEqual([
        'Alejandro Wang, Vice President, Operations, 1 subordonné direct',
        'Drew Okafor, Operations Manager, 1 subordonné direct',
      ]),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(await screen.findByText('Aucune donnée à afficher')).toBeInTheDocument();
  });
});

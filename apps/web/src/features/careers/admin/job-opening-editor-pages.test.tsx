import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { emery } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { EditJobOpeningPage, NewJobOpeningPage } from './job-opening-editor-pages';

const routes = [
  { path: '/admin/careers/new', element: <NewJobOpeningPage /> },
  { path: '/admin/careers/:id', element: <EditJobOpeningPage /> },
];

describe('the job opening pages in French', () => {
  it('title a new opening and its fields in French', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => (url.pathname === '/api/me' ? { body: { ...emery, roles: ['Admin'] } } : undefined));
    renderRoutes(routes, '/admin/careers/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nouveau poste à pourvoir' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre du poste' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre du poste en français' })).toBeInTheDocument();
  });

  it('say in French that an opening was not found', async () => {
    await activateLanguage('fr-CA');
    stubApi(({ url }) => (url.pathname === '/api/me' ? { body: { ...emery, roles: ['Admin'] } } : undefined));
    renderRoutes(routes, '/admin/careers/job-gone');
    expect(await screen.findByText('Ce poste à pourvoir est introuvable.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Modifier le poste à pourvoir' }),
    ).toBeInTheDocument();
  });
});

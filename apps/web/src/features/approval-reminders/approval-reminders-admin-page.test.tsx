import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { emery } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ApprovalRemindersAdminPage } from './approval-reminders-admin-page';

function renderPage() {
  stubApi(({ method, url }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, roles: ['Admin'] } };
    if (url.pathname === '/api/admin/approval-reminders' && method === 'GET') {
      return {
        body: {
          settings: { remindAfterWorkingDays: 2, escalateAfterWorkingDays: 5 },
          holidays: [{ day: '2026-12-25', name: 'Christmas Day' }],
        },
      };
    }
    return undefined;
  });
  renderAt(<ApprovalRemindersAdminPage />, '/admin/approval-reminders');
}

describe('the Approval Reminders screen', () => {
  it('shows the settings and the holidays of the people with no site', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Approval Reminders' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Remind after (working days)' })).toHaveValue('2');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Holidays of people with no site' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/admin/sites');
  });
});

describe('the Approval Reminders screen in French', () => {
  it('shows its title, settings, buttons and holidays in French', async () => {
    await activateLanguage('fr-CA');
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rappels d’approbation' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Rappeler après (jours ouvrables)' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Transmettre après (jours ouvrables)' })).toHaveValue('5');
    expect(screen.getByRole('heading', { level: 2, name: 'Rappels et transmission' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer les rappels dus maintenant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouveau jour férié' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Jours fériés des personnes sans site' }),
    ).toBeInTheDocument();
  });
});

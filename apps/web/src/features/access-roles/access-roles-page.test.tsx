import type { RoleHolderRow } from '@portico/domain/access-roles/access-role-admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emery } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { stubApi, type StubAnswer } from '../../test/stub-api';
import { AccessRolesPage } from './access-roles-page';
import { activateLanguage } from '../../lib/i18n';

const DREW: RoleHolderRow = {
  id: 'emp-drew',
  employeeNumber: '000042',
  name: 'Drew Okafor',
  email: 'drew.okafor@example.com',
  company: 'Northpeak Logistics Inc.',
  roles: [],
};

/** The page as Alex (Admin) sees it, with the PATCH held open until the test answers it. */
function renderPage() {
  let answerPatch: (answer: StubAnswer) => void = () => {};
  let drew = DREW;
  const { calls } = stubApi(({ method, url, body }) => {
    if (url.pathname === '/api/me') return { body: { ...emery, id: 'emp-alex', roles: ['Admin'] } };
    if (url.pathname === '/api/admin/access-roles' && method === 'GET') {
      return { body: { items: [drew], total: 1, page: 1, pageSize: 10 } };
    }
    if (url.pathname === `/api/admin/access-roles/${DREW.id}` && method === 'PATCH') {
      return new Promise<StubAnswer>((resolve) => {
        answerPatch = (answer) => {
          if (!answer.status)
            drew = { ...DREW, roles: (body as { granted: boolean }).granted ? ['ELT'] : [] };
          resolve(answer.status ? answer : { body: drew });
        };
      });
    }
    return undefined;
  });
  renderAt(<AccessRolesPage />, '/admin/access-roles');
  return { calls, answerPatch: (answer: StubAnswer) => answerPatch(answer), user: userEvent.setup() };
}

describe('the Access Roles page', () => {
  it('shows the box clicked in its new state at once, every box waiting, then says what was done', async () => {
    const { answerPatch, calls, user } = renderPage();
    const elt = await screen.findByRole('checkbox', { name: 'ELT for Drew Okafor' });
    expect(elt).not.toBeChecked();
    await user.click(elt);
    // Still unanswered: what shows is the click, not the server's word.
    expect(elt).toBeChecked();
    expect(elt).toHaveAttribute('aria-disabled', 'true');
    // Every box waits, yet keeps the focus: a keyboard user is not sent back to the page's top.
    expect(elt).toHaveFocus();
    const hr = screen.getByRole('checkbox', { name: 'HR for Drew Okafor' });
    expect(hr).toHaveAttribute('aria-disabled', 'true');
    await user.click(hr);
    expect(hr).not.toBeChecked();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { role: 'ELT', granted: true },
    ]);

    answerPatch({});
    expect(await screen.findByText("'ELT' was granted to Drew Okafor.")).toBeInTheDocument();
    await waitFor(() => expect(elt).not.toHaveAttribute('aria-disabled'));
    expect(elt).toBeChecked();
  });

  it('puts the box back and says why when the change is refused', async () => {
    const { answerPatch, user } = renderPage();
    const elt = await screen.findByRole('checkbox', { name: 'ELT for Drew Okafor' });
    await user.click(elt);
    expect(elt).toBeChecked();

    answerPatch({
      status: 403,
      body: {
        type: 'about:blank',
        title: 'Forbidden',
        status: 403,
        detail: 'Only Admins can change access roles.',
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only Admins can change access roles.');
    expect(elt).not.toBeChecked();
    expect(elt).not.toHaveAttribute('aria-disabled');
  });
});

describe('the Access Roles page in French', () => {
  it('shows its title, roles and what was done in French', async () => {
    await activateLanguage('fr-CA');
    const { answerPatch, user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rôles d’accès' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'RH pour Drew Okafor' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Tout le monde')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Courriel/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Haute direction pour Drew Okafor' }));
    answerPatch({});
    expect(
      await screen.findByText('Le rôle « Haute direction » a été attribué à Drew Okafor.'),
    ).toBeInTheDocument();
  });
});

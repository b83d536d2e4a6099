import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emery } from '../../test/fixtures';
import { LocationProbe } from '../../test/location-probe';
import { renderRoutes, stubFetch } from '../../test/render';
import { RequireSession } from './require-session';

function renderGuardAt(path: string, meAnswer: { status?: number; body: unknown }) {
  const { fetchStub } = stubFetch({
    '/api/me': meAnswer,
    '/api/public-config': {
      body: { directoryName: 'Portico', identityProviderName: 'Microsoft', copyright: '© 2021' },
    },
  });
  vi.stubGlobal('fetch', fetchStub);
  renderRoutes(
    [
      { path: '/login', element: <LocationProbe /> },
      { path: '/unknown-user', element: <LocationProbe /> },
      { path: '*', element: <RequireSession>{(me) => <p>Signed in as {me.displayName}</p>}</RequireSession> },
    ],
    path,
  );
}

describe('the session guard of signed-in routes', () => {
  it('shows the page to a signed-in employee', async () => {
    renderGuardAt('/profile', { body: emery });
    expect(await screen.findByText('Signed in as Emery Lindqvist')).toBeInTheDocument();
  });

  it('sends a visitor without a session to /login with the path and query to come back to', async () => {
    renderGuardAt('/employees?search=ann', {
      status: 401,
      body: { type: 'about:blank', title: 'Unauthorized', status: 401 },
    });
    expect(await screen.findByLabelText('location')).toHaveTextContent(
      '/login?next=%2Femployees%3Fsearch%3Dann',
    );
  });

  it('offers a retry when the account cannot be loaded', async () => {
    renderGuardAt('/', { status: 500, body: { type: 'about:blank', title: 'Server error', status: 500 } });
    expect(await screen.findByText('Error loading your Microsoft account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

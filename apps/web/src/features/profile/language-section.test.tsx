import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meQueryKey } from '../../lib/api/get-me';
import { emery } from '../../test/fixtures';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { LanguageSection } from './language-section';

describe('the language on the profile (issue 30)', () => {
  it('turns the page to the language chosen at once and keeps it on the person', async () => {
    const { calls } = stubApi(({ method, url }) =>
      method === 'PUT' && url.pathname === '/api/me/language' ? { status: 204 } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<LanguageSection />);

    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Français' }));

    expect(await screen.findByRole('heading', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(screen.getByText('Français').closest('[lang]')).toHaveAttribute('lang', 'fr-CA');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { language: 'fr-CA' },
      ]),
    );
  });

  it('asks again what the server wrote in the other language, but not who is signed in', async () => {
    stubApi(({ method, url }) =>
      method === 'PUT' && url.pathname === '/api/me/language' ? { status: 204 } : undefined,
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['notifications'], []);
    queryClient.setQueryData(meQueryKey, emery);
    const user = userEvent.setup();
    renderWithProviders(<LanguageSection />, queryClient);

    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(queryClient.getQueryState(['notifications'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(meQueryKey)).toMatchObject({ language: 'fr-CA' });
  });

  it('says so when the choice could not be kept, in the language chosen', async () => {
    stubApi(({ method }) =>
      method === 'PUT' ? { status: 503, body: { title: 'Service Unavailable', status: 503 } } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<LanguageSection />);

    await user.click(screen.getByRole('radio', { name: 'Français' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
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

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ContactPortalTeam } from './contact-portal-team';

describe('Contact Portal Team in French', { timeout: 30_000 }, () => {
  it('opens its dialog in French, the form’s texts arriving with its code', async () => {
    await activateLanguage('fr-CA');
    const user = userEvent.setup();
    renderWithProviders(<ContactPortalTeam variant="sidebar" />);

    await user.click(screen.getByRole('button', { name: 'Joindre l’équipe du portail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Joindre l’équipe du portail' });
    expect(
      within(dialog).getByText(
        'Dites à l’équipe du portail ce dont vous avez besoin; elle vous répondra par courriel.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Objet' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Soumettre' }));
    expect(await within(dialog).findAllByText('Obligatoire')).not.toHaveLength(0);
  });
});

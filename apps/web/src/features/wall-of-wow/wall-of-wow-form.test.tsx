import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { activateLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { EMPTY_WALL_OF_WOW, WallOfWowForm } from './wall-of-wow-form';

const saved = {
  month: '2026-11',
  winnerId: '3f0b7f5e-6a43-4c1e-9d55-0c1e2b3a4d5f',
  nominatedBy: 'Drew Okafor',
  value: 'Customer First',
  valueFr: '',
};
const winner = { id: saved.winnerId, name: 'Robin Vasquez', title: null, department: null, email: null };

function renderForm(props: Partial<Parameters<typeof WallOfWowForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <WallOfWowForm
      defaultValues={EMPTY_WALL_OF_WOW}
      winner={null}
      onSubmit={onSubmit}
      onCancel={() => {}}
      saving={false}
      serverError={null}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('the Wall of Wow form', { timeout: 30_000 }, () => {
  it('names every missing field and saves nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the winner')).toBeInTheDocument();
    // Month, Nominated By, and the value in either language.
    expect(screen.getAllByText('Required')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'French value' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a saved entry’s values, its winner shown by name', async () => {
    const { onSubmit, user } = renderForm({ defaultValues: saved, winner });
    expect(screen.getByRole('combobox', { name: /^Winner/ })).toHaveValue('Robin Vasquez');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(saved, expect.anything());
  });

  it('shows the server’s 409 for a taken month on the Month field', async () => {
    const message = 'There is already a Wall of Wow for 2026-11.';
    renderForm({
      defaultValues: saved,
      winner,
      serverError: new ApiError({
        status: 409,
        title: 'Conflict',
        detail: message,
        errors: { month: [message] },
      }),
    });
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Month/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the Wall of Wow form in French', { timeout: 30_000 }, () => {
  it('shows its labels, hints and button in French', async () => {
    await activateLanguage('fr-CA');
    renderForm({ defaultValues: saved, winner });
    expect(screen.getByRole('form', { name: 'Mur des bravos' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mois/)).toHaveAttribute('placeholder', 'AAAA-MM');
    expect(screen.getByRole('combobox', { name: /^Lauréat/ })).toHaveValue('Robin Vasquez');
    expect(screen.getByLabelText(/^Proposé par/)).toHaveValue('Drew Okafor');
    expect(screen.getByRole('textbox', { name: 'Valeur' })).toHaveValue('Customer First');
    expect(screen.getByRole('group', { name: 'Français' })).toContainElement(
      screen.getByRole('textbox', { name: 'Valeur en français' }),
    );
    expect(
      screen.getByText(
        'La valeur de l’entreprise que le lauréat a incarnée, en anglais, en français ou dans les deux langues.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });
});

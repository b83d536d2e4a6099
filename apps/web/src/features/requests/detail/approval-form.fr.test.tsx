import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { ApprovalForm } from './approval-form';

describe('the approval form in French', () => {
  it('names its step, fields, choices and button in French', async () => {
    await activateLanguage('fr-CA');
    renderWithProviders(
      <ApprovalForm step="purchase" saving={false} serverError={null} onSubmit={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Approbation d’achat' })).toBeInTheDocument();
    const status = screen.getByLabelText(/^Statut/);
    const options = within(status).getAllByRole('option');
    expect(options.slice(1).map((option) => option.textContent)).toEqual(['Approuvée', 'Refusée']);
    expect(screen.getByLabelText(/^Notes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Soumettre' })).toBeInTheDocument();
    // The choice sent stays the domain's value.
    await userEvent.setup().selectOptions(status, 'Approved');
    expect(status).toHaveValue('Approved');
  });
});

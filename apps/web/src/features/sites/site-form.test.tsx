import type { SiteInput } from '@portico/domain/sites/site-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../test/render';
import { NEW_SITE, SiteForm } from './site-form';

function renderForm(defaultValues: SiteInput = NEW_SITE, serverError: Error | null = null) {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <SiteForm
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      onCancel={() => {}}
      saving={false}
      serverError={serverError}
    />,
  );
  return { ...view, onSubmit, user: userEvent.setup() };
}

const week = () => within(screen.getByRole('group', { name: /Working week/ }));

describe('the site form', () => {
  it('asks for a name, a country and a time zone, with the server’s messages, before sending', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: /^Country/ }), 'qa');
    await user.tab();
    expect(
      await screen.findByText('Enter the two capital letters of the country’s code, such as CA or QA'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts a new site on Monday to Friday, and sends the days chosen, Sunday first', async () => {
    const { user, onSubmit } = renderForm();
    const checked = () =>
      week()
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.getAttribute('aria-label'));
    expect(checked()).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Doha');
    await user.type(screen.getByRole('textbox', { name: /^Country/ }), 'QA');
    await user.type(screen.getByRole('combobox', { name: /^Time zone/ }), 'Qatar');
    await user.click(
      await screen.findByRole('option', { name: /^Asia\/Qatar \(GMT\+03:00\)$/, hidden: true }),
    );
    // Doha's week: Sunday to Thursday.
    await user.click(week().getByRole('checkbox', { name: 'Friday' }));
    await user.click(week().getByRole('checkbox', { name: 'Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Doha',
      country: 'QA',
      timeZone: 'Asia/Qatar',
      workingWeek: [0, 1, 2, 3, 4],
    });
  });

  it('will not save a week without a working day', async () => {
    const { user, onSubmit } = renderForm({
      ...NEW_SITE,
      name: 'Nowhere',
      country: 'CA',
      timeZone: 'UTC',
      workingWeek: [1],
    });
    await user.click(week().getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one working day')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a name on the Name field', async () => {
    const taken = new ApiError({
      status: 409,
      title: 'Conflict',
      detail: 'There is already a site named Doha.',
      errors: { name: ['There is already a site named Doha.'] },
    });
    renderForm({ name: 'doha', country: 'QA', timeZone: 'Asia/Qatar', workingWeek: [0, 1, 2, 3, 4] }, taken);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('There is already a site named Doha.').length).toBeGreaterThan(0);
  });
});

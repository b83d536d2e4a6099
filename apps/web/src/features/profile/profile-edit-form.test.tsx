import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate } from '@portico/domain/profile/profile-schema';
import { ApiError } from '../../lib/api-client';
import { renderWithProviders } from '../../test/render';
import { ProfileEditForm } from './profile-edit-form';
import { activateLanguage } from '../../lib/i18n';

const saved: ProfileUpdate = {
  title: 'Analyst',
  department: 'Finance',
  birthdate: '1990-04-12',
  aboutMe: 'I like maps.',
};
const empty: ProfileUpdate = { title: '', department: '', birthdate: '', aboutMe: '' };

function renderForm(props: Partial<Parameters<typeof ProfileEditForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ProfileEditForm
      defaultValues={saved}
      onSubmit={onSubmit}
      onCancel={() => {}}
      saving={false}
      serverError={null}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** Labels read 'Title *' and so on: Mantine adds the required asterisk to the label. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('the profile Edit form (spec §5 Profile)', () => {
  it("marks every field required and says 'Required' for each empty one on Save", async () => {
    const { onSubmit, user } = renderForm({ defaultValues: empty });
    for (const label of ['Title', 'Department', 'Birthdate', 'About Me']) {
      expect(field(label)).toBeRequired();
    }

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a day in the future', 'March 3, 2099', 'Birthdate cannot be in the future'],
    ['a day that does not exist', 'February 30, 1990', 'Enter a valid date'],
  ])('keeps a typed birthdate of %s as typed and says what is wrong', async (_case, typed, message) => {
    const { onSubmit, user } = renderForm();
    await user.clear(field('Birthdate'));
    await user.type(field('Birthdate'), typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Birthdate')).toHaveValue(typed);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Required' as soon as a touched field is left empty", async () => {
    const { user } = renderForm();
    await user.clear(field('About Me'));
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(field('About Me')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Must be 250 characters or less' for 251 characters of About Me", async () => {
    const { onSubmit, user } = renderForm();
    const aboutMe = field('About Me');
    await user.clear(aboutMe);
    await user.click(aboutMe);
    await user.paste('x'.repeat(251));
    await user.tab();

    expect(await screen.findByText('Must be 250 characters or less')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts exactly 250 characters and submits the trimmed values', async () => {
    const { onSubmit, user } = renderForm();
    await user.clear(field('About Me'));
    await user.click(field('About Me'));
    await user.paste('y'.repeat(250));
    await user.clear(field('Title'));
    await user.type(field('Title'), '  Senior Analyst  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      ...saved,
      title: 'Senior Analyst',
      aboutMe: 'y'.repeat(250),
    });
    expect(screen.queryByText('Must be 250 characters or less')).not.toBeInTheDocument();
  });

  it('shows the saved birthdate and keeps it as YYYY-MM-DD', async () => {
    const { onSubmit, user } = renderForm();
    expect(field('Birthdate')).toHaveValue('Apr 12, 1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].birthdate).toBe('1990-04-12');
  });

  it('shows a loading Save while saving', () => {
    renderForm({ saving: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true');
  });

  it("shows the server's problem in a red alert and on the field it names", async () => {
    renderForm({
      serverError: new ApiError({
        status: 400,
        title: 'Your changes were not saved',
        detail: 'Some fields need attention.',
        errors: { aboutMe: ['Must be 250 characters or less'] },
      }),
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your changes were not saved');
    expect(alert).toHaveTextContent('Some fields need attention.');
    expect(within(alert).getByText('About Me: Must be 250 characters or less')).toBeInTheDocument();
    expect(await screen.findByText('Must be 250 characters or less')).toBeInTheDocument();
    expect(field('About Me')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the profile Edit form in French', () => {
  it('names its fields and counts the characters in French', async () => {
    await activateLanguage('fr-CA');
    renderForm();
    for (const label of ['Titre', 'Service', 'Date de naissance', 'À propos de moi']) {
      expect(field(label)).toBeRequired();
    }
    expect(screen.getByText('12/250 caractères')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Modifier le profil' })).toBeInTheDocument();
  });
});

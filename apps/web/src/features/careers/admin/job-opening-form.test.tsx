import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { activateLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { emptyJobOpening, JobOpeningForm } from './job-opening-form';

function renderForm(props: Partial<Parameters<typeof JobOpeningForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <JobOpeningForm
      defaultValues={emptyJobOpening('2026-03-10')}
      onSubmit={onSubmit}
      onCancel={() => {}}
      saving={false}
      serverError={null}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** Labels read 'Job Title *' and so on: Mantine adds the required asterisk to the label. */
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

// Typing into several fields with user-event takes a few seconds on a busy machine.
describe('the job opening form (spec §3 Career)', { timeout: 30_000 }, () => {
  it("starts on the given day and says 'Required' for a title in neither language, saving nothing", async () => {
    const { onSubmit, user } = renderForm();
    expect(field('Date Posted')).toHaveValue('Mar 10, 2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(field('Job Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('French job title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves an opening titled in French only; each title is marked with its language', async () => {
    const { onSubmit, user } = renderForm();
    expect(field('Job Title')).toHaveAttribute('lang', 'en-CA');
    expect(field('French job title')).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('group', { name: 'English' })).toContainElement(field('Job Title'));
    expect(screen.getByRole('group', { name: 'Français' })).toContainElement(field('French job title'));
    await user.type(field('French job title'), 'Grutier ou grutière');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ jobTitle: '', jobTitleFr: 'Grutier ou grutière' });
  });

  it('refuses a French title over 255 characters', async () => {
    const { onSubmit, user } = renderForm({
      defaultValues: {
        ...emptyJobOpening('2026-03-10'),
        jobTitle: 'Crane Operator',
        jobTitleFr: 'x'.repeat(256),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 255 characters or less')).toBeInTheDocument();
    expect(field('French job title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Job Details URL', 'careers.example.com/jobs/1'],
    ['Apply URL', 'javascript:alert(1)'],
  ])('%s: refuses “%s”', async (label, typed) => {
    const { onSubmit, user } = renderForm();
    await user.type(field(label), typed);
    await user.tab();
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the title, the addresses and the place, blanks as null', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('Job Title'), 'Crane Operator');
    await user.type(field('Apply URL'), 'https://careers.example.com/jobs/7/apply');
    await user.type(field('City'), 'Regina');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      jobTitle: 'Crane Operator',
      jobTitleFr: '',
      jobDetailsUrl: null,
      applyUrl: 'https://careers.example.com/jobs/7/apply',
      datePosted: '2026-03-10',
      city: 'Regina',
      state: null,
      country: null,
    });
  });

  it('shows the server’s refusal in the alert and on its field', () => {
    const serverError = new ApiError({
      status: 400,
      title: 'Bad Request',
      errors: { applyUrl: ['Enter a web address starting with http:// or https://'] },
    });
    renderForm({ serverError });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Apply URL: Enter a web address starting with http:// or https://',
    );
    expect(field('Apply URL')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the job opening form in French', { timeout: 30_000 }, () => {
  it('shows its labels, hints and button in French, and its refusal in the alert', async () => {
    await activateLanguage('fr-CA');
    const serverError = new ApiError({
      status: 400,
      title: 'Bad Request',
      errors: { applyUrl: ['Enter a web address starting with http:// or https://'] },
    });
    renderForm({ serverError });
    expect(screen.getByRole('form', { name: 'Poste à pourvoir' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre du poste' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre du poste en français' })).toHaveAttribute(
      'lang',
      'fr-CA',
    );
    expect(screen.getByRole('group', { name: 'Français' })).toBeInTheDocument();
    expect(field('URL des détails du poste')).toBeInTheDocument();
    expect(field('Ville')).toBeInTheDocument();
    expect(field('État / Province')).toBeInTheDocument();
    expect(screen.getByText('La destination du lien Postuler.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('URL de candidature');
  });
});

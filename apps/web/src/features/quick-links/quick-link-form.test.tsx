import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { activateLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { unloadIsAsked } from '../../test/unload';
import { QuickLinkForm } from './quick-link-form';

const empty = { label: '', url: '', icon: '', iconColor: '#1c7ed6', isCorporate: false };

function renderForm(props: Partial<Parameters<typeof QuickLinkForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <QuickLinkForm
      defaultValues={empty}
      offerCorporate={false}
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
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function chooseIcon(user: ReturnType<typeof userEvent.setup>, search: string, option: string) {
  const picker = screen.getByPlaceholderText('Search icons');
  await user.click(picker);
  await user.type(picker, search);
  // The dropdown is still fading in, so its options count as hidden for a moment.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

// Typing into several fields with user-event takes a few seconds on a busy machine.
describe('the New Link / Edit Link form (spec §5 Quick link)', { timeout: 30_000 }, () => {
  it('keeps a link being typed through a reload (the hourly idle one too): the browser asks first', async () => {
    const { user } = renderForm();
    expect(unloadIsAsked()).toBe(false);
    await user.type(field('Title'), 'Wiki');
    expect(unloadIsAsked()).toBe(true);
  });

  it("says 'Required' for an empty Title, URL and Icon and saves nothing", async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Title', 'x'.repeat(101), 'Must be 100 characters or less'],
    ['URL', 'intranet', 'Enter correct url!'],
  ])('%s: shows “%s” as “%s”', async (label, typed, message) => {
    const { onSubmit, user } = renderForm();
    await user.type(field(label), typed);
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the URL with http:// in front and the icon chosen by searching its name', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('Title'), 'Intranet');
    await user.type(field('URL'), 'intranet.example.com');
    await chooseIcon(user, 'ware', 'Building warehouse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      label: 'Intranet',
      labelFr: '',
      url: 'http://intranet.example.com',
      icon: 'IconBuildingWarehouse',
      iconColor: '#1c7ed6',
      isCorporate: false,
    });
  });

  it('offers the corporate choice only when asked to (an Admin adding a link)', () => {
    renderForm({ offerCorporate: true });
    expect(screen.getByRole('checkbox', { name: /Corporate link/ })).not.toBeChecked();
  });

  it('shows the server’s refusal in the alert and on its field', async () => {
    const serverError = new ApiError({
      status: 400,
      title: 'Bad Request',
      detail: 'Enter correct url!',
      errors: { url: ['Enter correct url!'] },
    });
    renderForm({ serverError });
    expect(screen.getByRole('alert')).toHaveTextContent('URL: Enter correct url!');
    expect(field('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('a corporate link’s title in English, in French or both (decision 065)', { timeout: 30_000 }, () => {
  const companies = [{ id: '00000000-0000-4000-8000-000000000001', name: 'Harbourline Construction Ltd.' }];
  const filled = { ...empty, url: 'intranet.example.com', icon: 'IconWorld', isCorporate: true };

  it('asks for the title in each language, each field marked with its language', () => {
    renderForm({ companies, defaultValues: filled });
    expect(screen.getByRole('group', { name: 'English' })).toContainElement(field('Title'));
    expect(screen.getByRole('group', { name: 'Français' })).toContainElement(field('French title'));
    expect(field('Title')).toHaveAttribute('lang', 'en-CA');
    expect(field('French title')).toHaveAttribute('lang', 'fr-CA');
  });

  it("says 'Required' on both titles when neither is given, and saves nothing", async () => {
    const { onSubmit, user } = renderForm({ companies, defaultValues: filled });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('French title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a link titled in French only', async () => {
    const { onSubmit, user } = renderForm({ companies, defaultValues: filled });
    await user.type(field('French title'), 'Covoiturage');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      label: '',
      labelFr: 'Covoiturage',
      isCorporate: true,
    });
  });

  it('offers a French title to an Admin once the link is made corporate, never to a person’s own link', async () => {
    const { user } = renderForm({ offerCorporate: true });
    expect(screen.queryByRole('textbox', { name: /French title/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Français' })).not.toBeInTheDocument();
    expect(field('Title')).not.toHaveAttribute('lang');
    await user.click(screen.getByRole('checkbox', { name: /Corporate link/ }));
    expect(field('French title')).toHaveAttribute('lang', 'fr-CA');
  });

  it('names the French title in French', async () => {
    await activateLanguage('fr-CA');
    renderForm({ companies, defaultValues: filled });
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveAttribute('lang', 'en-CA');
    expect(screen.getByRole('textbox', { name: 'Titre en français' })).toHaveAttribute('lang', 'fr-CA');
    expect(screen.getByRole('group', { name: 'English' })).toBeInTheDocument();
  });
});

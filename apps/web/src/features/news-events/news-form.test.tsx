import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { inDays, renderEditorForm } from '../../test/editor-form';
import { EMPTY_NEWS_FORM, NewsForm, type NewsFormState } from './news-form';

const filled: NewsFormState = {
  ...EMPTY_NEWS_FORM,
  type: 'Event',
  visibleFrom: inDays(0),
  visibleTo: inDays(2),
  title: 'Town hall',
};

const renderForm = (defaultValues: NewsFormState = EMPTY_NEWS_FORM, mode: 'new' | 'edit' = 'new') =>
  renderEditorForm(NewsForm, defaultValues, mode);

/** The editor loads lazily; its errors show once it is there. */
const editorLoaded = () => screen.findAllByRole('textbox', { name: /^Description/ }, { timeout: 20_000 });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const publish = () => screen.getByRole('button', { name: 'Publish' });

// The rich-text editor mounts in every test; a busy machine needs longer than the usual 5 s.
vi.setConfig({ testTimeout: 30_000 });

describe('the News post form (spec §5)', () => {
  it("says 'Required' for Type, Visible From, Visible To and the title in either language, and sends nothing", async () => {
    const { onSubmit, user } = renderForm();
    await editorLoaded();
    await user.click(publish());
    expect(await screen.findAllByText('Required')).toHaveLength(5);
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('French title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a post written in French only; what is typed in French is marked as French', async () => {
    const { onSubmit, user } = renderForm({ ...filled, title: '' });
    expect(field('French title')).toHaveAttribute('lang', 'fr-CA');
    expect(field('Title')).toHaveAttribute('lang', 'en-CA');
    await user.type(field('French title'), 'Assemblée');
    await user.click(publish());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: '', titleFr: 'Assemblée' });
  });

  it('asks for the French title of a French brief description', async () => {
    const { onSubmit, user } = renderForm(filled);
    await user.type(field('French brief description'), 'Tous à l’atrium');
    await user.click(publish());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(field('French title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Must be 100 characters or less' for a 101-character title", async () => {
    const { onSubmit, user } = renderForm(filled);
    await user.clear(field('Title'));
    await user.click(field('Title'));
    await user.paste('x'.repeat(101));
    await user.click(publish());
    expect(await screen.findByText('Must be 100 characters or less')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'Uploaded image is too large' past 131,000 characters", async () => {
    const { onSubmit, user } = renderForm({ ...filled, description: `<p>${'x'.repeat(131_000)}</p>` });
    await editorLoaded();
    await user.click(publish());
    expect(await screen.findByText('Uploaded image is too large')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a Visible From before today and a Visible To before Visible From', async () => {
    const { onSubmit, user } = renderForm({ ...filled, visibleFrom: inDays(-1), visibleTo: inDays(-2) });
    await user.click(publish());
    expect(await screen.findByText('Visible From cannot be before today')).toBeInTheDocument();
    expect(screen.getByText('Visible To cannot be before today')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid post', async () => {
    const { onSubmit, user } = renderForm(filled);
    await user.click(publish());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      type: 'Event',
      title: 'Town hall',
      visibleFrom: inDays(0),
      backgroundImage: 'background1',
    });
  });

  it('editing keeps a saved Visible From that has passed', async () => {
    const { onSubmit, user } = renderForm({ ...filled, visibleFrom: inDays(-3) }, 'edit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

describe('the News post form in French', () => {
  it('shows its labels, hint and button in French', async () => {
    await activateLanguage('fr-CA');
    renderForm(filled);
    await editorLoaded();
    expect(screen.getByRole('form', { name: 'Nouvelle publication' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Town hall');
    expect(screen.getByRole('textbox', { name: 'Titre en français' })).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Français' })).toBeInTheDocument();
    expect(field('Visible à partir du')).toBeInTheDocument();
    expect(field('Visible jusqu’au')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Brève description' })).toBeInTheDocument();
    expect(screen.getByText('L’image derrière la publication au tableau de bord.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    expect(screen.getAllByText('0 caractères sur 131 000, images comprises')).toHaveLength(2);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { activateLanguage } from '../../../../lib/i18n';
import { renderWithProviders } from '../../../../test/render';
import { CommentEditor } from './comment-editor';

describe('the comment box', () => {
  it('posts once on a double click and clears the text when saved', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<CommentEditor label="Add a comment" submitLabel="Comment" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Hello');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Comment' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByLabelText('Add a comment')).toHaveValue('');
  });

  it('tells the page while it holds unsaved text, and keeps the keyboard in the box once posted', async () => {
    const onDirtyChange = vi.fn();
    renderWithProviders(
      <CommentEditor
        label="Add a comment"
        submitLabel="Comment"
        onSubmit={() => Promise.resolve()}
        onDirtyChange={onDirtyChange}
      />,
    );
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Hello');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByLabelText('Add a comment')).toHaveValue('');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByLabelText('Add a comment')).toHaveFocus();
  });

  it('leaves the keyboard where the person went while the comment was saving, and what they type there', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(
      <>
        <CommentEditor label="Add a comment" submitLabel="Comment" onSubmit={onSubmit} />
        <textarea aria-label="Notes" />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Yes, this afternoon.');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const notes = screen.getByLabelText('Notes');
    await userEvent.type(notes, 'Two scanners');
    finish();
    expect(await screen.findByLabelText('Add a comment')).toHaveValue('');
    await userEvent.keyboard(', as quoted.');
    expect(notes).toHaveFocus();
    expect(notes).toHaveValue('Two scanners, as quoted.');
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  });

  it('keeps the text and says why when saving fails', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 409,
          title: 'Conflict',
          detail: 'A comment can only be edited for 10 minutes after it is written.',
        }),
      ),
    );
    renderWithProviders(
      <CommentEditor label="Edit comment" submitLabel="Save" initial="Old" onSubmit={onSubmit} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A comment can only be edited for 10 minutes');
    expect(screen.getByLabelText('Edit comment')).toHaveValue('Old');
  });
});

describe('the comment box in French', () => {
  it('gives its hint, its Cancel and a refusal in French', async () => {
    await activateLanguage('fr-CA');
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 409,
          title: 'Conflict',
          detail: 'A comment can only be edited for 10 minutes after it is written.',
        }),
      ),
    );
    renderWithProviders(
      <CommentEditor
        label="Modifier le commentaire"
        submitLabel="Enregistrer"
        initial="Old"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    expect(
      screen.getByText('Mentionnez une personne liée à la demande avec @ suivi de son nom complet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un commentaire ne peut être modifié que dans les 10 minutes suivant sa rédaction.',
    );
  });
});

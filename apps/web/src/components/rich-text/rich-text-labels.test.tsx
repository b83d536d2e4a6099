import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import RichTextEditorField from './rich-text-editor';

describe('the rich-text editor’s toolbar', () => {
  it.each([
    ['en-CA', ['Bold', 'Italic', 'Bullet list', 'Link', 'Upload image']],
    ['fr-CA', ['Gras', 'Italique', 'Liste à puces', 'Lien', 'Téléverser une image']],
  ] as const)('names its buttons in %s', async (language, names) => {
    await activateLanguage(language);
    renderWithProviders(<RichTextEditorField label="Description" value="<p>Hello</p>" onChange={() => {}} />);
    for (const name of names) expect(await screen.findByRole('button', { name })).toBeInTheDocument();
  });
});

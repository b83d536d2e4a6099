import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUIRED } from '@portico/domain/shared/messages';
import { ServerErrorAlert } from '../components/server-error-alert';
import { TextField } from '../components/form-fields/text-field';
import { useSchemaForm } from '../components/form-fields/use-schema-form';
import { ApiError } from '../lib/api-client';
import { activateLanguage } from '../lib/i18n';
import { renderWithProviders } from '../test/render';

const schema = z.object({ name: z.string().min(1, REQUIRED) });
const LABELS = { name: 'Name' };

function NameForm() {
  const { handleSubmit, field } = useSchemaForm<{ name: string }>({
    schema,
    defaultValues: { name: '' },
    labels: LABELS,
    serverError: null,
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <TextField {...field('name')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('the domain’s and the server’s messages on the screens, in French', () => {
  it('shows a form’s validation message in French', async () => {
    await activateLanguage('fr-CA');
    renderWithProviders(<NameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
  });

  it('shows a server problem in French, and a text it does not know as written', async () => {
    await activateLanguage('fr-CA');
    const error = new ApiError({
      status: 403,
      title: 'Forbidden',
      detail: 'Only Admins can manage sites.',
      errors: { name: ['Required', 'A text no one knows'] },
    });
    renderWithProviders(
      <ServerErrorAlert error={error} fallbackTitle="Not saved" fieldLabels={{ name: 'Nom' }} />,
    );
    expect(screen.getByText('Accès refusé')).toBeInTheDocument();
    expect(screen.getByText('Seuls les administrateurs peuvent gérer les sites.')).toBeInTheDocument();
    expect(screen.getByText('Nom: Obligatoire A text no one knows')).toBeInTheDocument();
  });

  it('keeps English as the server wrote it', () => {
    const error = new ApiError({ status: 403, title: 'Forbidden', detail: 'Only Admins can manage sites.' });
    renderWithProviders(<ServerErrorAlert error={error} fallbackTitle="Not saved" />);
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
    expect(screen.getByText('Only Admins can manage sites.')).toBeInTheDocument();
  });
});

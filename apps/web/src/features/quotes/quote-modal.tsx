import { useMemo } from 'react';
import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import {
  quoteInputSchema,
  type QuoteAdminRow,
  type QuoteInput,
  type QuoteValues,
} from '@portico/domain/quotes/quote-admin';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { TextareaField } from '../../components/form-fields/textarea-field';
import { TextField } from '../../components/form-fields/text-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { useSaveQuote } from './api/save-quote';
import { closeUnlessSaving } from '../../lib/close-unless-saving';

function QuoteForm({
  defaultValues,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: {
  defaultValues: QuoteInput;
  onSubmit: (values: QuoteValues) => void;
  onCancel: () => void;
  saving: boolean;
  serverError: Error | null;
}) {
  const { t } = useLingui();
  // Named anew when the language changes (`t` is new then).
  const labels: Record<keyof QuoteInput, string> = useMemo(
    () => ({ quote: t({ context: 'motivational quote', message: 'Quote' }), author: t`Author` }),
    [t],
  );
  const { handleSubmit, field } = useSchemaForm<QuoteInput, QuoteValues>({
    schema: quoteInputSchema,
    defaultValues,
    labels,
    serverError,
  });
  return (
    <FormFrame
      label={labels.quote}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The quote could not be saved`}
      fieldLabels={labels}
    >
      <TextareaField {...field('quote')} required data-autofocus />
      <TextField {...field('author')} required />
      <FormActions onCancel={onCancel} saving={saving} submitLabel={t`Save`} />
    </FormFrame>
  );
}

/** The New Quote / Edit Quote modal; it closes once the server has saved. */
export function QuoteModal({
  quote,
  onClose,
  onSaved,
}: {
  /** The quote being edited; null for a new one. */
  quote: QuoteAdminRow | null;
  onClose: () => void;
  onSaved: (quote: QuoteAdminRow, isNew: boolean) => void;
}) {
  const { t } = useLingui();
  const save = useSaveQuote();
  const close = closeUnlessSaving(save, onClose);
  return (
    <Modal opened onClose={close} title={quote ? t`Edit Quote` : t`New Quote`} centered>
      <QuoteForm
        defaultValues={quote ? { quote: quote.quote, author: quote.author } : { quote: '', author: '' }}
        saving={save.isPending}
        serverError={save.error}
        onCancel={close}
        onSubmit={(values) =>
          save.mutate({ id: quote?.id, values }, { onSuccess: (saved) => onSaved(saved, !quote) })
        }
      />
    </Modal>
  );
}

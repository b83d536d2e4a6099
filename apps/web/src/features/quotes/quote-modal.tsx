import { Modal } from '@mantine/core';
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

const FIELD_LABELS: Record<keyof QuoteInput, string> = { quote: 'Quote', author: 'Author' };

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
  const { handleSubmit, field } = useSchemaForm<QuoteInput, QuoteValues>({
    schema: quoteInputSchema,
    defaultValues,
    labels: FIELD_LABELS,
    serverError,
  });
  return (
    <FormFrame
      label="Quote"
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle="The quote could not be saved"
      fieldLabels={FIELD_LABELS}
    >
      <TextareaField {...field('quote')} required data-autofocus />
      <TextField {...field('author')} required />
      <FormActions onCancel={onCancel} saving={saving} />
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
  const save = useSaveQuote();
  const close = closeUnlessSaving(save, onClose);
  return (
    <Modal opened onClose={close} title={quote ? 'Edit Quote' : 'New Quote'} centered>
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

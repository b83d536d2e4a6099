import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import {
  CONTACT_IMAGE_EXTENSIONS,
  contactMessageSchema,
  type ContactMessageInput,
} from '@portico/domain/contact/contact-message';
import { RichTextField } from '../../components/form-fields/rich-text-field';
import { FormFrame } from '../../components/form-fields/form-frame';
import { TextField } from '../../components/form-fields/text-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { useAskBeforeUnload } from '../../components/unsaved-changes/use-ask-before-unload';

interface ContactFormProps {
  onSubmit: (values: ContactMessageInput) => void;
  sending: boolean;
  /** The last send's failure, in the form's red alert (spec §8); the button is usable again. */
  serverError: Error | null;
}

/**
 * The Contact Portal Team form (spec §2, §5): Subject and a rich-text Message, checked with the
 * schema the server uses. The submitter is not a field: the server knows who is signed in.
 */
export function ContactForm({ onSubmit, sending, serverError }: ContactFormProps) {
  const { t } = useLingui();
  const labels: Record<keyof ContactMessageInput, string> = { subject: t`Subject`, message: t`Message` };
  const { handleSubmit, field, formState } = useSchemaForm<ContactMessageInput>({
    schema: contactMessageSchema,
    defaultValues: { subject: '', message: '' },
    labels,
    serverError,
  });
  // A message being written survives the hourly idle reload: the reload asks first.
  useAskBeforeUnload(formState.isDirty);

  return (
    <FormFrame
      label={t`Contact Portal Team`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`Your message could not be sent`}
      fieldLabels={labels}
    >
      <TextField {...field('subject')} required />
      <RichTextField {...field('message')} required pictureExtensions={CONTACT_IMAGE_EXTENSIONS} />
      <Group justify="flex-end">
        <Button type="submit" disabled={sending}>
          {sending ? <Trans>Submiting...</Trans> : <Trans>Submit</Trans>}
        </Button>
      </Group>
    </FormFrame>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CONTACT_IMAGE_EXTENSIONS,
  contactMessageSchema,
  type ContactMessageInput,
} from '@portico/domain/contact/contact-message';
import { RichTextField } from '../../components/form-fields/rich-text-field';
import { TextField } from '../../components/form-fields/text-field';
import { labelledField } from '../../components/form-fields/use-form-field';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { useServerErrors } from '../../lib/use-server-errors';

const FIELD_LABELS: Record<keyof ContactMessageInput, string> = { subject: 'Subject', message: 'Message' };

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
  const { control, handleSubmit, setError } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    mode: 'onTouched',
    defaultValues: { subject: '', message: '' },
  });
  const field = labelledField(control, FIELD_LABELS);
  useServerErrors(serverError, setError, FIELD_LABELS);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact Portal Team">
      <Stack gap="md">
        <ServerErrorAlert
          error={serverError}
          fallbackTitle="Your message could not be sent"
          fieldLabels={FIELD_LABELS}
        />
        <TextField {...field('subject')} required />
        <RichTextField {...field('message')} required pictureExtensions={CONTACT_IMAGE_EXTENSIONS} />
        <Group justify="flex-end">
          <Button type="submit" disabled={sending}>
            {sending ? 'Submiting...' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  ABOUT_ME_MAX,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@portico/domain/profile/profile-schema';
import { DateField } from '../../components/form-fields/date-field';
import { TextField } from '../../components/form-fields/text-field';
import { TextareaField } from '../../components/form-fields/textarea-field';
import { labelledField } from '../../components/form-fields/use-form-field';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { useServerErrors } from '../../lib/use-server-errors';

const FIELD_LABELS: Record<keyof ProfileUpdate, string> = {
  title: 'Title',
  department: 'Department',
  birthdate: 'Birthdate',
  aboutMe: 'About Me',
};

interface ProfileEditFormProps {
  defaultValues: ProfileUpdate;
  onSubmit: (values: ProfileUpdate) => void;
  onCancel: () => void;
  saving: boolean;
  /** The last save's failure, shown in the form's red alert (spec §8). */
  serverError: Error | null;
}

/**
 * The profile Edit form (spec §5 Profile). It validates with the schema the server uses, so
 * the messages are the same on both sides; fields turn red once touched.
 */
export function ProfileEditForm({
  defaultValues,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: ProfileEditFormProps) {
  const { control, handleSubmit, setError } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const aboutMe = useWatch({ control, name: 'aboutMe' }) ?? '';
  const field = labelledField(control, FIELD_LABELS);

  // The server's field errors also mark their fields, not only the alert.
  useServerErrors(serverError, setError, FIELD_LABELS);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit profile">
      <Stack gap="md">
        <ServerErrorAlert
          error={serverError}
          fallbackTitle="Your profile could not be saved"
          fieldLabels={FIELD_LABELS}
        />
        <TextField {...field('title')} required autoComplete="organization-title" />
        <TextField {...field('department')} required />
        <DateField {...field('birthdate')} required maxDate={new Date()} defaultLevel="decade" />
        <TextareaField
          {...field('aboutMe')}
          required
          minRows={4}
          maxRows={10}
          description={`${aboutMe.length}/${ABOUT_ME_MAX} characters`}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

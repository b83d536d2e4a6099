import { useEffect } from 'react';
import { Alert, Button, Group, List, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ABOUT_ME_MAX,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@portico/domain/profile/profile-schema';
import { ApiError } from '../../lib/api-client';

const FIELD_LABELS: Record<keyof ProfileUpdate, string> = {
  title: 'Title',
  department: 'Department',
  birthdate: 'Birthdate',
  aboutMe: 'About Me',
};
const isFormField = (field: string): field is keyof ProfileUpdate => Object.hasOwn(FIELD_LABELS, field);

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
  const { register, control, handleSubmit, setError, formState } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { errors } = formState;
  const aboutMe = useWatch({ control, name: 'aboutMe' }) ?? '';

  // The server's field errors also mark their fields, not only the alert.
  useEffect(() => {
    if (!(serverError instanceof ApiError) || !serverError.errors) return;
    for (const [field, messages] of Object.entries(serverError.errors)) {
      if (isFormField(field) && messages[0]) setError(field, { type: 'server', message: messages[0] });
    }
  }, [serverError, setError]);

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit profile">
      <Stack gap="md">
        {serverError && <SaveErrorAlert error={serverError} />}
        <TextInput
          label="Title"
          required
          autoComplete="organization-title"
          {...register('title')}
          error={errors.title?.message}
        />
        <TextInput
          label="Department"
          required
          {...register('department')}
          error={errors.department?.message}
        />
        <Controller
          name="birthdate"
          control={control}
          render={({ field, fieldState }) => (
            <DateInput
              label="Birthdate"
              required
              placeholder="Pick a date"
              valueFormat="MMMM D, YYYY"
              maxDate={new Date()}
              defaultLevel="decade"
              clearable
              clearButtonProps={{ 'aria-label': 'Clear birthdate' }}
              ref={field.ref}
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="About Me"
          required
          autosize
          minRows={4}
          maxRows={10}
          description={`${aboutMe.length}/${ABOUT_ME_MAX} characters`}
          {...register('aboutMe')}
          error={errors.aboutMe?.message}
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

function SaveErrorAlert({ error }: { error: Error }) {
  const problem = error instanceof ApiError ? error : null;
  const fieldErrors = Object.entries(problem?.errors ?? {});
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={problem?.title ?? 'Your profile could not be saved'}
    >
      {(problem ? problem.detail : error.message) && (
        <Text size="sm">{problem ? problem.detail : error.message}</Text>
      )}
      {fieldErrors.length > 0 && (
        <List size="sm" mt={4}>
          {fieldErrors.map(([field, messages]) => (
            <List.Item key={field}>
              {isFormField(field) ? FIELD_LABELS[field] : field}: {messages.join(' ')}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

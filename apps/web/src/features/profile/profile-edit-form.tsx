import { useWatch } from 'react-hook-form';
import {
  ABOUT_ME_MAX,
  profileUpdateSchema,
  type ProfileUpdate,
} from '@portico/domain/profile/profile-schema';
import { DateField } from '../../components/form-fields/date-field';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { TextField } from '../../components/form-fields/text-field';
import { TextareaField } from '../../components/form-fields/textarea-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';

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
  const { control, handleSubmit, field } = useSchemaForm<ProfileUpdate>({
    schema: profileUpdateSchema,
    defaultValues,
    labels: FIELD_LABELS,
    serverError,
  });
  const aboutMe = useWatch({ control, name: 'aboutMe' }) ?? '';

  return (
    <FormFrame
      label="Edit profile"
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle="Your profile could not be saved"
      fieldLabels={FIELD_LABELS}
    >
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
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}

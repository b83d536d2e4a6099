import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
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
  const { t } = useLingui();
  const labels: Record<keyof ProfileUpdate, string> = useMemo(
    () => ({ title: t`Title`, department: t`Department`, birthdate: t`Birthdate`, aboutMe: t`About Me` }),
    [t],
  );
  const { control, handleSubmit, field } = useSchemaForm<ProfileUpdate>({
    schema: profileUpdateSchema,
    defaultValues,
    labels,
    serverError,
  });
  const aboutMe = useWatch({ control, name: 'aboutMe' }) ?? '';
  const length = aboutMe.length;
  const max = ABOUT_ME_MAX;

  return (
    <FormFrame
      label={t`Edit profile`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`Your profile could not be saved`}
      fieldLabels={labels}
    >
      <TextField {...field('title')} required autoComplete="organization-title" />
      <TextField {...field('department')} required />
      <DateField {...field('birthdate')} required maxDate={new Date()} defaultLevel="decade" />
      <TextareaField
        {...field('aboutMe')}
        required
        minRows={4}
        maxRows={10}
        description={t`${length}/${max} characters`}
      />
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import {
  jobOpeningInputSchema,
  type JobOpeningInput,
  type JobOpeningValues,
} from '@portico/domain/careers/job-opening-input';
import { DateField } from '../../../components/form-fields/date-field';
import { FormActions, FormFrame } from '../../../components/form-fields/form-frame';
import { BilingualTitleFields } from '../../../components/form-fields/language-fieldset';
import { TextField } from '../../../components/form-fields/text-field';
import { useFieldLabels } from '../../../components/form-fields/use-field-labels';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';

type FieldName = keyof JobOpeningInput;

const FIELD_LABELS: Record<FieldName, MessageDescriptor> = {
  jobTitle: msg`Job Title`,
  jobTitleFr: msg`French job title`,
  jobDetailsUrl: msg`Job Details URL`,
  applyUrl: msg`Apply URL`,
  datePosted: msg`Date Posted`,
  city: msg`City`,
  state: msg`State / Province`,
  country: msg`Country`,
};

/** A new opening: posted today (the person's own calendar day), everything else to fill in. */
export const emptyJobOpening = (today: string): JobOpeningInput => ({
  jobTitle: '',
  jobTitleFr: '',
  jobDetailsUrl: '',
  applyUrl: '',
  datePosted: today,
  city: '',
  state: '',
  country: '',
});

interface JobOpeningFormProps {
  defaultValues: JobOpeningInput;
  onSubmit: (values: JobOpeningValues) => void;
  onCancel: () => void;
  saving: boolean;
  serverError: Error | null;
}

/**
 * A job opening (spec §3 Career), checked by the schema the server uses: a title in English,
 * in French or in both (decision 065), the hiring site's details and apply addresses (http or
 * https), the posted date and the place.
 */
export function JobOpeningForm({
  defaultValues,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: JobOpeningFormProps) {
  const { t } = useLingui();
  const labels = useFieldLabels(FIELD_LABELS);
  const { handleSubmit, field } = useSchemaForm<JobOpeningInput, JobOpeningValues>({
    schema: jobOpeningInputSchema,
    defaultValues,
    labels,
    serverError,
  });

  return (
    <FormFrame
      label={t`Job opening`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The job opening could not be saved`}
      fieldLabels={labels}
    >
      <BilingualTitleFields
        hint={
          <Trans>
            Title the opening in English, in French or in both. Each reader sees their own language, or the
            other marked as the only one.
          </Trans>
        }
        english={field('jobTitle')}
        french={field('jobTitleFr')}
      />
      <TextField
        {...field('jobDetailsUrl')}
        inputMode="url"
        placeholder="https://careers.example.com/jobs/12345"
        description={t`The posting on the hiring site; the title links to it.`}
      />
      <TextField
        {...field('applyUrl')}
        inputMode="url"
        placeholder="https://careers.example.com/jobs/12345/apply"
        description={t`Where the Apply link goes.`}
      />
      <DateField {...field('datePosted')} required description={t`Shown as New for 7 days from this day.`} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField {...field('city')} />
        <TextField {...field('state')} />
        <TextField {...field('country')} />
      </SimpleGrid>
      <FormActions onCancel={onCancel} saving={saving} submitLabel={t`Save`} />
    </FormFrame>
  );
}

import { SimpleGrid } from '@mantine/core';
import {
  jobOpeningInputSchema,
  type JobOpeningInput,
  type JobOpeningValues,
} from '@portico/domain/careers/job-opening-input';
import { DateField } from '../../../components/form-fields/date-field';
import { FormActions, FormFrame } from '../../../components/form-fields/form-frame';
import { TextField } from '../../../components/form-fields/text-field';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';

const FIELD_LABELS: Record<keyof JobOpeningInput, string> = {
  jobTitle: 'Job Title',
  jobDetailsUrl: 'Job Details URL',
  applyUrl: 'Apply URL',
  datePosted: 'Date Posted',
  city: 'City',
  state: 'State / Province',
  country: 'Country',
};

/** A new opening: posted today (the person's own calendar day), everything else to fill in. */
export const emptyJobOpening = (today: string): JobOpeningInput => ({
  jobTitle: '',
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
 * A job opening (spec §3 Career), checked by the schema the server uses: a title, the hiring
 * site's details and apply addresses (http or https), the posted date and the place.
 */
export function JobOpeningForm({
  defaultValues,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: JobOpeningFormProps) {
  const { handleSubmit, field } = useSchemaForm<JobOpeningInput, JobOpeningValues>({
    schema: jobOpeningInputSchema,
    defaultValues,
    labels: FIELD_LABELS,
    serverError,
  });

  return (
    <FormFrame
      label="Job opening"
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle="The job opening could not be saved"
      fieldLabels={FIELD_LABELS}
    >
      <TextField {...field('jobTitle')} required data-autofocus />
      <TextField
        {...field('jobDetailsUrl')}
        inputMode="url"
        placeholder="https://careers.example.com/jobs/12345"
        description="The posting on the hiring site; the title links to it."
      />
      <TextField
        {...field('applyUrl')}
        inputMode="url"
        placeholder="https://careers.example.com/jobs/12345/apply"
        description="Where the Apply link goes."
      />
      <DateField {...field('datePosted')} required description="Shown as New for 7 days from this day." />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField {...field('city')} />
        <TextField {...field('state')} />
        <TextField {...field('country')} />
      </SimpleGrid>
      <FormActions onCancel={onCancel} saving={saving} />
    </FormFrame>
  );
}

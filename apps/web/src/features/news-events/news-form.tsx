import { useMemo } from 'react';
import { Grid, Group, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  BACKGROUND_IMAGES,
  backgroundImageUrl,
  NEWS_DESCRIPTION_LIMIT,
  NEWS_TYPES,
} from '@portico/domain/news-events/news-constants';
import { newsPostInputSchema, type NewsPostInput } from '@portico/domain/news-events/news-schema';
import { DateField } from '../../components/form-fields/date-field';
import { RichTextField } from '../../components/form-fields/rich-text-field';
import { SelectField } from '../../components/form-fields/select-field';
import { TextField } from '../../components/form-fields/text-field';
import { TextareaField } from '../../components/form-fields/textarea-field';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes/use-unsaved-changes-guard';
import { usePersonToday } from '../../lib/use-person-today';

/** What the form holds: text everywhere (a cleared choice is null until the schema says 'Required'). */
export interface NewsFormState {
  type: string | null;
  visibleFrom: string;
  visibleTo: string;
  title: string;
  briefDescription: string;
  description: string;
  backgroundImage: string | null;
}

export const FIELD_LABELS: Record<keyof NewsFormState, string> = {
  type: 'Type',
  visibleFrom: 'Visible From',
  visibleTo: 'Visible To',
  title: 'Title',
  briefDescription: 'Brief Description',
  description: 'Description',
  backgroundImage: 'Background Image',
};

export const EMPTY_NEWS_FORM: NewsFormState = {
  type: null,
  visibleFrom: '',
  visibleTo: '',
  title: '',
  briefDescription: '',
  description: '',
  backgroundImage: 'background1',
};

const BACKGROUND_OPTIONS = BACKGROUND_IMAGES.map((name) => ({
  value: name,
  label: `Background ${name.replace('background', '')}`,
}));

interface NewsFormProps {
  mode: 'new' | 'edit';
  defaultValues: NewsFormState;
  saving: boolean;
  serverError: Error | null;
  onSubmit: (input: NewsPostInput, allowLeaving: () => void) => void;
  onCancel: () => void;
}

const toDate = (day: string) => new Date(`${day}T00:00:00`);

/**
 * The News post form (spec §5): the domain's schema, so the form and the API say the same
 * things. Date pickers start at today; editing, a saved date that has passed may stay.
 */
export function NewsForm({ mode, defaultValues, saving, serverError, onSubmit, onCancel }: NewsFormProps) {
  const saved =
    mode === 'edit'
      ? { visibleFrom: defaultValues.visibleFrom, visibleTo: defaultValues.visibleTo }
      : undefined;
  const today = usePersonToday();
  const schema = useMemo(
    () => newsPostInputSchema({ earliestDay: () => today, saved: () => saved }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the saved dates are fixed per post
    [saved?.visibleFrom, saved?.visibleTo, today],
  );
  const form = useSchemaForm<NewsFormState, NewsPostInput>({
    schema,
    defaultValues,
    labels: FIELD_LABELS,
    serverError,
  });
  const { control, handleSubmit, field } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [background, description, visibleFrom] = useWatch({
    control,
    name: ['backgroundImage', 'description', 'visibleFrom'],
  });

  const earliest = (savedDay: string | undefined) => toDate(savedDay && savedDay < today ? savedDay : today);

  return (
    <FormFrame
      label={mode === 'new' ? 'New news post' : 'Edit news post'}
      onSubmit={handleSubmit((input) => onSubmit(input, guard.allowLeaving))}
      serverError={serverError}
      fallbackTitle="The post could not be saved"
      fieldLabels={FIELD_LABELS}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SelectField {...field('type')} required data={[...NEWS_TYPES]} allowDeselect={false} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DateField {...field('visibleFrom')} required minDate={earliest(saved?.visibleFrom)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DateField
            {...field('visibleTo')}
            required
            minDate={visibleFrom && visibleFrom > today ? toDate(visibleFrom) : earliest(saved?.visibleTo)}
          />
        </Grid.Col>
      </Grid>
      <TextField {...field('title')} required />
      <TextareaField {...field('briefDescription')} minRows={2} autosize maxRows={4} />
      <RichTextField
        {...field('description')}
        description={`${(description ?? '').length.toLocaleString()} of ${NEWS_DESCRIPTION_LIMIT.toLocaleString()} characters, pictures included`}
      />
      <Group align="flex-end" gap="md">
        <SelectField
          {...field('backgroundImage')}
          required
          data={BACKGROUND_OPTIONS}
          allowDeselect={false}
          w={220}
        />
        {background && (
          <img
            src={backgroundImageUrl(background)}
            alt=""
            width={220}
            height={80}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        )}
        <Text size="xs" c="dimmed" pb={4}>
          The picture behind the post on the dashboard.
        </Text>
      </Group>
      <FormActions onCancel={onCancel} saving={saving} submitLabel={mode === 'new' ? 'Publish' : 'Save'} />
      <UnsavedChangesPrompt guard={guard} />
    </FormFrame>
  );
}

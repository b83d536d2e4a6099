import { useMemo } from 'react';
import { Grid, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import {
  BACKGROUND_IMAGES,
  backgroundImageUrl,
  NEWS_DESCRIPTION_LIMIT,
} from '@portico/domain/news-events/news-constants';
import { newsPostInputSchema, type NewsPostInput } from '@portico/domain/news-events/news-schema';
import { DateField } from '../../components/form-fields/date-field';
import { RichTextField } from '../../components/form-fields/rich-text-field';
import { SelectField } from '../../components/form-fields/select-field';
import { TextField } from '../../components/form-fields/text-field';
import { TextareaField } from '../../components/form-fields/textarea-field';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { useNewsTypeOptions } from '../../components/news-type-badge';
import { LanguageFieldset } from '../../components/form-fields/language-fieldset';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { UnsavedChangesPrompt } from '../../components/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes/use-unsaved-changes-guard';
import { formatCount } from '../../lib/format';
import { usePersonToday } from '../../lib/use-person-today';

/** What the form holds: text everywhere (a cleared choice is null until the schema says 'Required'). */
export interface NewsFormState {
  type: string | null;
  visibleFrom: string;
  visibleTo: string;
  title: string;
  briefDescription: string;
  description: string;
  titleFr: string;
  briefDescriptionFr: string;
  descriptionFr: string;
  backgroundImage: string | null;
}

export const EMPTY_NEWS_FORM: NewsFormState = {
  type: null,
  visibleFrom: '',
  visibleTo: '',
  title: '',
  briefDescription: '',
  description: '',
  titleFr: '',
  briefDescriptionFr: '',
  descriptionFr: '',
  backgroundImage: 'background1',
};

interface NewsFormProps {
  mode: 'new' | 'edit';
  defaultValues: NewsFormState;
  saving: boolean;
  serverError: Error | null;
  onSubmit: (input: NewsPostInput, allowLeaving: () => void) => void;
  onCancel: () => void;
}

/** The start of a day in the browser's time, as the date pickers hold it. */
const LOCAL_MIDNIGHT = 'T00:00:00';
const toDate = (day: string) => new Date(`${day}${LOCAL_MIDNIGHT}`);

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
  const { t } = useLingui();
  // Built again in the reader's language when it changes (t is new with each language).
  const labels = useMemo<Record<keyof NewsFormState, string>>(
    () => ({
      type: t`Type`,
      visibleFrom: t`Visible From`,
      visibleTo: t`Visible To`,
      title: t`Title`,
      briefDescription: t`Brief Description`,
      description: t`Description`,
      titleFr: t`French title`,
      briefDescriptionFr: t`French brief description`,
      descriptionFr: t`French description`,
      backgroundImage: t`Background Image`,
    }),
    [t],
  );
  const typeOptions = useNewsTypeOptions();
  const backgroundOptions = BACKGROUND_IMAGES.map((name) => {
    const number = name.replace('background', '');
    return { value: name, label: t`Background ${number}` };
  });
  const schema = useMemo(
    () => newsPostInputSchema({ earliestDay: () => today, saved: () => saved }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the saved dates are fixed per post
    [saved?.visibleFrom, saved?.visibleTo, today],
  );
  const form = useSchemaForm<NewsFormState, NewsPostInput>({
    schema,
    defaultValues,
    labels,
    serverError,
  });
  const { control, handleSubmit, field } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [background, description, descriptionFr, visibleFrom] = useWatch({
    control,
    name: ['backgroundImage', 'description', 'descriptionFr', 'visibleFrom'],
  });

  const earliest = (savedDay: string | undefined) => toDate(savedDay && savedDay < today ? savedDay : today);
  const limit = formatCount(NEWS_DESCRIPTION_LIMIT);
  const lengthOf = (html: string | undefined) => {
    const length = formatCount((html ?? '').length);
    return t`${length} of ${limit} characters, pictures included`;
  };

  return (
    <FormFrame
      label={mode === 'new' ? t`New news post` : t`Edit news post`}
      onSubmit={handleSubmit((input) => onSubmit(input, guard.allowLeaving))}
      serverError={serverError}
      fallbackTitle={t`The post could not be saved`}
      fieldLabels={labels}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SelectField {...field('type')} required data={typeOptions} allowDeselect={false} />
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
      <Text size="sm">
        <Trans>
          Write the post in English, in French or in both. Each reader sees their own language, or the other
          marked as the only one.
        </Trans>
      </Text>
      <LanguageFieldset language="en-CA">
        <TextField {...field('title')} lang="en-CA" />
        <TextareaField {...field('briefDescription')} lang="en-CA" minRows={2} autosize maxRows={4} />
        <RichTextField {...field('description')} lang="en-CA" description={lengthOf(description)} />
      </LanguageFieldset>
      <LanguageFieldset language="fr-CA">
        <TextField {...field('titleFr')} lang="fr-CA" />
        <TextareaField {...field('briefDescriptionFr')} lang="fr-CA" minRows={2} autosize maxRows={4} />
        <RichTextField {...field('descriptionFr')} lang="fr-CA" description={lengthOf(descriptionFr)} />
      </LanguageFieldset>
      <Group align="flex-end" gap="md">
        <SelectField
          {...field('backgroundImage')}
          required
          data={backgroundOptions}
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
          <Trans>The picture behind the post on the dashboard.</Trans>
        </Text>
      </Group>
      <FormActions onCancel={onCancel} saving={saving} submitLabel={mode === 'new' ? t`Publish` : t`Save`} />
      <UnsavedChangesPrompt guard={guard} />
    </FormFrame>
  );
}

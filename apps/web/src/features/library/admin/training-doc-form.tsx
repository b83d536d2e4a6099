import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import {
  DOC_TYPES,
  isSubCategoryOf,
  REGIONS,
  subCategoryOptions,
  TRAINING_CATEGORIES,
  TRAINING_CATEGORY_NAMES,
  TRAINING_DOC_KIND,
  TRAINING_TYPES,
} from '@portico/domain/library/library-constants';
import {
  trainingDocInputSchema,
  type TrainingDocInput,
  type TrainingDocValues,
} from '@portico/domain/library/library-schema';
import { FormActions, FormFrame } from '../../../components/form-fields/form-frame';
import { LanguageFieldset } from '../../../components/form-fields/language-fieldset';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { TextField } from '../../../components/form-fields/text-field';
import { useFieldLabels } from '../../../components/form-fields/use-field-labels';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { libraryOptions } from '../library-labels';

type FieldName = keyof Required<TrainingDocInput>;

const FIELD_LABELS: Record<FieldName, MessageDescriptor> = {
  name: msg`Name`,
  type: msg`Type`,
  trainingType: msg`Training Type`,
  category: msg`Category`,
  subCategory: msg`Subcategory`,
  region: msg`Region`,
  group: msg`Group`,
  description: msg`Description`,
  nameFr: msg`French name`,
  descriptionFr: msg`French description`,
  videoUrl: msg`Video URL`,
};

export const EMPTY_TRAINING_DOC: TrainingDocInput = {
  name: '',
  type: TRAINING_DOC_KIND,
  trainingType: null,
  category: undefined,
  subCategory: '',
  region: undefined as unknown as TrainingDocInput['region'],
  group: '',
  description: '',
  nameFr: '',
  descriptionFr: '',
  videoUrl: '',
};

interface TrainingDocFormProps {
  defaultValues: TrainingDocInput;
  onSubmit: (values: TrainingDocValues) => void;
  onCancel: () => void;
  saving: boolean;
  serverError: Error | null;
}

/**
 * A training or Covid-19 document (spec §3 Training doc), checked by the schema the server
 * uses; the subcategories offered are the chosen category's, and only a training has a
 * training type.
 */
export function TrainingDocForm({
  defaultValues,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: TrainingDocFormProps) {
  const { t } = useLingui();
  const labels = useFieldLabels(FIELD_LABELS);
  const { control, handleSubmit, field, getValues, setValue } = useSchemaForm<
    TrainingDocInput,
    TrainingDocValues
  >({
    schema: trainingDocInputSchema,
    defaultValues,
    labels,
    serverError,
  });
  const type = useWatch({ control, name: 'type' });
  const category = useWatch({ control, name: 'category' });
  useEffect(() => {
    const subCategory = getValues('subCategory');
    if (subCategory && !isSubCategoryOf(TRAINING_CATEGORIES, category, subCategory)) {
      setValue('subCategory', '');
    }
  }, [category, getValues, setValue]);

  return (
    <FormFrame
      label={t`Training`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The training could not be saved`}
      fieldLabels={labels}
    >
      <LanguageFieldset language="en-CA">
        <TextField {...field('name')} lang="en-CA" data-autofocus />
        <TextareaField {...field('description')} lang="en-CA" />
      </LanguageFieldset>
      <LanguageFieldset language="fr-CA">
        <TextField {...field('nameFr')} lang="fr-CA" />
        <TextareaField {...field('descriptionFr')} lang="fr-CA" />
      </LanguageFieldset>
      <SelectField {...field('type')} data={libraryOptions(DOC_TYPES)} required allowDeselect={false} />
      {type === TRAINING_DOC_KIND && (
        <SelectField {...field('trainingType')} data={libraryOptions(TRAINING_TYPES)} clearable />
      )}
      {/* Only a training is filed under the Training Library's categories. */}
      {type === TRAINING_DOC_KIND && (
        <>
          <SelectField {...field('category')} data={libraryOptions(TRAINING_CATEGORY_NAMES)} required />
          <SelectField
            {...field('subCategory')}
            data={libraryOptions(subCategoryOptions(TRAINING_CATEGORIES, category))}
            required
            disabled={!category}
            description={category ? undefined : t`Choose a category first.`}
          />
        </>
      )}
      <SelectField {...field('region')} data={libraryOptions(REGIONS)} required />
      <TextField {...field('group')} />
      <TextField {...field('videoUrl')} inputMode="url" placeholder="https://www.youtube.com/watch?v=…" />
      <FormActions onCancel={onCancel} saving={saving} submitLabel={t`Save`} />
    </FormFrame>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import {
  FORM_CATEGORIES,
  FORM_CATEGORY_NAMES,
  isSubCategoryOf,
  REGIONS,
  subCategoryOptions,
} from '@portico/domain/library/library-constants';
import {
  corporateFormInputSchema,
  type CorporateFormInput,
  type CorporateFormValues,
} from '@portico/domain/library/library-schema';
import { FormActions, FormFrame } from '../../../components/form-fields/form-frame';
import { BilingualTitleFields } from '../../../components/form-fields/language-fieldset';
import { SelectField } from '../../../components/form-fields/select-field';
import { useFieldLabels } from '../../../components/form-fields/use-field-labels';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { libraryOptions } from '../library-labels';

type FieldName = keyof CorporateFormInput;

const FIELD_LABELS: Record<FieldName, MessageDescriptor> = {
  name: msg`Name`,
  nameFr: msg`French name`,
  region: msg`Region`,
  category: msg`Category`,
  subCategory: msg`Subcategory`,
};

export const EMPTY_CORPORATE_FORM = {
  name: '',
  nameFr: '',
  subCategory: '',
} as CorporateFormInput;

interface CorporateFormFormProps {
  defaultValues: CorporateFormInput;
  onSubmit: (values: CorporateFormValues) => void;
  onCancel: () => void;
  saving: boolean;
  serverError: Error | null;
}

/** A corporate form (spec §3 Form), checked by the schema the server uses. */
export function CorporateFormForm({
  defaultValues,
  onSubmit,
  onCancel,
  saving,
  serverError,
}: CorporateFormFormProps) {
  const { t } = useLingui();
  const labels = useFieldLabels(FIELD_LABELS);
  const { control, handleSubmit, field, getValues, setValue } = useSchemaForm<
    CorporateFormInput,
    CorporateFormValues
  >({ schema: corporateFormInputSchema, defaultValues, labels, serverError });
  const category = useWatch({ control, name: 'category' });
  useEffect(() => {
    const subCategory = getValues('subCategory');
    if (subCategory && !isSubCategoryOf(FORM_CATEGORIES, category, subCategory)) setValue('subCategory', '');
  }, [category, getValues, setValue]);

  return (
    <FormFrame
      label={t`Corporate form`}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      fallbackTitle={t`The form could not be saved`}
      fieldLabels={labels}
    >
      {/* A form's one text, its name, in English, in French or both (decision 065). */}
      <BilingualTitleFields english={field('name')} french={field('nameFr')} />
      <SelectField {...field('category')} data={libraryOptions(FORM_CATEGORY_NAMES)} required />
      <SelectField
        {...field('subCategory')}
        data={libraryOptions(subCategoryOptions(FORM_CATEGORIES, category))}
        required
        disabled={!category}
      />
      <SelectField {...field('region')} data={libraryOptions(REGIONS)} required />
      <FormActions onCancel={onCancel} saving={saving} submitLabel={t`Save`} />
    </FormFrame>
  );
}

import { useMemo } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  categoryInputSchema,
  type CategoryFormValues,
  type CategoryInput,
} from '@portico/domain/request-catalogue/category-admin';
import { REQUEST_TYPES, REQUEST_TYPE_SLUGS } from '@portico/domain/requests/request-constants';
import { FormActions, FormFrame } from '../../../components/form-fields/form-frame';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';
import { ACTIVE_LABEL, ActiveField } from './catalogue-status-filter';
import { formatRequestType } from '../../../lib/request-labels';

/** The fields' names in the reader's language. */
function useFieldLabels(): Record<keyof CategoryFormValues, string> {
  const { t, i18n } = useLingui();
  return useMemo(
    () => ({ name: t`Name`, requestType: t`Request Type`, active: i18n._(ACTIVE_LABEL) }),
    [t, i18n],
  );
}

export const EMPTY_CATEGORY: CategoryFormValues = {
  name: '',
  requestType: REQUEST_TYPE_SLUGS.support,
  active: true,
};

interface CategoryFormProps {
  defaultValues: CategoryFormValues;
  /** How many requests use the category: then its type stays (the server refuses a change too). */
  requestCount: number;
  saving: boolean;
  serverError: Error | null;
  onCancel: () => void;
  /** Saves; once saved, call `allowLeaving` before going on, so leaving does not ask. */
  onSubmit: (values: CategoryInput, allowLeaving: () => void) => void;
}

/** A request category: its name, its request type, and whether the request form offers it. */
export function CategoryForm({
  defaultValues,
  requestCount,
  saving,
  serverError,
  onCancel,
  onSubmit,
}: CategoryFormProps) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const form = useSchemaForm<CategoryFormValues, CategoryInput>({
    schema: categoryInputSchema,
    defaultValues,
    labels,
    serverError,
  });
  const { handleSubmit, field } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const inUse = requestCount > 0;

  return (
    <FormFrame
      label={t`Request category`}
      onSubmit={handleSubmit((values) => onSubmit(values, guard.allowLeaving))}
      serverError={serverError}
      fallbackTitle={t`The category could not be saved`}
      fieldLabels={labels}
    >
      <TextField {...field('name')} required data-autofocus />
      <NativeSelectField
        {...field('requestType')}
        required
        disabled={inUse}
        data={REQUEST_TYPES.map((type) => ({ value: type, label: formatRequestType(type) }))}
        description={
          inUse
            ? t({
                message: plural(requestCount, {
                  one: '# request uses this category, so its request type stays.',
                  other: '# requests use this category, so its request type stays.',
                }),
              })
            : t`The request form offers the category for this type of request.`
        }
      />
      <ActiveField {...field('active')} />
      <FormActions onCancel={onCancel} saving={saving} submitLabel={t`Save`} />
      <UnsavedChangesPrompt guard={guard} />
    </FormFrame>
  );
}

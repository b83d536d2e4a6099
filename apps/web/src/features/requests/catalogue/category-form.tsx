import {
  categoryInputSchema,
  type CategoryFormValues,
  type CategoryInput,
} from '@portico/domain/request-catalogue/category-admin';
import { REQUEST_TYPES } from '@portico/domain/requests/request-constants';
import { FormActions, FormFrame } from '../../../components/form-fields/form-frame';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes/use-unsaved-changes-guard';
import { ACTIVE_LABEL, ActiveField } from './catalogue-status-filter';
import { formatRequestType } from '../../../lib/request-labels';

const FIELD_LABELS: Record<keyof CategoryFormValues, string> = {
  name: 'Name',
  requestType: 'Request Type',
  active: ACTIVE_LABEL,
};

export const EMPTY_CATEGORY: CategoryFormValues = { name: '', requestType: 'Support Request', active: true };

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
  const form = useSchemaForm<CategoryFormValues, CategoryInput>({
    schema: categoryInputSchema,
    defaultValues,
    labels: FIELD_LABELS,
    serverError,
  });
  const { handleSubmit, field } = form;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const inUse = requestCount > 0;

  return (
    <FormFrame
      label="Request category"
      onSubmit={handleSubmit((values) => onSubmit(values, guard.allowLeaving))}
      serverError={serverError}
      fallbackTitle="The category could not be saved"
      fieldLabels={FIELD_LABELS}
    >
      <TextField {...field('name')} required data-autofocus />
      <NativeSelectField
        {...field('requestType')}
        required
        disabled={inUse}
        data={REQUEST_TYPES.map((type) => ({ value: type, label: formatRequestType(type) }))}
        description={
          inUse
            ? `${requestCount === 1 ? '1 request uses' : `${requestCount} requests use`} this category, so its request type stays.`
            : 'The request form offers the category for this type of request.'
        }
      />
      <ActiveField {...field('active')} />
      <FormActions onCancel={onCancel} saving={saving} />
      <UnsavedChangesPrompt guard={guard} />
    </FormFrame>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { RequestType } from '@portico/domain/requests/request-constants';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { labelledField } from '../../../components/form-fields/use-form-field';
import { useRequestCategories } from '../api/get-request-categories';
import { fieldLabels, type RequestFormControl } from './request-form-values';
import { withNoneOption } from '../none-option';

interface CategorySelectProps {
  control: RequestFormControl;
  type: RequestType;
  /** The saved request's category, offered even once it is deactivated (no longer listed). */
  saved: { id: string; name: string } | null;
}

/** The Category choice: the active categories of the chosen request type. */
export function CategorySelect({ control, type, saved }: CategorySelectProps) {
  const { i18n, t } = useLingui();
  const field = labelledField(control, fieldLabels(i18n));
  const categories = useRequestCategories(type);
  const listed = categories.data ?? [];
  const options = saved && !listed.some((category) => category.id === saved.id) ? [...listed, saved] : listed;
  return (
    <NativeSelectField
      {...field('category')}
      required
      data={withNoneOption(options.map((category) => ({ value: category.id, label: category.name })))}
      description={categories.isError ? t`The categories could not be loaded. Try again later.` : undefined}
    />
  );
}

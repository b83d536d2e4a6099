import type { RequestType } from '@portico/domain/requests/request-constants';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { labelledField } from '../../../components/form-fields/use-form-field';
import { useRequestCategories } from '../api/get-request-categories';
import { FIELD_LABELS, withNoneOption, type RequestFormControl } from './request-form-values';

/** The Category choice: the categories of the chosen request type. */
export function CategorySelect({ control, type }: { control: RequestFormControl; type: RequestType }) {
  const field = labelledField(control, FIELD_LABELS);
  const categories = useRequestCategories(type);
  return (
    <NativeSelectField
      {...field('category')}
      required
      data={withNoneOption(
        (categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
      )}
      description={categories.isError ? 'The categories could not be loaded. Try again later.' : undefined}
    />
  );
}

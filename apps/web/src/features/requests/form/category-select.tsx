import type { RequestType } from '@portico/domain/requests/request-constants';
import { NativeSelectField } from '../../../components/form-fields/native-select-field';
import { useRequestCategories } from '../api/get-request-categories';
import { requestField, withNoneOption, type RequestFormControl } from './request-form-values';

/** The Category choice: the categories of the chosen request type. */
export function CategorySelect({ control, type }: { control: RequestFormControl; type: RequestType }) {
  const categories = useRequestCategories(type);
  return (
    <NativeSelectField
      {...requestField(control, 'category')}
      required
      data={withNoneOption(
        (categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
      )}
      description={categories.isError ? 'The categories could not be loaded. Try again later.' : undefined}
    />
  );
}

import type { RequestType } from '@portico/domain/requests/request-constants';
import { useRequestCategories } from '../api/get-request-categories';
import { FormSelect } from './form-fields';

/** The Category choice: the categories of the chosen request type. */
export function CategorySelect({ type }: { type: RequestType }) {
  const categories = useRequestCategories(type);
  return (
    <FormSelect
      name="category"
      required
      options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
      description={categories.isError ? 'The categories could not be loaded. Try again later.' : undefined}
    />
  );
}

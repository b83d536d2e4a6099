import { SimpleGrid } from '@mantine/core';
import { FormTextInput } from './form-fields';

/** Brand, Model and Quantity, asked on Purchase and Quote requests. */
export function ProductFields() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <FormTextInput name="productBrand" />
      <FormTextInput name="productModal" />
      <FormTextInput name="productQuantity" inputMode="decimal" />
    </SimpleGrid>
  );
}

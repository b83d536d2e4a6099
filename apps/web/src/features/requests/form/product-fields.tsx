import { SimpleGrid } from '@mantine/core';
import { TextField } from '../../../components/form-fields/text-field';
import { requestField, type RequestFormControl } from './request-form-values';

/** Brand, Model and Quantity, asked on Purchase and Quote requests. */
export function ProductFields({ control }: { control: RequestFormControl }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextField {...requestField(control, 'productBrand')} />
      <TextField {...requestField(control, 'productModal')} />
      <TextField {...requestField(control, 'productQuantity')} inputMode="decimal" />
    </SimpleGrid>
  );
}

import { SimpleGrid } from '@mantine/core';
import { TextField } from '../../../components/form-fields/text-field';
import { labelledField } from '../../../components/form-fields/use-form-field';
import { FIELD_LABELS, type RequestFormControl } from './request-form-values';

/** Brand, Model and Quantity, asked on Purchase and Quote requests. */
export function ProductFields({ control }: { control: RequestFormControl }) {
  const field = labelledField(control, FIELD_LABELS);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextField {...field('productBrand')} />
      <TextField {...field('productModal')} />
      <TextField {...field('productQuantity')} inputMode="decimal" />
    </SimpleGrid>
  );
}

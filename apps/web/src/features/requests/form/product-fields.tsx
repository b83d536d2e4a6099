import { SimpleGrid } from '@mantine/core';
import { TextField } from '../../../components/form-fields/text-field';
import { labelledField } from '../../../components/form-fields/use-form-field';
import { FIELD_LABELS, frozenProps, type RequestFormControl } from './request-form-values';

/** Brand, Model and Quantity, asked on Purchase and Quote requests; read-only once approved. */
export function ProductFields({
  control,
  frozen = [],
}: {
  control: RequestFormControl;
  frozen?: readonly string[];
}) {
  const labelled = labelledField(control, FIELD_LABELS);
  const field = (name: 'productBrand' | 'productModal' | 'productQuantity') => ({
    ...labelled(name),
    ...frozenProps(frozen, name),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextField {...field('productBrand')} />
      <TextField {...field('productModal')} />
      <TextField {...field('productQuantity')} inputMode="decimal" />
    </SimpleGrid>
  );
}

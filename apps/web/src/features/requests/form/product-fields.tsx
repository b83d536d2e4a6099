import { useLingui } from '@lingui/react';
import { SimpleGrid } from '@mantine/core';
import { TextField } from '../../../components/form-fields/text-field';
import { labelledField } from '../../../components/form-fields/use-form-field';
import { fieldLabels, frozenProps, type RequestFormControl } from './request-form-values';

/** Brand, Model and Quantity, asked on Purchase and Quote requests; read-only once approved. */
export function ProductFields({
  control,
  frozen = [],
}: {
  control: RequestFormControl;
  frozen?: readonly string[];
}) {
  const { i18n } = useLingui();
  const labelled = labelledField(control, fieldLabels(i18n));
  const field = (name: 'productBrand' | 'productModal' | 'productQuantity') => ({
    ...labelled(name),
    ...frozenProps(i18n, frozen, name),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextField {...field('productBrand')} />
      <TextField {...field('productModal')} />
      <TextField {...field('productQuantity')} inputMode="decimal" />
    </SimpleGrid>
  );
}

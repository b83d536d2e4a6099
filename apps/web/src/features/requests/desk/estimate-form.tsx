import { useId, useMemo } from 'react';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { estimatedCost } from '@portico/domain/requests/approvals';
import { estimateSchema, type EstimateInput } from '@portico/domain/requests/it-desk';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { NumberField } from '../../../components/form-fields/number-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { FormFrame } from '../../../components/form-fields/form-frame';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { formatCad } from '../../../lib/format';

type EstimateValues = z.input<typeof estimateSchema>;

/** The fields' names in the reader's language. */
function useEstimateLabels(): Record<keyof EstimateInput, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      hours: t`Estimated Hours`,
      rate: t`Rate (CAD/hour)`,
      note: t`Estimate Note`,
      send: t`Send for Approval`,
    }),
    [t],
  );
}

/** The separators of a typed amount in the reader's language: '1,234.5' or '1 234,5'. */
function amountSeparators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  return {
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** A typed amount as a number; NumberInput hands over strings such as '12.' while typing. */
function numberOrNothing(value: unknown): number | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
}

interface EstimateFormProps {
  estimate: Pick<RequestDetail['estimate'], 'hours' | 'rate' | 'note'>;
  /** `send` says which button was used: Save Estimate (false) or Send for Approval (true). */
  onSubmit: (estimate: EstimateInput) => void;
  /** Which of the two buttons is saving, if any. */
  saving: 'save' | 'send' | null;
  serverError: Error | null;
}

/**
 * The estimate of a pre-approved project brief: hours × rate = cost, shown as CAD while typing.
 * 'Save Estimate' keeps it with the IT desk; 'Send for Approval' sends it to the approver.
 */
export function EstimateForm({ estimate, onSubmit, saving, serverError }: EstimateFormProps) {
  const { t } = useLingui();
  const labels = useEstimateLabels();
  const { control, handleSubmit, field } = useSchemaForm<EstimateValues, EstimateInput>({
    schema: estimateSchema,
    defaultValues: {
      hours: estimate.hours ?? undefined,
      rate: estimate.rate ?? undefined,
      note: estimate.note ?? '',
      send: false,
    },
    labels,
    serverError,
  });
  const costLabelId = useId();
  const [hours, rate] = useWatch({ control, name: ['hours', 'rate'] });
  const knownHours = numberOrNothing(hours);
  const knownRate = numberOrNothing(rate);
  const cost =
    knownHours !== undefined && knownRate !== undefined
      ? formatCad(estimatedCost(knownHours, knownRate))
      : null;

  const submitWith = (send: boolean) => handleSubmit((values) => onSubmit({ ...values, send }));

  return (
    <FormFrame
      label={t`Estimate`}
      onSubmit={submitWith(false)}
      serverError={serverError}
      fallbackTitle={t`The estimate could not be saved`}
      fieldLabels={labels}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <AmountField {...field('hours')} step={0.5} />
        <AmountField {...field('rate')} />
      </SimpleGrid>
      <Paper withBorder p="sm" bg="gray.0">
        <Text size="sm" c="dimmed" id={costLabelId}>
          <Trans>Estimated Cost</Trans>
        </Text>
        <Text size="xl" fw={700} aria-labelledby={costLabelId} role="status" aria-live="polite">
          {cost ?? '—'}
        </Text>
      </Paper>
      <TextareaField {...field('note')} minRows={2} maxRows={6} />
      <Group justify="flex-end" gap="sm">
        <Button type="submit" variant="default" loading={saving === 'save'} disabled={saving === 'send'}>
          <Trans>Save Estimate</Trans>
        </Button>
        <Button onClick={submitWith(true)} loading={saving === 'send'} disabled={saving === 'save'}>
          <Trans>Send for Approval</Trans>
        </Button>
      </Group>
    </FormFrame>
  );
}

/** Hours or rate: positive amounts with cents; an emptied field says 'Required', not 0. */
function AmountField(props: Parameters<typeof NumberField<EstimateValues, EstimateInput>>[0]) {
  const { i18n } = useLingui();
  return <NumberField required min={0} decimalScale={2} {...amountSeparators(i18n.locale)} {...props} />;
}

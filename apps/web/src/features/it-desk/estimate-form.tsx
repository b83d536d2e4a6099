import { useEffect, useId } from 'react';
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { estimatedCost } from '@portico/domain/requests/approvals';
import { estimateSchema, type EstimateInput } from '@portico/domain/requests/it-desk';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { ApiError } from '../../lib/api-client';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { formatCad } from '../../lib/format';

type EstimateValues = z.input<typeof estimateSchema>;

export const ESTIMATE_LABELS: Record<keyof EstimateInput, string> = {
  hours: 'Estimated Hours',
  rate: 'Rate (CAD/hour)',
  note: 'Estimate Note',
  send: 'Send for Approval',
};
const isFormField = (field: string): field is keyof EstimateInput => Object.hasOwn(ESTIMATE_LABELS, field);

/** A typed amount as a number; NumberInput hands over strings such as '12.' while typing. */
function numberOrNothing(value: unknown): number | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : undefined;
}

const inputValue = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : '');

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
  const { control, register, handleSubmit, setError, formState } = useForm<
    EstimateValues,
    unknown,
    EstimateInput
  >({
    resolver: zodResolver(estimateSchema),
    mode: 'onTouched',
    defaultValues: {
      hours: estimate.hours ?? undefined,
      rate: estimate.rate ?? undefined,
      note: estimate.note ?? '',
      send: false,
    },
  });
  const { errors } = formState;
  const costLabelId = useId();
  const [hours, rate] = useWatch({ control, name: ['hours', 'rate'] });
  const knownHours = numberOrNothing(hours);
  const knownRate = numberOrNothing(rate);
  const cost =
    knownHours !== undefined && knownRate !== undefined
      ? formatCad(estimatedCost(knownHours, knownRate))
      : null;

  useEffect(() => {
    if (!(serverError instanceof ApiError) || !serverError.errors) return;
    for (const [field, messages] of Object.entries(serverError.errors)) {
      if (isFormField(field) && messages[0]) setError(field, { type: 'server', message: messages[0] });
    }
  }, [serverError, setError]);

  const submitWith = (send: boolean) => handleSubmit((values) => onSubmit({ ...values, send }));

  return (
    <form onSubmit={submitWith(false)} noValidate aria-label="Estimate">
      <Stack gap="md">
        {serverError && (
          <ServerErrorAlert
            error={serverError}
            fallbackTitle="The estimate could not be saved"
            fieldLabels={ESTIMATE_LABELS}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <EstimateNumberField control={control} name="hours" label="Estimated Hours" step={0.5} />
          <EstimateNumberField control={control} name="rate" label="Rate (CAD/hour)" />
        </SimpleGrid>
        <Paper withBorder p="sm" bg="gray.0">
          <Text size="sm" c="dimmed" id={costLabelId}>
            Estimated Cost
          </Text>
          <Text size="xl" fw={700} aria-labelledby={costLabelId} role="status" aria-live="polite">
            {cost ?? '—'}
          </Text>
        </Paper>
        <Textarea
          label="Estimate Note"
          autosize
          minRows={2}
          maxRows={6}
          {...register('note')}
          error={errors.note?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button type="submit" variant="default" loading={saving === 'save'} disabled={saving === 'send'}>
            Save Estimate
          </Button>
          <Button onClick={submitWith(true)} loading={saving === 'send'} disabled={saving === 'save'}>
            Send for Approval
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Hours or rate: an emptied field is "no value" (Required), not 0. */
function EstimateNumberField({
  control,
  name,
  label,
  step,
}: {
  control: Control<EstimateValues>;
  name: 'hours' | 'rate';
  label: string;
  step?: number;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          required
          min={0}
          decimalScale={2}
          step={step}
          thousandSeparator=","
          ref={field.ref}
          name={field.name}
          value={inputValue(field.value)}
          onChange={(value) => field.onChange(value === '' ? undefined : value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

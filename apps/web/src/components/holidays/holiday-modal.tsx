import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  holidayInputSchema,
  type Holiday,
  type HolidayInput,
} from '@portico/domain/approvals/reminder-settings';
import { DateField } from '../form-fields/date-field';
import { FormActions, FormFrame } from '../form-fields/form-frame';
import { TextField } from '../form-fields/text-field';
import { useSchemaForm } from '../form-fields/use-schema-form';
import { closeUnlessSaving } from '../../lib/close-unless-saving';

/**
 * The New Holiday modal of a holiday calendar (the portal's own, for people with no site, or a
 * site's): `add` is that calendar's call. It closes once the server has saved.
 */
export function HolidayModal({
  add,
  onClose,
  onSaved,
}: {
  add: UseMutationResult<Holiday, Error, HolidayInput>;
  onClose: () => void;
  onSaved: (holiday: Holiday) => void;
}) {
  const { t } = useLingui();
  const labels: Record<keyof HolidayInput, string> = { day: t`Day`, name: t`Name` };
  const { handleSubmit, field } = useSchemaForm<HolidayInput, Holiday>({
    schema: holidayInputSchema,
    defaultValues: { day: '', name: '' },
    labels,
    serverError: add.error,
  });
  const close = closeUnlessSaving(add, onClose);
  return (
    <Modal opened onClose={close} title={t`New Holiday`} centered>
      <FormFrame
        label={t`Holiday`}
        onSubmit={handleSubmit((values) => add.mutate(values, { onSuccess: onSaved }))}
        serverError={add.error}
        fallbackTitle={t`The holiday could not be added`}
        fieldLabels={labels}
      >
        <DateField {...field('day')} required data-autofocus />
        <TextField {...field('name')} required />
        <FormActions onCancel={close} saving={add.isPending} />
      </FormFrame>
    </Modal>
  );
}

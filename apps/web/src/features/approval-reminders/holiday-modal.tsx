import { Modal } from '@mantine/core';
import {
  holidayInputSchema,
  type Holiday,
  type HolidayInput,
} from '@portico/domain/approvals/reminder-settings';
import { DateField } from '../../components/form-fields/date-field';
import { FormActions, FormFrame } from '../../components/form-fields/form-frame';
import { TextField } from '../../components/form-fields/text-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { useAddHoliday } from './api/approval-reminders-api';
import { closeUnlessSaving } from '../../lib/close-unless-saving';

const FIELD_LABELS: Record<keyof HolidayInput, string> = { day: 'Day', name: 'Name' };

/** The New Holiday modal; it closes once the server has saved. */
export function HolidayModal({
  onClose,
  onSaved,
}: {
  onClose: () => void;
  onSaved: (holiday: Holiday) => void;
}) {
  const add = useAddHoliday();
  const { handleSubmit, field } = useSchemaForm<HolidayInput, Holiday>({
    schema: holidayInputSchema,
    defaultValues: { day: '', name: '' },
    labels: FIELD_LABELS,
    serverError: add.error,
  });
  const close = closeUnlessSaving(add, onClose);
  return (
    <Modal opened onClose={close} title="New Holiday" centered>
      <FormFrame
        label="Holiday"
        onSubmit={handleSubmit((values) => add.mutate(values, { onSuccess: onSaved }))}
        serverError={add.error}
        fallbackTitle="The holiday could not be added"
        fieldLabels={FIELD_LABELS}
      >
        <DateField {...field('day')} required data-autofocus />
        <TextField {...field('name')} required />
        <FormActions onCancel={close} saving={add.isPending} />
      </FormFrame>
    </Modal>
  );
}

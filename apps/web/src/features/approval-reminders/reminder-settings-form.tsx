import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { reminderSettingsSchema } from '@portico/domain/approvals/reminder-settings';
import type { ReminderSettings } from '@portico/domain/approvals/reminders';
import { FormFrame } from '../../components/form-fields/form-frame';
import { NumberField } from '../../components/form-fields/number-field';
import { useSchemaForm } from '../../components/form-fields/use-schema-form';
import { useSaveReminderSettings, useSendDueReminders } from './api/approval-reminders-api';

/** The two settings: from which working day a waiting step reminds, and when it escalates. */
export function ReminderSettingsForm({
  settings,
  onSaved,
  onSent,
}: {
  settings: ReminderSettings;
  onSaved: (settings: ReminderSettings) => void;
  onSent: (sent: { reminded: number; escalated: number }) => void;
}) {
  const { t } = useLingui();
  const FIELD_LABELS: Record<keyof ReminderSettings, string> = useMemo(
    () => ({
      remindAfterWorkingDays: t`Remind after (working days)`,
      escalateAfterWorkingDays: t`Escalate after (working days)`,
    }),
    [t],
  );
  const save = useSaveReminderSettings();
  const send = useSendDueReminders();
  const { handleSubmit, field } = useSchemaForm<ReminderSettings>({
    schema: reminderSettingsSchema,
    defaultValues: settings,
    labels: FIELD_LABELS,
    serverError: save.error,
  });
  return (
    <Card component="section" aria-labelledby="reminder-settings-heading" padding="lg">
      <Title order={2} fz="h4" id="reminder-settings-heading" mb="xs">
        <Trans>Reminders and escalation</Trans>
      </Title>
      <Text size="sm" mb="md">
        <Trans>
          A step that has waited this many working days reminds its approvers once a day; later it is
          escalated to the secondary approver, or to the approver’s manager where there is none.
        </Trans>
      </Text>
      <FormFrame
        label={t`Reminders and escalation`}
        onSubmit={handleSubmit((values) => save.mutate(values, { onSuccess: onSaved }))}
        serverError={save.error}
        fallbackTitle={t`The settings could not be saved`}
        fieldLabels={FIELD_LABELS}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField {...field('remindAfterWorkingDays')} required allowDecimal={false} />
          <NumberField {...field('escalateAfterWorkingDays')} required allowDecimal={false} />
        </SimpleGrid>
        <Group justify="flex-end">
          {/* The daily job runs by itself; this applies new settings today (once a day per step still). */}
          <Button
            variant="default"
            loading={send.isPending}
            onClick={() => send.mutate(undefined, { onSuccess: onSent })}
          >
            <Trans>Send Due Reminders Now</Trans>
          </Button>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </FormFrame>
    </Card>
  );
}

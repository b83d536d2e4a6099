import '../../lib/mantine-styles-later';
import { Anchor, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/admin-list-page';
import { HolidayTable, useHolidayCalendar } from '../../components/holidays/holiday-calendar';
import { useFlashAlert } from '../../components/use-flash-alert';
import { useAddHoliday, useApprovalReminders, useDeleteHoliday } from './api/approval-reminders-api';
import { ReminderSettingsForm } from './reminder-settings-form';

/**
 * `/admin/approval-reminders` (Admins, decision 045): after how many working days a waiting
 * approval step reminds its approvers and is escalated, and the holidays of the people with no
 * site (each site keeps its own on the Sites screen).
 */
export function ApprovalRemindersAdminPage() {
  const { t } = useLingui();
  const TITLE = t`Approval Reminders`;
  /** The domain's PORTAL_HOLIDAYS_TITLE in the reader's language. */
  const holidaysTitle = t`Holidays of people with no site`;
  const reminders = useApprovalReminders();
  const flash = useFlashAlert(TITLE);
  const add = useAddHoliday();
  const remove = useDeleteHoliday();
  const calendar = useHolidayCalendar({ add, remove, say: flash.say });

  return (
    <AdminListPage
      title={TITLE}
      newAction={{ label: t`New Holiday`, onClick: calendar.openNew }}
      feedback={flash.alert}
      deleting={calendar.deleting}
      modals={calendar.modal}
    >
      {reminders.data && (
        <ReminderSettingsForm
          settings={reminders.data.settings}
          onSaved={() => flash.say(t`The reminder settings were saved.`)}
          onSent={({ reminded, escalated }) =>
            flash.say(t`Reminders sent: ${reminded}. Escalations sent: ${escalated}.`)
          }
        />
      )}
      <div>
        <Title order={2} fz="h4" mt="lg" mb={4}>
          {holidaysTitle}
        </Title>
        <Text size="sm">
          <Trans>These holidays are for the people who have no site. Each site keeps its own holidays:</Trans>{' '}
          <Anchor component={Link} to="/admin/sites">
            <Trans>Sites</Trans>
          </Anchor>
          .
        </Text>
      </div>
      <HolidayTable
        label={holidaysTitle}
        result={{ ...reminders, data: reminders.data?.holidays }}
        askDelete={calendar.askDelete}
        errorMessage={t`The holidays could not be loaded. Only Admins can manage approval reminders.`}
      />
    </AdminListPage>
  );
}

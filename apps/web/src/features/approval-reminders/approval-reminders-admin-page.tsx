import '../../lib/mantine-styles-later';
import { Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  PORTAL_HOLIDAYS_NOTE,
  PORTAL_HOLIDAYS_TITLE,
  SITES_LINK_LABEL,
} from '@portico/domain/sites/site-texts';
import { AdminListPage } from '../../components/admin-list-page';
import { HolidayTable, useHolidayCalendar } from '../../components/holidays/holiday-calendar';
import { useFlashAlert } from '../../components/use-flash-alert';
import { useAddHoliday, useApprovalReminders, useDeleteHoliday } from './api/approval-reminders-api';
import { ReminderSettingsForm } from './reminder-settings-form';

const TITLE = 'Approval Reminders';

/**
 * `/admin/approval-reminders` (Admins, decision 045): after how many working days a waiting
 * approval step reminds its approvers and is escalated, and the holidays of the people with no
 * site (each site keeps its own on the Sites screen).
 */
export function ApprovalRemindersAdminPage() {
  const reminders = useApprovalReminders();
  const flash = useFlashAlert(TITLE);
  const add = useAddHoliday();
  const remove = useDeleteHoliday();
  const calendar = useHolidayCalendar({ add, remove, say: flash.say });

  return (
    <AdminListPage
      title={TITLE}
      newAction={{ label: 'New Holiday', onClick: calendar.openNew }}
      feedback={flash.alert}
      deleting={calendar.deleting}
      modals={calendar.modal}
    >
      {reminders.data && (
        <ReminderSettingsForm
          settings={reminders.data.settings}
          onSaved={() => flash.say('The reminder settings were saved.')}
          onSent={({ reminded, escalated }) =>
            flash.say(`Reminders sent: ${reminded}. Escalations sent: ${escalated}.`)
          }
        />
      )}
      <div>
        <Title order={2} fz="h4" mt="lg" mb={4}>
          {PORTAL_HOLIDAYS_TITLE}
        </Title>
        <Text size="sm">
          {PORTAL_HOLIDAYS_NOTE}{' '}
          <Anchor component={Link} to="/admin/sites">
            {SITES_LINK_LABEL}
          </Anchor>
          .
        </Text>
      </div>
      <HolidayTable
        label={PORTAL_HOLIDAYS_TITLE}
        result={{ ...reminders, data: reminders.data?.holidays }}
        askDelete={calendar.askDelete}
        errorMessage="The holidays could not be loaded. Only Admins can manage approval reminders."
      />
    </AdminListPage>
  );
}

import '../../lib/mantine-styles-later';
import { Anchor, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { AdminListPage } from '../../components/admin-list-page';
import { HolidayTable, useHolidayCalendar } from '../../components/holidays/holiday-calendar';
import { useFlashAlert } from '../../components/use-flash-alert';
import { isApiError } from '../../lib/api-client';
import { useAddSiteHoliday } from './api/add-site-holiday';
import { useDeleteSiteHoliday } from './api/delete-site-holiday';
import { useSiteHolidays } from './api/get-site-holidays';

/**
 * `/admin/sites/:id/holidays` (Admins): the days a site's people do not work besides its week's
 * days off; reminders and escalations skip them for that site's approvers.
 */
export function SiteHolidaysPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const holidays = useSiteHolidays(id);
  const siteName = holidays.data?.site.name;
  const title = siteName ? t`Holidays of ${siteName}` : t`Site Holidays`;
  const flash = useFlashAlert(title);
  const add = useAddSiteHoliday(id);
  const remove = useDeleteSiteHoliday(id);
  const calendar = useHolidayCalendar({ add, remove, say: flash.say });
  const missing = isApiError(holidays.error, 404) || isApiError(holidays.error, 400);

  return (
    <AdminListPage
      title={title}
      newAction={{ label: t`New Holiday`, onClick: calendar.openNew, disabled: !holidays.data }}
      feedback={flash.alert}
      deleting={calendar.deleting}
      modals={calendar.modal}
    >
      <Text size="sm">
        {missing ? (
          <Trans>This site was not found. It may have been deleted.</Trans>
        ) : (
          <Trans>Its people do not work on these days.</Trans>
        )}{' '}
        <Anchor component={Link} to="/admin/sites">
          <Trans>Back to Sites</Trans>
        </Anchor>
      </Text>
      {!missing && (
        <HolidayTable
          label={title}
          result={{ ...holidays, data: holidays.data?.items }}
          askDelete={calendar.askDelete}
          errorMessage={t`The holidays could not be loaded. Only Admins can manage sites.`}
        />
      )}
    </AdminListPage>
  );
}

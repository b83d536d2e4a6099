import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { IconAlertCircle, IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Forecast } from '@portico/domain/forecasts/forecast-dto';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { FactList } from '../../components/fact-list';
import { PageTitle } from '../../components/page-title';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { isApiError } from '../../lib/api-client';
import { formatDate, formatDateTime } from '../../lib/format';
import { flashState } from '../../lib/use-flash';
import { useDeleteForecast } from './api/delete-forecast';
import { useForecast } from './api/get-forecast';
import { useLockForecast } from './api/lock-forecast';
import { translateMessage } from '../../messages/translate-message';
import { ForecastStatusBadge } from './forecast-status-badge';
import { divisionLabel, forecastTypeLabel, hwSwLabel, shippingLabel, yesNoLabel } from './forecast-labels';
import type { Translate } from '../../lib/vocabulary';

/** The server's own words for a missing forecast (shown through `translateMessage`). */
export const FORECAST_NOT_FOUND_MESSAGE = 'The forecast was not found.';

function lockNote(_: Translate, forecast: Forecast) {
  if (forecast.state === 'started') return _(msg`Locked: the planned start date has passed.`);
  if (forecast.state !== 'locked') return null;
  const lockedAt = formatDateTime(forecast.lockedAt) ?? '';
  const lockedBy = forecast.lockedByName;
  return lockedBy === null
    ? _(msg`Locked by HR on ${lockedAt}.`)
    : _(msg`Locked by ${lockedBy} on ${lockedAt}.`);
}

/** `/employeeForecasts/:id`: the forecast, Edit and Delete (disabled when locked), Lock for HR and Admin. */
export function ForecastDetailPage() {
  const { id = '' } = useParams();
  const forecast = useForecast(id);
  const remove = useDeleteForecast();
  const lock = useLockForecast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();

  if (forecast.isPending) return <Loader aria-label={t`Loading the forecast`} />;
  if (forecast.isError) {
    const missing = isApiError(forecast.error, 404);
    return (
      <>
        <PageTitle title={t`Employee Forecast Details`} />
        <Alert color={missing ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          {missing
            ? translateMessage(i18n, FORECAST_NOT_FOUND_MESSAGE)
            : t`The forecast could not be loaded.`}
        </Alert>
      </>
    );
  }
  const item = forecast.data;
  const note = lockNote(_, item);
  const yesNo = (value: boolean | null) => yesNoLabel(_, value);
  return (
    <>
      <PageTitle
        title={t`Employee Forecast Details`}
        actions={
          <Group gap="sm">
            {(item.canLock || item.canUnlock) && (
              <Button
                variant="default"
                loading={lock.isPending}
                onClick={() => {
                  if (!lock.isPending) lock.mutate({ id: item.id, lock: item.canLock });
                }}
                leftSection={
                  item.canLock ? (
                    <IconLock size={18} aria-hidden="true" />
                  ) : (
                    <IconLockOpen size={18} aria-hidden="true" />
                  )
                }
              >
                {item.canLock ? <Trans>Lock</Trans> : <Trans>Unlock</Trans>}
              </Button>
            )}
            {item.canEdit ? (
              <Button
                component={Link}
                to={`/employeeForecasts/edit/${item.id}`}
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden="true" />}
              >
                <Trans>Edit</Trans>
              </Button>
            ) : (
              <Button disabled variant="default" leftSection={<IconPencil size={18} aria-hidden="true" />}>
                <Trans>Edit</Trans>
              </Button>
            )}
            <Button
              color="red.9"
              variant="outline"
              disabled={!item.canDelete}
              onClick={() => setConfirming(true)}
              leftSection={<IconTrash size={18} aria-hidden="true" />}
            >
              <Trans>Delete</Trans>
            </Button>
          </Group>
        }
      />
      <ServerErrorAlert error={lock.error ?? remove.error} fallbackTitle={t`That did not work`} />
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={2} size="h3">
              {item.jobTitle}
            </Title>
            <ForecastStatusBadge state={item.state} />
          </Group>
          {note && (
            <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />}>
              {note}
            </Alert>
          )}
          <FactList
            cols={{ base: 1, sm: 2, md: 3 }}
            facts={[
              { label: t`Division`, value: divisionLabel(_, item.division) },
              { label: t`Type`, value: forecastTypeLabel(_, item.type) },
              { label: t`Planned Start Date`, value: formatDate(item.plannedStartDate) },
              { label: t`Is Employee Hired`, value: yesNo(item.isEmployeeHired) },
              ...(item.isEmployeeHired
                ? [
                    { label: t`Employee Name`, value: item.employeeName },
                    { label: t`Employee Setup Form Provided`, value: yesNo(item.employeeSetupFormProvided) },
                  ]
                : []),
              { label: t`Requires Laptop`, value: yesNo(item.requiresLaptop) },
              ...(item.requiresLaptop
                ? [
                    {
                      label: t`HW/SW Requirements`,
                      value: item.hwSwRequirements.map((option) => hwSwLabel(_, option)).join(', '),
                    },
                    {
                      label: t`Shipping`,
                      value: item.shippingRequired && shippingLabel(_, item.shippingRequired),
                    },
                    { label: t`Laptop Desired By`, value: formatDate(item.laptopDesiredBy) },
                  ]
                : []),
              { label: t`Submitted By`, value: item.submittedByName },
              { label: t`Submitted On`, value: formatDate(item.createdAt) },
            ]}
          />
          <FactList facts={[{ label: t`Other Important Info`, value: item.otherImportantInfo }]} />
        </Stack>
      </Paper>
      <ConfirmDeleteModal
        opened={confirming}
        deleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (remove.isPending) return;
          remove.mutate(item.id, {
            onSuccess: () =>
              void navigate('/employeeForecasts', {
                replace: true,
                state: flashState(item.jobTitle),
              }),
            onSettled: () => setConfirming(false),
          });
        }}
      />
    </>
  );
}

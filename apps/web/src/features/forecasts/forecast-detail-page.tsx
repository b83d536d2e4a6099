import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { IconAlertCircle, IconLock, IconLockOpen, IconPencil, IconTrash } from '@tabler/icons-react';
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
import { ForecastStatusBadge } from './forecast-status-badge';

export const FORECAST_NOT_FOUND_MESSAGE = 'The forecast was not found.';

const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No');

function lockNote(forecast: Forecast) {
  if (forecast.state === 'started') return 'Locked: the planned start date has passed.';
  if (forecast.state === 'locked')
    return `Locked by ${forecast.lockedByName ?? 'HR'} on ${formatDateTime(forecast.lockedAt)}.`;
  return null;
}

/** `/employeeForecasts/:id`: the forecast, Edit and Delete (disabled when locked), Lock for HR and Admin. */
export function ForecastDetailPage() {
  const { id = '' } = useParams();
  const forecast = useForecast(id);
  const remove = useDeleteForecast();
  const lock = useLockForecast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (forecast.isPending) return <Loader aria-label="Loading the forecast" />;
  if (forecast.isError) {
    const missing = isApiError(forecast.error, 404);
    return (
      <>
        <PageTitle title="Employee Forecast Details" />
        <Alert color={missing ? 'gray' : 'red'} variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          {missing ? FORECAST_NOT_FOUND_MESSAGE : 'The forecast could not be loaded.'}
        </Alert>
      </>
    );
  }
  const item = forecast.data;
  const note = lockNote(item);
  return (
    <>
      <PageTitle
        title="Employee Forecast Details"
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
                {item.canLock ? 'Lock' : 'Unlock'}
              </Button>
            )}
            {item.canEdit ? (
              <Button
                component={Link}
                to={`/employeeForecasts/edit/${item.id}`}
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden="true" />}
              >
                Edit
              </Button>
            ) : (
              <Button disabled variant="default" leftSection={<IconPencil size={18} aria-hidden="true" />}>
                Edit
              </Button>
            )}
            <Button
              color="red.9"
              variant="outline"
              disabled={!item.canDelete}
              onClick={() => setConfirming(true)}
              leftSection={<IconTrash size={18} aria-hidden="true" />}
            >
              Delete
            </Button>
          </Group>
        }
      />
      <ServerErrorAlert error={lock.error ?? remove.error} fallbackTitle="That did not work" />
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
              { label: 'Division', value: item.division },
              { label: 'Type', value: item.type },
              { label: 'Planned Start Date', value: formatDate(item.plannedStartDate) },
              { label: 'Is Employee Hired', value: yesNo(item.isEmployeeHired) },
              ...(item.isEmployeeHired
                ? [
                    { label: 'Employee Name', value: item.employeeName },
                    { label: 'Employee Setup Form Provided', value: yesNo(item.employeeSetupFormProvided) },
                  ]
                : []),
              { label: 'Requires Laptop', value: yesNo(item.requiresLaptop) },
              ...(item.requiresLaptop
                ? [
                    { label: 'HW/SW Requirements', value: item.hwSwRequirements.join(', ') },
                    { label: 'Shipping', value: item.shippingRequired },
                    { label: 'Laptop Desired By', value: formatDate(item.laptopDesiredBy) },
                  ]
                : []),
              { label: 'Submitted By', value: item.submittedByName },
              { label: 'Submitted On', value: formatDate(item.createdAt) },
            ]}
          />
          <FactList facts={[{ label: 'Other Important Info', value: item.otherImportantInfo }]} />
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

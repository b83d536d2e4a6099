import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Alert, Card, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LoadingPlaceholder } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { useMyTimeAway } from './api/get-my-time-away';
import { TimeAwayEntries } from './time-away-entries';
import { TimeAwayTotalsTable } from './time-away-totals-table';
import classes from './time-away.module.css';

/* The chart library comes only with the side card, after the page's own code. */
const VacationSalaryChart = lazy(() => import('./vacation-salary-chart'));

const CHART_PLACEHOLDER = [{ height: 170, width: '170px', circle: true }, { height: 72 }] as const;

/** `/my-time-off` (spec §2 My Time Off): the signed-in person's balances and days away. */
export function MyTimeAwayPage() {
  const { t } = useLingui();
  const record = useMyTimeAway();
  return (
    <>
      <PageTitle title={t`My Time Away`} />
      {record.isPending && (
        <LoadingPlaceholder
          label={t`Loading your time away`}
          blocks={[{ height: 32, width: '40%' }, { height: 320 }]}
        />
      )}
      {record.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          <Trans>Your time away could not be loaded. Use Refresh at the top of the page to try again.</Trans>
        </Alert>
      )}
      {record.data && <MyTimeAwayCards record={record.data} />}
    </>
  );
}

function MyTimeAwayCards({ record }: { record: NonNullable<ReturnType<typeof useMyTimeAway>['data']> }) {
  const { t } = useLingui();
  const vacationSalary = record.balances.find((row) => row.requestType === 'Vacation_Salary');
  return (
    <div className={classes.layout}>
      <Card component="section" aria-labelledby="time-away-heading" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} fz="h3" id="time-away-heading" mb="md">
          {record.displayName}
        </Title>
        <TimeAwayTotalsTable balances={record.balances} />
        <div className={classes.lists}>
          <TimeAwayEntries kind="booked" entries={record.booked} emptyMessage={t`No time booked.`} />
          <TimeAwayEntries kind="taken" entries={record.taken} emptyMessage={t`No time taken.`} />
        </div>
      </Card>
      <Card component="section" aria-labelledby="vacation-salary-heading" padding="lg">
        <Title order={2} fz="h4" id="vacation-salary-heading" mb="md">
          <Trans>Vacation Salary</Trans>
        </Title>
        {vacationSalary && vacationSalary.allocation + vacationSalary.booked + vacationSalary.taken > 0 ? (
          <Suspense fallback={<LoadingPlaceholder label={t`Loading the chart`} blocks={CHART_PLACEHOLDER} />}>
            <VacationSalaryChart
              booked={vacationSalary.booked}
              taken={vacationSalary.taken}
              remaining={vacationSalary.remaining}
            />
          </Suspense>
        ) : (
          <Text c="dimmed">
            <Trans>No Data to Display</Trans>
          </Text>
        )}
      </Card>
    </div>
  );
}

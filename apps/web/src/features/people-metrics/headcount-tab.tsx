import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { HEADCOUNT_NOTE } from '@portico/domain/people-metrics/people-metrics-texts';
import { lazy, Suspense, useState } from 'react';
import { NoData } from '../../components/no-data';
import { LoadingPlaceholder } from '../../components/loading-state';
import { useMultiValueParams } from '../../lib/use-multi-value-params';
import { useHeadcount } from './api/get-headcount';
import { HEADCOUNT_FILTER_NAMES } from './headcount-filter-names';
import { HeadcountFilters } from './headcount-filters';
import { HeadcountMonthModal } from './headcount-month-modal';
import { HeadcountSummary } from './headcount-summary';
import { HeadcountTable } from './headcount-table';

// The chart library is the page's heaviest part: it comes only once there are numbers to draw.
const HeadcountChart = lazy(() => import('./headcount-chart'));

const CHART_PLACEHOLDER = [{ height: 300 }];

/**
 * Spec §2 Headcount: filters, a summary, a chart over past months, the month modals and the
 * note. The numbers are the server's, over the people one may see (docs/people-metrics.md).
 */
export function HeadcountTab() {
  const { values: filters, setValues, clear } = useMultiValueParams(HEADCOUNT_FILTER_NAMES);
  const report = useHeadcount(filters);
  const [openMonth, setOpenMonth] = useState<string | null>(null);
  const data = report.data;
  const { t } = useLingui();

  return (
    <Stack gap="md">
      <HeadcountFilters filters={filters} options={data?.options} onChange={setValues} onClear={clear} />
      {report.isPending && (
        <LoadingPlaceholder label={t`Loading the headcount`} blocks={[{ height: 80 }, { height: 300 }]} />
      )}
      {report.isError && (
        <Alert color="red" variant="light" role="alert">
          {report.error.message || t`The headcount could not be loaded.`}
        </Alert>
      )}
      {data && !data.anyoneCounted && <NoData />}
      {data && data.anyoneCounted && (
        <>
          <HeadcountSummary report={data} />
          <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
            <Title order={2} fz="h4" mb="sm">
              <Trans>Headcount by Month</Trans>
            </Title>
            <Suspense
              fallback={<LoadingPlaceholder label={t`Loading the chart`} blocks={CHART_PLACEHOLDER} />}
            >
              <HeadcountChart months={data.months} onOpenMonth={setOpenMonth} />
            </Suspense>
          </Paper>
          <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
            <HeadcountTable months={data.months} onOpenMonth={setOpenMonth} />
          </Paper>
        </>
      )}
      <Text size="sm" c="dimmed">
        {HEADCOUNT_NOTE}
      </Text>
      <HeadcountMonthModal month={openMonth} filters={filters} onClose={() => setOpenMonth(null)} />
    </Stack>
  );
}

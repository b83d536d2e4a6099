import { Alert, Anchor, Group, Loader, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import {
  NO_PORTAL_METRICS_MESSAGE,
  type NamedValue,
} from '@portico/domain/portal-metrics/portal-metrics-dto';
import {
  DEFAULT_PORTAL_TIME_FILTER,
  PORTAL_TIME_FILTER_LABELS,
  PORTAL_TIME_FILTERS,
  type PortalTimeFilter,
} from '@portico/domain/portal-metrics/portal-periods';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { MetricCard } from '../../components/charts/metric-card';
import { MetricChart } from '../../components/charts/metric-chart';
import { LoadingPlaceholder } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import { formatCount } from '../../lib/format';
import { usePortalMetrics } from './api/get-portal-metrics';
import { periodLabel } from './portal-metrics-figures';
import { ValuesModal } from './values-modal';
import { VisitorsModal } from './visitors-modal';

const TITLE = 'Portal Metrics';
const TIME_KEY = 'portico.portal-metrics.time';

const isTimeFilter = (value: unknown): value is PortalTimeFilter =>
  typeof value === 'string' && (PORTAL_TIME_FILTERS as readonly string[]).includes(value);

/** Spec §4 "Logs filter": Last Week at first; a choice is kept (in this browser) and reloads. */
function useTimeFilter() {
  const [stored, setStored] = useLocalStorage<string>({
    key: TIME_KEY,
    defaultValue: DEFAULT_PORTAL_TIME_FILTER,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => value ?? DEFAULT_PORTAL_TIME_FILTER,
  });
  return [isTimeFilter(stored) ? stored : DEFAULT_PORTAL_TIME_FILTER, setStored] as const;
}

interface ListModal {
  title: string;
  rows: readonly NamedValue[];
  valueLabel: string;
}

/**
 * Spec §2 Employee Portal Metrics (/EmployeePortalLogs), for ELT and Admin (§6): visits,
 * visitors, browsers, devices and IT requests of the chosen period, each chart with its list;
 * beyond the spec, the most used pages and a comparison with the previous period.
 */
export function PortalMetricsPage() {
  const me = useMe();
  const [time, setTime] = useTimeFilter();
  const allowed = me.data?.capabilities.portalMetrics === true;
  const metrics = usePortalMetrics(time);
  const [listModal, setListModal] = useState<ListModal | null>(null);
  const [visitorsOpen, setVisitorsOpen] = useState(false);
  const [compare, setCompare] = useState(false);

  if (!me.data) return <PageTitle title={TITLE} />;
  if (!allowed) {
    return (
      <>
        <PageTitle title={TITLE} />
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden="true" />}>
          {NO_PORTAL_METRICS_MESSAGE}
        </Alert>
      </>
    );
  }

  const data = metrics.data;
  const loading = metrics.isFetching;
  const openList =
    (title: string, rows: readonly NamedValue[], valueLabel = 'Visits') =>
    () =>
      setListModal({ title, rows, valueLabel });
  const periodRows = (data?.byPeriod ?? []).map((point) => ({
    name: periodLabel(point.key, data!.bucket),
    value: point.visits,
  }));

  return (
    <>
      <PageTitle title={TITLE} />
      <Radio.Group
        value={time}
        onChange={(value) => isTimeFilter(value) && setTime(value)}
        label="Period"
        mb="lg"
      >
        <Group gap="lg" mt="xs">
          {PORTAL_TIME_FILTERS.map((option) => (
            <Radio
              key={option}
              value={option}
              label={
                option === time && loading ? (
                  <Group gap={6} wrap="nowrap" component="span">
                    <Loader size={14} aria-hidden="true" />
                    <span>Loading...</span>
                  </Group>
                ) : (
                  PORTAL_TIME_FILTER_LABELS[option]
                )
              }
              aria-label={PORTAL_TIME_FILTER_LABELS[option]}
            />
          ))}
        </Group>
      </Radio.Group>

      {metrics.isError && !data && (
        <Alert color="red" variant="light">
          The portal metrics could not be loaded. Use Refresh at the top of the page to try again.
        </Alert>
      )}
      {!data && metrics.isPending && (
        <LoadingPlaceholder label="Loading the portal metrics" blocks={[{ height: 300 }]} />
      )}
      {data && (
        <Stack gap="md" aria-busy={loading || undefined}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MetricCard title="Total Visitors">
              <Text fz={32} fw={700} data-testid="total-visitors">
                {formatCount(data.totalVisitors)}
              </Text>
            </MetricCard>
            <MetricCard title="Total Visits">
              <Text fz={32} fw={700} data-testid="total-visits">
                {formatCount(data.totalVisits)}
              </Text>
            </MetricCard>
            <MetricCard title="Top 3 Visitors">
              {data.topVisitors.length === 0 ? (
                <Text c="dimmed">No Data to Display</Text>
              ) : (
                <Stack component="ol" gap={4} m={0} pl="md">
                  {data.topVisitors.map((visitor) => (
                    <Text component="li" size="sm" key={visitor.employeeId}>
                      <strong>{visitor.name}</strong> ({visitor.company}) — {formatCount(visitor.visits)}{' '}
                      visits
                    </Text>
                  ))}
                </Stack>
              )}
              <Anchor
                component="button"
                type="button"
                size="sm"
                mt="xs"
                onClick={() => setVisitorsOpen(true)}
              >
                see list
              </Anchor>
            </MetricCard>
          </SimpleGrid>

          <MetricCard title="Visits by Period" onOpenList={openList('Visits by Period', periodRows)}>
            {data.byPeriod.some((point) => point.previous !== null) && (
              <Switch
                label="Compare with the previous period"
                checked={compare}
                onChange={(event) => setCompare(event.currentTarget.checked)}
                mb="sm"
              />
            )}
            <MetricChart
              kind="line"
              series="Visits"
              compare={compare}
              points={data.byPeriod.map((point) => ({
                label: periodLabel(point.key, data.bucket),
                value: point.visits,
                previous: point.previous,
              }))}
            />
          </MetricCard>

          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <MetricCard title="Visits by Company" onOpenList={openList('Visits by Company', data.byCompany)}>
              <MetricChart kind="bar" rows={data.byCompany} series="Visits" />
            </MetricCard>
            <MetricCard
              title="IT Requests by Company"
              onOpenList={openList('IT Requests by Company', data.itRequestsByCompany, 'IT Requests')}
            >
              <MetricChart kind="bar" rows={data.itRequestsByCompany} series="IT Requests" />
            </MetricCard>
            <MetricCard
              title="Visitors by Company"
              onOpenList={openList('Visitors by Company', data.visitorsByCompany, 'Visitors')}
            >
              <MetricChart kind="donut" rows={data.visitorsByCompany} decimals={0} />
            </MetricCard>
            <MetricCard title="Visits by Browser" onOpenList={openList('Visits by Browser', data.byBrowser)}>
              <MetricChart kind="donut" rows={data.byBrowser} decimals={1} />
            </MetricCard>
            <MetricCard title="Visits by Device" onOpenList={openList('Visits by Device', data.byDevice)}>
              <MetricChart kind="donut" rows={data.byDevice} decimals={1} />
            </MetricCard>
            <MetricCard
              title="Most used pages"
              onOpenList={openList('Most used pages', data.pages, 'Page views')}
            >
              <MetricChart kind="bar" rows={data.pages} series="Page views" />
            </MetricCard>
          </SimpleGrid>
        </Stack>
      )}

      <ValuesModal
        title={listModal?.title ?? null}
        rows={listModal?.rows ?? []}
        valueLabel={listModal?.valueLabel ?? ''}
        onClose={() => setListModal(null)}
      />
      <VisitorsModal time={time} opened={visitorsOpen} onClose={() => setVisitorsOpen(false)} />
    </>
  );
}

import { Alert, Anchor, Group, Loader, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  NO_PORTAL_METRICS_MESSAGE,
  type NamedValue,
} from '@portico/domain/portal-metrics/portal-metrics-dto';
import {
  DEFAULT_PORTAL_TIME_FILTER,
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

/** The periods' names (the domain's PORTAL_TIME_FILTER_LABELS) in the reader's language. */
const TIME_FILTER_LABELS: Record<PortalTimeFilter, MessageDescriptor> = {
  ALL: msg`All`,
  THIS_YEAR: msg`This Year`,
  LAST_YEAR: msg`Last Year`,
  THIS_MONTH: msg`This Month`,
  LAST_MONTH: msg`Last Month`,
  THIS_WEEK: msg`This Week`,
  LAST_WEEK: msg`Last Week`,
};
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
  const { t, i18n } = useLingui();
  const TITLE = t`Portal Metrics`;
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
    (title: string, rows: readonly NamedValue[], valueLabel = t`Visits`) =>
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
        label={t`Period`}
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
                    <span>
                      <Trans>Loading...</Trans>
                    </span>
                  </Group>
                ) : (
                  i18n._(TIME_FILTER_LABELS[option])
                )
              }
              aria-label={i18n._(TIME_FILTER_LABELS[option])}
            />
          ))}
        </Group>
      </Radio.Group>

      {metrics.isError && !data && (
        <Alert color="red" variant="light">
          <Trans>
            The portal metrics could not be loaded. Use Refresh at the top of the page to try again.
          </Trans>
        </Alert>
      )}
      {!data && metrics.isPending && (
        <LoadingPlaceholder label={t`Loading the portal metrics`} blocks={[{ height: 300 }]} />
      )}
      {data && (
        <Stack gap="md" aria-busy={loading || undefined}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MetricCard title={t`Total Visitors`}>
              <Text fz={32} fw={700} data-testid="total-visitors">
                {formatCount(data.totalVisitors)}
              </Text>
            </MetricCard>
            <MetricCard title={t`Total Visits`}>
              <Text fz={32} fw={700} data-testid="total-visits">
                {formatCount(data.totalVisits)}
              </Text>
            </MetricCard>
            <MetricCard title={t`Top 3 Visitors`}>
              {data.topVisitors.length === 0 ? (
                <Text c="dimmed">
                  <Trans>No Data to Display</Trans>
                </Text>
              ) : (
                <Stack component="ol" gap={4} m={0} pl="md">
                  {data.topVisitors.map((visitor) => {
                    const { name, company } = visitor;
                    const visits = formatCount(visitor.visits);
                    return (
                      <Text component="li" size="sm" key={visitor.employeeId}>
                        <Trans>
                          <strong>{name}</strong> ({company}) — {visits} visits
                        </Trans>
                      </Text>
                    );
                  })}
                </Stack>
              )}
              <Anchor
                component="button"
                type="button"
                size="sm"
                mt="xs"
                onClick={() => setVisitorsOpen(true)}
              >
                <Trans>see list</Trans>
              </Anchor>
            </MetricCard>
          </SimpleGrid>

          <MetricCard title={t`Visits by Period`} onOpenList={openList(t`Visits by Period`, periodRows)}>
            {data.byPeriod.some((point) => point.previous !== null) && (
              <Switch
                label={t`Compare with the previous period`}
                checked={compare}
                onChange={(event) => setCompare(event.currentTarget.checked)}
                mb="sm"
              />
            )}
            <MetricChart
              kind="line"
              series={t`Visits`}
              compare={compare}
              points={data.byPeriod.map((point) => ({
                label: periodLabel(point.key, data.bucket),
                value: point.visits,
                previous: point.previous,
              }))}
            />
          </MetricCard>

          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <MetricCard
              title={t`Visits by Company`}
              onOpenList={openList(t`Visits by Company`, data.byCompany)}
            >
              <MetricChart kind="bar" rows={data.byCompany} series={t`Visits`} />
            </MetricCard>
            <MetricCard
              title={t`IT Requests by Company`}
              onOpenList={openList(t`IT Requests by Company`, data.itRequestsByCompany, t`IT Requests`)}
            >
              <MetricChart kind="bar" rows={data.itRequestsByCompany} series={t`IT Requests`} />
            </MetricCard>
            <MetricCard
              title={t`Visitors by Company`}
              onOpenList={openList(t`Visitors by Company`, data.visitorsByCompany, t`Visitors`)}
            >
              <MetricChart kind="donut" rows={data.visitorsByCompany} decimals={0} />
            </MetricCard>
            <MetricCard
              title={t`Visits by Browser`}
              onOpenList={openList(t`Visits by Browser`, data.byBrowser)}
            >
              <MetricChart kind="donut" rows={data.byBrowser} decimals={1} />
            </MetricCard>
            <MetricCard title={t`Visits by Device`} onOpenList={openList(t`Visits by Device`, data.byDevice)}>
              <MetricChart kind="donut" rows={data.byDevice} decimals={1} />
            </MetricCard>
            <MetricCard
              title={t`Most used pages`}
              onOpenList={openList(t`Most used pages`, data.pages, t`Page views`)}
            >
              <MetricChart kind="bar" rows={data.pages} series={t`Page views`} />
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

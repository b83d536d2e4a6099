import { Tabs } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { NO_PEOPLE_METRICS_MESSAGE } from '@portico/domain/people-metrics/people-metrics-texts';
import { lazy, Suspense } from 'react';
import { LoadingPlaceholder } from '../../components/loading-state';
import { NoAccess } from '../../components/no-access';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import type { ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { HeadcountTab } from './headcount-tab';

const TimeAwayTab = lazy(() => import('./time-away-tab'));

export const PEOPLE_METRICS_TABS = ['headcount', 'timeAway'] as const;
type PeopleMetricsTab = (typeof PEOPLE_METRICS_TABS)[number];

/**
 * Only the tab lives in the page's list state (a new tab opens on its own defaults); each tab
 * keeps its own filters in the address beside it. The page has no sortable list of its own.
 */
const PAGE_STATE: ListStateOptions<'none', PeopleMetricsTab> = {
  tabs: PEOPLE_METRICS_TABS,
  sorts: ['none'],
  view: { sort: 'none', order: 'asc', pageSize: 10, pageSizes: [10] },
};

/** Spec §2 People Metrics: Headcount (default) and Time Away, for managers and ELT/HR/Admin (§6). */
export function PeopleMetricsPage() {
  const me = useMe();
  const { t } = useLingui();
  const TITLE = t`People Metrics`;
  const state = useListState(PAGE_STATE);

  if (!me.data) return <PageTitle title={TITLE} />;
  if (!me.data.capabilities.peopleMetrics) {
    return <NoAccess title={TITLE} message={NO_PEOPLE_METRICS_MESSAGE} />;
  }

  return (
    <>
      <PageTitle title={TITLE} />
      <Tabs
        value={state.tab}
        onChange={(tab) => tab && state.setTab(tab as PeopleMetricsTab)}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="headcount">
            <Trans>Headcount</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="timeAway">
            <Trans>Time Away</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="headcount">
          <HeadcountTab />
        </Tabs.Panel>
        <Tabs.Panel value="timeAway">
          <Suspense fallback={<LoadingPlaceholder label={t`Loading time away`} blocks={[{ height: 300 }]} />}>
            <TimeAwayTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

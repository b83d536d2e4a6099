import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import { REQUEST_SORTS, type RequestSort } from '@portico/domain/requests/request-dto';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import { useRequestSummary } from '../../lib/api/get-request-summary';
import type { ListStateOptions } from '../../lib/list-state';
import { RANKING_TABLE_VIEW, REQUEST_TABLE_VIEW } from './request-list-state';
import { useListState } from '../../lib/use-list-state';
import { DeletedAlert } from './deleted-alert';
import { RequestTable } from './table/request-table';
import { useDeletedFlash } from '../../lib/use-deleted-flash';
import { GuidedTour } from '../../components/guided-tour/guided-tour';
import { tourAnchor } from '../../components/guided-tour/tour-step';

const loadRequestListTour = () => import('./request-tours').then((tour) => tour.REQUEST_LIST_TOUR);

/** The first is the spec's default request tab (myRequests). */
const TAB_KEYS = ['myRequests', 'projects', 'approvalRequests', 'ranking'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** Without ELT access there is no Projects tab: asked for, it falls back to My Requests. */
const listOptions = (projectsTab: boolean): ListStateOptions<RequestSort, TabKey> => ({
  tabs: projectsTab ? TAB_KEYS : TAB_KEYS.filter((tab) => tab !== 'projects'),
  sorts: REQUEST_SORTS,
  view: (tab) => (tab === 'ranking' ? RANKING_TABLE_VIEW : REQUEST_TABLE_VIEW),
});
const WITH_PROJECTS = listOptions(true);
const WITHOUT_PROJECTS = listOptions(false);

/**
 * Spec §2 IT Requests list: My Requests (default), Projects (ELT), Approval Requests with the
 * pending count, and the approved-projects ranking. The open tab and the table's page, sort and
 * search are kept in the URL, so Back from a request returns to the same view.
 */
export function RequestListPage() {
  const me = useMe();
  const summary = useRequestSummary();
  const flash = useDeletedFlash();
  const capabilities = me.data?.capabilities;
  const list = useListState(capabilities?.projectsTab ? WITH_PROJECTS : WITHOUT_PROJECTS);
  const pendingCount = summary.data?.approvalPendingCount;
  const { t } = useLingui();

  return (
    <>
      <PageTitle
        title={t`IT Requests`}
        actions={
          <Button
            component={Link}
            to="/serviceRequests/new"
            {...tourAnchor('new-request')}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            <Trans>New IT Request</Trans>
          </Button>
        }
      />
      {flash.deletedName && <DeletedAlert name={flash.deletedName} onClose={flash.dismiss} />}
      <Tabs
        value={list.tab}
        onChange={(value) => {
          const tab = TAB_KEYS.find((key) => key === value);
          if (tab) list.setTab(tab);
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md" {...tourAnchor('request-tabs')}>
          <Tabs.Tab value="myRequests">
            <Trans>My Requests</Trans>
          </Tabs.Tab>
          {capabilities?.projectsTab && (
            <Tabs.Tab value="projects">
              <Trans>Projects</Trans>
            </Tabs.Tab>
          )}
          <Tabs.Tab
            value="approvalRequests"
            aria-label={
              pendingCount === undefined ? undefined : t`Approval Requests, ${pendingCount} pending`
            }
            rightSection={
              // Until the count arrives an invisible badge holds its room, so the tabs and the
              // list below them do not move when it does.
              <Badge
                size="sm"
                color={pendingCount ? 'red' : 'gray'}
                variant="filled"
                autoContrast
                style={pendingCount === undefined ? { visibility: 'hidden' } : undefined}
              >
                {pendingCount ?? 0}
              </Badge>
            }
          >
            <Trans>Approval Requests</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="ranking">
            <Trans>Project Ranking</Trans>
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="myRequests">
          <RequestTable
            label={t`My Requests`}
            filters={{ view: 'mine' }}
            list={list}
            manage
            onDeleted={flash.onDeleted}
          />
        </Tabs.Panel>
        {capabilities?.projectsTab && (
          <Tabs.Panel value="projects">
            <RequestTable label={t`Projects`} filters={{ view: 'projects' }} list={list} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="approvalRequests">
          <RequestTable
            label={t`Approval Requests`}
            filters={{ view: 'approvals' }}
            list={list}
            variant="approvals"
          />
        </Tabs.Panel>
        <Tabs.Panel value="ranking">
          <RequestTable
            label={t`Project Ranking`}
            filters={{ view: 'ranking' }}
            list={list}
            variant="ranking"
            canEditRank={capabilities?.rankProjects ?? false}
          />
        </Tabs.Panel>
      </Tabs>
      <GuidedTour page="itRequests" stops={loadRequestListTour} />
    </>
  );
}

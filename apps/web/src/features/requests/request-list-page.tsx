import { Badge, Button, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { IconPlus } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { useMe } from '../../lib/api/get-me';
import { useRequestSummary } from '../../lib/api/get-request-summary';
import { DeletedAlert } from './deleted-alert';
import { RequestTable } from './table/request-table';
import { useDeletedFlash } from './use-deleted-flash';

const TAB_KEYS = ['myRequests', 'projects', 'approvalRequests', 'ranking'] as const;
type TabKey = (typeof TAB_KEYS)[number];
/** The spec's default request tab. */
const DEFAULT_TAB: TabKey = 'myRequests';

const isTabKey = (value: string | null): value is TabKey => TAB_KEYS.includes(value as TabKey);

/**
 * Spec §2 IT Requests list: My Requests (default), Projects (ELT), Approval Requests with the
 * pending count, and the approved-projects ranking. The open tab is kept in the URL (?tab=).
 */
export function RequestListPage() {
  const me = useMe();
  const summary = useRequestSummary();
  const [params, setParams] = useSearchParams();
  const flash = useDeletedFlash();
  const capabilities = me.data?.capabilities;

  const requested = params.get('tab');
  const wanted = isTabKey(requested) ? requested : DEFAULT_TAB;
  const tab: TabKey = wanted === 'projects' && !capabilities?.projectsTab ? DEFAULT_TAB : wanted;
  const pendingCount = summary.data?.approvalPendingCount;

  return (
    <>
      <PageTitle
        title="IT Requests"
        actions={
          <Button
            component={Link}
            to="/serviceRequests/new"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            New IT Request
          </Button>
        }
      />
      {flash.deletedName && <DeletedAlert name={flash.deletedName} onClose={flash.dismiss} />}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTabKey(value)) setParams(value === DEFAULT_TAB ? {} : { tab: value });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="myRequests">My Requests</Tabs.Tab>
          {capabilities?.projectsTab && <Tabs.Tab value="projects">Projects</Tabs.Tab>}
          <Tabs.Tab
            value="approvalRequests"
            aria-label={pendingCount === undefined ? undefined : `Approval Requests, ${pendingCount} pending`}
            rightSection={
              pendingCount === undefined ? null : (
                <Badge size="sm" color={pendingCount > 0 ? 'red' : 'gray'} variant="filled" autoContrast>
                  {pendingCount}
                </Badge>
              )
            }
          >
            Approval Requests
          </Tabs.Tab>
          <Tabs.Tab value="ranking">Project Ranking</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="myRequests">
          <RequestTable label="My Requests" filters={{ view: 'mine' }} manage onDeleted={flash.onDeleted} />
        </Tabs.Panel>
        {capabilities?.projectsTab && (
          <Tabs.Panel value="projects">
            <RequestTable label="Projects" filters={{ view: 'projects' }} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="approvalRequests">
          <RequestTable label="Approval Requests" filters={{ view: 'approvals' }} variant="approvals" />
        </Tabs.Panel>
        <Tabs.Panel value="ranking">
          <RequestTable
            label="Project Ranking"
            filters={{ view: 'ranking' }}
            variant="ranking"
            canEditRank={capabilities?.rankProjects ?? false}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export default RequestListPage;

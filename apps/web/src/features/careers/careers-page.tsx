import '../../lib/mantine-styles-later';
import { useLingui } from '@lingui/react/macro';
import { Card, Group } from '@mantine/core';
import { JOBS_PAGE_SIZE } from '@portico/domain/careers/new-job-badge';
import { SearchBox } from '../../components/data-table/search-box';
import { JobOpeningSummary } from '../../components/job-opening-summary';
import { PagedCards } from '../../components/paged-cards';
import { PageTitle } from '../../components/page-title';
import { useJobOpenings } from '../../lib/api/get-job-openings';
import type { ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';

/** The page in the address; the spec's jobs page size (§9: 3). */
const CAREERS_LIST_OPTIONS: ListStateOptions<'datePosted'> = {
  sorts: ['datePosted'],
  view: { sort: 'datePosted', order: 'desc', pageSize: JOBS_PAGE_SIZE, pageSizes: [JOBS_PAGE_SIZE] },
};

/**
 * `/careers` Job Opportunities: every opening, newest first, searched by title (in either
 * language, accents or not) or place, with its place, posted date, 'New' badge (posted within
 * 7 days) and the details and apply links, which open the hiring site in a new tab.
 */
export function CareersPage() {
  const { t } = useLingui();
  const list = useListState(CAREERS_LIST_OPTIONS);
  const result = useJobOpenings({ page: list.page, search: list.search });
  return (
    <>
      <PageTitle title={t`Job Opportunities`} />
      <Group mb="md">
        <SearchBox name={t`Search job opportunities`} value={list.search} onSearch={list.setSearch} />
      </Group>
      <PagedCards
        result={result}
        noun={t`job opportunities`}
        nounOne={t`job opportunity`}
        listLabel={t`Job opportunities`}
        renderCard={(job) => (
          <Card withBorder padding="md" h="100%">
            <JobOpeningSummary job={job} />
          </Card>
        )}
        onPageChange={list.setPage}
      />
    </>
  );
}

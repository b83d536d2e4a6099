import '../../lib/mantine-styles-later';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { CardPager } from '../../components/card-pager';
import { GuidedTour } from '../../components/guided-tour/guided-tour';
import { tourAnchor } from '../../components/guided-tour/tour-step';
import { LoadingPlaceholder } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { useListState } from '../../lib/use-list-state';
import { useDirectory } from './api/get-directory';
import { DirectoryCard } from './directory-card';
import { DirectoryFilters } from './directory-filters';
import { DIRECTORY_LIST_OPTIONS } from './directory-list-state';
import { DIRECTORY_TOUR } from './directory-tour';
import classes from './directory.module.css';

const CARD_PLACEHOLDER = [{ height: 120 }, { height: 120 }, { height: 120 }];

/**
 * Spec §2 Employee Directory: a search box, a department filter and cards, 8 per page, paged
 * three page numbers at a time (§9). Soonest birthday or work anniversary first (§1, §4). The
 * view lives in the address, so Back from a profile returns to the same page of the same search.
 */
export function DirectoryPage() {
  const list = useListState(DIRECTORY_LIST_OPTIONS);
  const result = useDirectory({
    page: list.page,
    sort: list.sort,
    order: list.order,
    search: list.search,
    department: list.filters.department,
  });
  const data = result.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;

  return (
    <>
      <PageTitle title="Employee Directory" />
      <DirectoryFilters list={list} />
      {result.isPending && <LoadingPlaceholder label="Loading the directory" blocks={CARD_PLACEHOLDER} />}
      {result.isError && !data && (
        <Text c="dimmed">
          The directory could not be loaded. Use Refresh at the top of the page to try again.
        </Text>
      )}
      {data && (
        <Text size="sm" c="dimmed" mb="sm" role="status">
          {data.total === 0
            ? 'No Data to Display'
            : `Showing ${first} to ${first + data.items.length - 1} of ${data.total} employees`}
        </Text>
      )}
      {data && data.items.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="md"
          className={classes.grid}
          aria-label="Employees"
          aria-busy={result.isPlaceholderData}
          {...tourAnchor('directory-cards')}
        >
          {data.items.map((person) => (
            <li key={person.id}>
              <DirectoryCard person={person} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {data && pageCount > 1 && (
        <Box {...tourAnchor('directory-pages')}>
          <CardPager page={data.page} pageCount={pageCount} onPageChange={list.setPage} label="employees" />
        </Box>
      )}
      <GuidedTour page="employeeDirectory" stops={DIRECTORY_TOUR} />
    </>
  );
}

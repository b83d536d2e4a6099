import '../../lib/mantine-styles-later';
import { useLingui } from '@lingui/react/macro';
import { GuidedTour } from '../../components/guided-tour/guided-tour';
import { tourAnchor } from '../../components/guided-tour/tour-step';
import { PagedCards } from '../../components/paged-cards';
import { PageTitle } from '../../components/page-title';
import { useListState } from '../../lib/use-list-state';
import { useDirectory } from './api/get-directory';
import { DirectoryCard } from './directory-card';
import { DirectoryFilters } from './directory-filters';
import { DIRECTORY_LIST_OPTIONS } from './directory-list-state';

const loadDirectoryTour = () => import('./directory-tour').then((tour) => tour.DIRECTORY_TOUR);

/**
 * Spec §2 Employee Directory: a search box, a department filter and cards, 8 per page, paged
 * three page numbers at a time (§9). Soonest birthday or work anniversary first (§1, §4). The
 * view lives in the address, so Back from a profile returns to the same page of the same search.
 */
export function DirectoryPage() {
  const { t } = useLingui();
  const list = useListState(DIRECTORY_LIST_OPTIONS);
  const result = useDirectory({
    page: list.page,
    sort: list.sort,
    order: list.order,
    search: list.search,
    department: list.filters.department,
  });

  return (
    <>
      <PageTitle title={t`Employee Directory`} />
      <DirectoryFilters list={list} />
      <PagedCards
        result={result}
        noun={t`employees`}
        nounOne={t`employee`}
        listLabel={t`Employees`}
        cols={{ base: 1, sm: 2, lg: 4 }}
        renderCard={(person) => <DirectoryCard person={person} />}
        onPageChange={list.setPage}
        cardsProps={tourAnchor('directory-cards')}
        pagerProps={tourAnchor('directory-pages')}
      />
      <GuidedTour page="employeeDirectory" stops={loadDirectoryTour} />
    </>
  );
}

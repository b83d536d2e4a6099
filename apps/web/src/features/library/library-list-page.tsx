import type { ReactNode } from 'react';
import { PagedCards } from '../../components/paged-cards';
import { tourAnchor } from '../../components/guided-tour/tour-step';
import { PageTitle } from '../../components/page-title';
import type { ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import type { LibraryListQuery } from './api/library-list-query';
import { CategoryFilters } from './category-filters';
import { LIBRARY_TOUR_ANCHORS } from './library-tour-anchors';
import type { CategoryTree, LibraryFilter } from './library-list-state';

interface LibraryListPageProps<Sort extends string, Item extends { id: string }> {
  title: string;
  options: ListStateOptions<Sort, string, LibraryFilter>;
  tree: CategoryTree;
  /** Plural, lower case: 'trainings'. */
  noun: string;
  /** One of them: 'training'. */
  nounOne: string;
  /** The search box's name: 'Search trainings'. */
  searchName: string;
  listLabel: string;
  /** The page's query hook: one page of the library for the view in the address. */
  useItems: (query: LibraryListQuery) => Parameters<typeof PagedCards<Item>>[0]['result'];
  renderCard: (item: Item) => ReactNode;
  /** The page's guided tour, if it has one; it points at the parts marked below. */
  tour?: ReactNode;
}

/**
 * A library's list page (the Training Library, Corporate Forms): the search box, category and
 * sub-category filters, and the cards, 9 per page; the view lives in the address, so Back from a
 * document returns to the same page of the same search.
 */
export function LibraryListPage<Sort extends string, Item extends { id: string }>({
  title,
  options,
  tree,
  noun,
  nounOne,
  searchName,
  listLabel,
  useItems,
  renderCard,
  tour,
}: LibraryListPageProps<Sort, Item>) {
  const list = useListState(options);
  const result = useItems({
    page: list.page,
    search: list.search,
    category: list.filters.category,
    subCategory: list.filters.subCategory,
  });
  return (
    <>
      <PageTitle title={title} />
      <CategoryFilters list={list} tree={tree} searchName={searchName} />
      <PagedCards
        result={result}
        noun={noun}
        nounOne={nounOne}
        listLabel={listLabel}
        renderCard={renderCard}
        onPageChange={list.setPage}
        cardsProps={tourAnchor(LIBRARY_TOUR_ANCHORS.cards)}
        pagerProps={tourAnchor(LIBRARY_TOUR_ANCHORS.pages)}
      />
      {tour}
    </>
  );
}

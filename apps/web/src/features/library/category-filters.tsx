import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { subCategoryOptions } from '@portico/domain/library/library-constants';
import { SearchBox } from '../../components/data-table/search-box';
import { tourAnchor } from '../../components/guided-tour/tour-step';
import type { ListControls } from '../../lib/use-list-state';
import { LIBRARY_TOUR_ANCHORS } from './library-tour-anchors';
import type { CategoryTree, LibraryFilter } from './library-list-state';
import { libraryOptions } from './library-labels';

/** The choice that lifts a filter: one a keyboard reaches like any other (a clear button is mouse-only). */
const ALL = '(all)';

interface CategoryFiltersProps {
  list: Pick<ListControls<string, string, LibraryFilter>, 'search' | 'setSearch' | 'filters' | 'setFilter'>;
  tree: CategoryTree;
  /** What is searched, for the search box's name: 'trainings'. */
  /** The search box's name: 'Search trainings'. */
  searchName: string;
}

/**
 * A library's search box with its category and sub-category filters, all kept in the address.
 * The sub-categories offered are the chosen category's; another category clears the sub-category.
 */
export function CategoryFilters({ list, tree, searchName }: CategoryFiltersProps) {
  const { t } = useLingui();
  const category = list.filters.category;
  const subCategories = subCategoryOptions(tree, category);
  return (
    <Group align="flex-end" gap="sm" mb="md">
      <SearchBox
        name={searchName}
        value={list.search}
        onSearch={list.setSearch}
        wrapperProps={tourAnchor(LIBRARY_TOUR_ANCHORS.search)}
      />
      <Select
        label={t`Category`}
        data={[{ value: ALL, label: t`All categories` }, ...libraryOptions(Object.keys(tree))]}
        value={category ?? ALL}
        onChange={(value) => {
          list.setFilter('category', value === ALL ? null : value);
          list.setFilter('subCategory', null);
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
        wrapperProps={tourAnchor(LIBRARY_TOUR_ANCHORS.categories)}
      />
      <Select
        label={t`Subcategory`}
        data={[{ value: ALL, label: t`All subcategories` }, ...libraryOptions(subCategories)]}
        value={list.filters.subCategory ?? ALL}
        onChange={(value) => list.setFilter('subCategory', value === ALL ? null : value)}
        disabled={subCategories.length === 0}
        allowDeselect={false}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}

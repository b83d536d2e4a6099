/** What the Training Library and Corporate Forms pages ask for: a page, a search and the two filters. */
export interface LibraryListQuery {
  page: number;
  search?: string | undefined;
  category?: string | undefined;
  subCategory?: string | undefined;
  /** The administration's table pages and sorts too. */
  pageSize?: number | 'all';
  sort?: string;
  order?: 'asc' | 'desc';
}

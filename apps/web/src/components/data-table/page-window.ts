/** The spec's "five page links" (§9): a window of five page numbers around the current page. */
export const PAGE_LINKS = 5;

export function pageWindow(page: number, pageCount: number, links = PAGE_LINKS): number[] {
  const count = Math.min(links, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(links / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** How many pages `total` rows make at `pageSize` ('all' is one page). */
export const pageCountOf = (total: number, pageSize: number | 'all') =>
  pageSize === 'all' ? 1 : Math.max(1, Math.ceil(total / pageSize));

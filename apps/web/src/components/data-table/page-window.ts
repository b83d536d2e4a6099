/** The spec's "five page links" (§9): a window of five page numbers around the current page. */
export const PAGE_LINKS = 5;

export function pageWindow(page: number, pageCount: number, links = PAGE_LINKS): number[] {
  const count = Math.min(links, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(links / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * How many pages `total` rows make at `pageSize` ('all' is one page). When the server counted
 * only up to `total` of more (`moreThanTotal`, a common search), one page more is offered: the
 * server's count always reaches past the page asked, so that page exists.
 */
export const pageCountOf = (total: number, pageSize: number | 'all', moreThanTotal = false) =>
  pageSize === 'all' ? 1 : Math.max(1, Math.ceil(total / pageSize)) + (moreThanTotal ? 1 : 0);

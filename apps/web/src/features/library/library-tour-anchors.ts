/** The parts of a library's list page a guided tour points at (`tourAnchor`). */
export const LIBRARY_TOUR_ANCHORS = {
  search: 'library-search',
  categories: 'library-categories',
  cards: 'library-cards',
  pages: 'library-pages',
} as const;

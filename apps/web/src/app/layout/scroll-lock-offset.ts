/**
 * The class by which Mantine's modals and drawers (through react-remove-scroll) find the fixed
 * bars to shift when they lock the page's scrolling, so the header and footer do not jump by
 * the scrollbar's width. `scroll-lock-offset.test.ts` checks it against the library's name.
 */
export const SCROLL_LOCK_OFFSET_CLASS = 'right-scroll-bar-position';

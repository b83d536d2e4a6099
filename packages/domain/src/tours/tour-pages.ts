/**
 * The pages with a guided tour (spec §3 Tour record: Dashboard, IT_Requests, IT_Request_Details,
 * Employee_Directory, News_Events, Training_Materials). A flag is true once the person finished
 * the tour or asked not to see it again.
 */
export const TOUR_PAGES = [
  'dashboard',
  'itRequests',
  'itRequestDetails',
  'employeeDirectory',
  'newsEvents',
  'trainingMaterials',
] as const;

export type TourPage = (typeof TOUR_PAGES)[number];

/** The opt-out checkbox's label, as the spec words it. */
export const TOUR_OPT_OUT_LABEL = "Don't show this tour again!";

/** Each page's flag: true once the tour was finished or refused for good. */
export type TourRecord = Record<TourPage, boolean>;

/** Someone who has no record yet has seen no tour. */
export const NO_TOURS_DONE: TourRecord = Object.fromEntries(
  TOUR_PAGES.map((page) => [page, false]),
) as TourRecord;

/** Whether a page's tour should still be offered to the person. */
export const isTourDue = (record: TourRecord | undefined, page: TourPage): boolean =>
  record !== undefined && !record[page];

/** People Metrics' own texts (spec §2), shared by the server's refusal and the page. */
export const NO_PEOPLE_METRICS_MESSAGE = 'People Metrics is for managers: you have no one reporting to you.';
export const HEADCOUNT_NOTE = '* Please note that field numbers are indicative and not absolute.';

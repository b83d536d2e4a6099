import { useMe } from './api/get-me';
import { dayIn } from './format';

/**
 * The signed-in person's today, 'YYYY-MM-DD', where their site is (issue 29): the day the server
 * holds their dates to, whichever zone the browser is in. Read at each render, so a page left
 * open past midnight there moves on with it. Apart from get-me, which the first page loads, so
 * the formatters stay with the screens that use them.
 */
export const usePersonToday = (): string => dayIn(useMe().data?.timeZone);

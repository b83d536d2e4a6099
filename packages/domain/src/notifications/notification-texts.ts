/*
 * The bell's count and heading, apart from the zod schemas in notification-types.ts: the web
 * app's bell dropdown needs only these, and importing the schemas would bring zod into it.
 */

/** The header bell lists the first 7. */
export const BELL_NOTIFICATION_COUNT = 7;

export const unopenedHeading = (count: number) => `You have ${count} unopened notifications`;

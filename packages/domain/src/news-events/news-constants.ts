/** News types (spec §9), in the spec's order. */
export const NEWS_TYPES = [
  'Learning & Development',
  'News',
  'Event',
  'Trend',
  'Corporate Value',
  'CwR',
  'SDI Balance',
] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** The 18 background images a post chooses from (spec §3: background1..background18). */
export const BACKGROUND_IMAGES = Array.from({ length: 18 }, (_, index) => `background${index + 1}`) as [
  string,
  ...string[],
];

/** The web app's file for a background name: shipped with the app under /news-backgrounds/. */
export const backgroundImageUrl = (name: string) => `/news-backgrounds/${name}.svg`;

/** Spec §5 News post: the description, pictures included, holds at most 131,000 characters. */
export const NEWS_DESCRIPTION_LIMIT = 131_000;
export const NEWS_DESCRIPTION_MESSAGE = 'Uploaded image is too large';
export const NEWS_TITLE_LIMIT = 100;
/** Not in the spec: the brief description is a one-line teaser, kept to the spec's 255 limit. */
export const NEWS_BRIEF_LIMIT = 255;

export const VISIBLE_FROM_PAST_MESSAGE = 'Visible From cannot be before today';
export const VISIBLE_TO_PAST_MESSAGE = 'Visible To cannot be before today';
export const VISIBLE_TO_BEFORE_FROM_MESSAGE = 'Visible To cannot be before Visible From';

/** The notification everyone gets when a post becomes visible (spec §9). */
export const ANNOUNCEMENT_NOTIFICATION_TYPE = 'New Announcement';

/**
 * A Wall of Wow entry's one text, the value lived, in each language (decision 065), for
 * `shownIn`. Apart from the schemas, so the dashboard's card takes it without zod.
 */
export const WALL_OF_WOW_TEXT_FIELDS = ['value'] as const;

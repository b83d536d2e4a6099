/*
 * A quick link's texts (decision 065; docs/quick-links.md): a corporate link has its title
 * (`label`) in English and in French (`labelFr`), '' where the Admin left a language out; a
 * person's own link has one title, in the language they write it, and `labelFr` is ''. Apart
 * from the schema, so the dashboard and the sidebar use it without downloading zod.
 */
export const QUICK_LINK_TEXT_FIELDS = ['label'] as const;

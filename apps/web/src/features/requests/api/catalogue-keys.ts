/**
 * The roots of what the request form offers from the catalogue (categories, projects): the
 * form's own keys start with these, and the administration screens invalidate them after a
 * change, so the same tab's form offers the change at once.
 */
export const catalogueKeys = {
  categories: ['request-categories'] as const,
  projects: ['projects'] as const,
};

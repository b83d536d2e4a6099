/** Where the two screens live; their editors are `<path>/new` and `<path>/:id`. */
export const CATEGORIES_PATH = '/admin/request-categories';
export const PROJECTS_PATH = '/admin/projects';

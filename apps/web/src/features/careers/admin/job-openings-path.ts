/** The Job Opportunities administration's list; an opening's form is `<path>/<id>`, a new one `<path>/new`. */
export const JOB_OPENINGS_ADMIN_PATH = '/admin/careers';

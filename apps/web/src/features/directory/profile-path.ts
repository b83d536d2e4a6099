/** The address of a colleague's profile view. */
export const employeeProfilePath = (id: string) => `/employees/${encodeURIComponent(id)}`;

/** The photo of an employee whose record says `hasPhoto`. */
export const employeePhotoUrl = (employeeId: string) =>
  `/api/employees/${encodeURIComponent(employeeId)}/photo`;

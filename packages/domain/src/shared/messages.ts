/** User-facing validation texts, kept exactly as the specification words them. */
export const REQUIRED = 'Required';
export const mustBeAtMost = (limit: number) => `Must be ${limit} characters or less`;

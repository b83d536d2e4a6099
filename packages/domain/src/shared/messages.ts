/** User-facing validation texts, kept exactly as the specification words them. */
export const REQUIRED = 'Required';
export const mustBeAtMost = (limit: number) => `Must be ${limit} characters or less`;

/**
 * The long-text rule of spec §5 (request details, project texts, the contact message): at
 * least nine characters ('Required'), at most 2009 while its message says 2000.
 */
export const LONG_TEXT_LIMIT = 2009;
export const LONG_TEXT_MESSAGE = 'Must be 2000 characters or less';
export const MIN_DETAIL_LENGTH = 9;

/**
 * The `Idempotency-Key` header on changes (decision 052): the browser sends one per form and
 * the server answers a repeat with the first answer. Shared by both ends.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 8 to 128 letters, digits, '-' or '_': a UUID fits; nothing in it can backtrack. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{8,128}$/;

export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'.";
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different change. Send a new key for a new change.';
export const IDEMPOTENCY_STILL_RUNNING_MESSAGE =
  'The same change is still being saved. Try again in a moment.';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REQUIRED, LONG_TEXT_MESSAGE } from '@portico/domain/shared/messages';

/*
 * The texts the domain's rules and the server write (validation messages of the shared zod
 * schemas, problem+json details and titles), in the reader's language. The domain and the
 * server keep the spec's English, which is what the API answers; the screens show it through
 * `translateMessage`. Keyed by the English text itself, so a text changed on one side and not
 * here is caught by `known-messages.test.ts` (every key reads the same in English).
 */
export const KNOWN_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map([
  [REQUIRED, msg`Required`],
  [LONG_TEXT_MESSAGE, msg`Must be 2000 characters or less`],
]);

/**
 * The texts with a value in them, each told by what it starts and ends with (never a pattern
 * that could backtrack on a text from the network), the value in between.
 */
export const MESSAGE_TEMPLATES: readonly {
  before: string;
  after: string;
  /** The text with its value, in the reader's language; `value` is the part in between. */
  render: (value: string) => MessageDescriptor;
}[] = [
  {
    before: 'Must be ',
    after: ' characters or less',
    render: (limit) => msg`Must be ${limit} characters or less`,
  },
];

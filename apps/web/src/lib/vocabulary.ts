import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A fixed vocabulary's values as the reader reads them (issue 30): request statuses, time-away
 * types, library categories. The domain and the API keep the spec's English values, which are
 * stored, filtered and sorted on; a screen shows them through the function this returns, in the
 * active language (the whole tree re-renders on a switch, like lib/format.ts). A value the
 * portal does not know (the HR system's own, say) is shown as it came.
 */
export const vocabulary =
  (messages: Readonly<Record<string, MessageDescriptor>>) =>
  (value: string): string =>
    Object.hasOwn(messages, value) ? i18n._(messages[value]!) : value;

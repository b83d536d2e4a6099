import { i18n, type I18n, type MessageDescriptor } from '@lingui/core';

/**
 * Turns a message into text in the reader's language: `_` of `useLingui()` (`@lingui/react`),
 * a new function on each switch of language, so what is built with it can depend on it.
 */
export type Translate = I18n['_'];

/**
 * A fixed vocabulary's values as the reader reads them (issue 30): request statuses, time-away
 * types, library categories, a forecast's choices. The domain and the API keep the spec's
 * English values, which are stored, filtered and sorted on; a screen shows them through the
 * function this returns. A value the portal does not know (the HR system's own, say) is shown
 * as it came.
 */
export const vocabularyWith =
  (messages: Readonly<Record<string, MessageDescriptor>>) =>
  (translate: Translate, value: string): string =>
    Object.hasOwn(messages, value) ? translate(messages[value]!) : value;

/**
 * The same in the active language (the whole tree re-renders on a switch, like lib/format.ts).
 * One argument only, so `values.map(format)` cannot hand it an index for a translator.
 */
export const vocabulary = (messages: Readonly<Record<string, MessageDescriptor>>) => {
  const shown = vocabularyWith(messages);
  return (value: string): string => shown(i18n._.bind(i18n), value);
};

/** A select's options: the stored values, each shown in the reader's language. */
export const optionsOf = <Value extends string>(values: readonly Value[], label: (value: Value) => string) =>
  values.map((value) => ({ value, label: label(value) }));

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/**
 * A form's field labels, written as messages, in the reader's language: made again on a
 * language switch (`_` is new in each language), kept otherwise.
 */
export function useFieldLabels<Name extends string>(
  messages: Readonly<Record<Name, MessageDescriptor>>,
): Record<Name, string> {
  const { _: translate } = useLingui();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries<MessageDescriptor>(messages).map(([name, label]) => [name, translate(label)]),
      ) as Record<Name, string>,
    [messages, translate],
  );
}

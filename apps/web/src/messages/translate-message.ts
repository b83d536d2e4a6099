import type { I18n } from '@lingui/core';
import { KNOWN_MESSAGES, MESSAGE_TEMPLATES } from './known-messages';

/**
 * A message of the domain's rules or of the server (a field's validation message, a problem's
 * detail or title) in the reader's language; a text it does not know (a person's words, a
 * message added on the server and not yet here) is shown as the server wrote it.
 */
export function translateMessage(i18n: I18n, text: string): string {
  const known = KNOWN_MESSAGES.get(text);
  if (known) return i18n._(known);
  for (const { before, after, render } of MESSAGE_TEMPLATES) {
    if (text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after)) {
      return i18n._(render(text.slice(before.length, text.length - after.length)));
    }
  }
  return text;
}

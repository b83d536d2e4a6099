import { trimEndOf } from '../../shared/trim-characters';

/** A person who may be mentioned: someone on the request. */
export interface Mentionable {
  id: string;
  displayName: string;
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}_]/u.test(character);

/**
 * Who a comment mentions: '@Display Name' matched only against the people on the request,
 * case-insensitively, longest name first (so '@Drew Okafor-Lee' is not taken for '@Drew Okafor'),
 * and only where the name ends at a word boundary. Each person once, in the order first named.
 */
export function parseMentions(text: string, people: readonly Mentionable[]): string[] {
  const candidates = [...people]
    .filter((person) => person.displayName.trim().length > 0)
    .sort((a, b) => b.displayName.length - a.displayName.length);
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (let at = lower.indexOf('@'); at !== -1; at = lower.indexOf('@', at + 1)) {
    if (isWordCharacter(lower[at - 1])) continue; // an e-mail address, not a mention
    const match = candidates.find((person) => {
      const name = person.displayName.toLowerCase();
      return lower.startsWith(name, at + 1) && !isWordCharacter(lower[at + 1 + name.length]);
    });
    if (match && !found.includes(match.id)) found.push(match.id);
  }
  return found;
}

export const EXCERPT_LENGTH = 80;

/**
 * A comment's first words for a notification: whitespace folded to single spaces, cut at a word
 * boundary within `EXCERPT_LENGTH` characters, with an ellipsis when shortened.
 */
export function commentExcerpt(text: string, length = EXCERPT_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= length) return folded;
  const cut = folded.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${trimEndOf(words, /[\s.,;:!?-]/)}…`;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const LINK = /\bhttps?:\/\/[^\s<>"']+/giu;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = '.,;:!?)]';

/**
 * Plain text split into text and links (http and https only) for rendering: the caller shows
 * text as text and links as anchors, so nothing in a comment is ever taken as markup.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = trimEndOf(match[0], TRAILING);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

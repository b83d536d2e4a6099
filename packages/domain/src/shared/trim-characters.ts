/**
 * Trimming a run of given characters from the ends of a text, in one pass. The regular
 * expression for it (`/[.,;]+$/`) is tried at every position of a long run and takes time
 * growing with the square of its length; text from a request must never meet one (lint:
 * regexp/no-super-linear-move).
 */
export function trimEndOf(text: string, characters: string | RegExp): string {
  let end = text.length;
  while (end > 0 && isOneOf(text[end - 1]!, characters)) end--;
  return text.slice(0, end);
}

export function trimOf(text: string, characters: string | RegExp): string {
  let start = 0;
  while (start < text.length && isOneOf(text[start]!, characters)) start++;
  return trimEndOf(text.slice(start), characters);
}

/** A character is one of a string's characters, or matches a one-character class such as /\s/. */
const isOneOf = (character: string, characters: string | RegExp) =>
  typeof characters === 'string' ? characters.includes(character) : characters.test(character);

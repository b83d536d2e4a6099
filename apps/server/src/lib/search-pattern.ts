/**
 * An ILIKE pattern for "contains": the person's text is matched literally, so a `%` or `_`
 * they type is not a wildcard (backslash is PostgreSQL's default LIKE escape).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

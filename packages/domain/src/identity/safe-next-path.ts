/**
 * Where to go after signing in. Only a path on this site is accepted: it must start with one
 * '/', and neither '//' nor '/\' (browsers read both as "another host"). Control characters
 * and whitespace are refused too, because browsers drop tabs and newlines from URLs, which
 * would turn '/\t/evil.example' into '//evil.example'. Anything else falls back to '/'.
 *
 * The server applies it when a sign-in starts and again when it ends; the web app applies it
 * before navigating, so an open redirect needs both to be wrong.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/')) return fallback;
  if (next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u0020\u007f]/.test(next)) return fallback;
  return next;
}

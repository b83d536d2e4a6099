import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (U+0000).';
export const LONE_SURROGATE_MESSAGE = 'Text cannot contain half of a character (an unpaired surrogate).';

const NUL = '\u0000';
/**
 * Half of a UTF-16 pair without its other half. Read by code points (the `u` flag), a whole pair
 * is one character above U+FFFF, so only a half alone falls in the surrogates' range.
 */
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** Why a text cannot be stored, or nothing when it can. */
function flawOf(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_CHARACTER_MESSAGE;
  if (loneSurrogate.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/**
 * The fields (named as validation errors name them: `a.b.0`) whose text or key cannot be
 * stored, with why. Walked with a stack of its own, so a deeply nested body cannot overflow the
 * call stack.
 */
export function unstorableFields(input: unknown): Array<{ field: string; message: string }> {
  const found: Array<{ field: string; message: string }> = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const message = flawOf(value);
      if (message) found.push({ field: path, message });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const shown = key.replaceAll(NUL, '\\u0000');
        const field = path ? `${path}.${shown}` : shown;
        const message = flawOf(key);
        if (message) found.push({ field, message });
        pending.push({ value: item, path: field });
      }
    }
  }
  return found;
}

/**
 * A preValidation hook for every API route: PostgreSQL text cannot hold the NUL character, and
 * its JSON (the audit log's before and after, among others) cannot hold half of a character,
 * so a body, query or path value with either would fail in the database as a 500. Refusing it
 * here, once, before any schema or handler runs, covers every field of every API route —
 * present and future — with a 400 naming the fields. Uploads are read from their stream by
 * their route, which cleans control characters out of file names. The sign-in routes under
 * /auth store nothing from their query and answer anything malformed with a redirect to the
 * sign-in page, by design (auth-routes.ts), so they are left to do that.
 */
export async function refuseUnstorableText(request: FastifyRequest) {
  if (!request.url.startsWith('/api/')) return;
  const found = [request.params, request.query, request.body].flatMap(unstorableFields);
  if (found.length === 0) return;
  // A Map, then own properties: a field may be called __proto__.
  const errors = new Map<string, string[]>();
  for (const { field, message } of found) {
    const name = field || 'request';
    errors.set(name, [...(errors.get(name) ?? []), message]);
  }
  throw new HttpProblem(400, found[0]!.message, Object.fromEntries(errors));
}

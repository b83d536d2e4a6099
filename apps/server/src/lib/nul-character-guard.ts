import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (U+0000).';

const NUL = '\u0000';

/**
 * The fields (named as validation errors name them: `a.b.0`) whose text or key holds a NUL.
 * Walked with a stack of its own, so a deeply nested body cannot overflow the call stack.
 */
export function fieldsWithNul(input: unknown): string[] {
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) found.push(path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const field = path ? `${path}.${key.replaceAll(NUL, '\\u0000')}` : key.replaceAll(NUL, '\\u0000');
        if (key.includes(NUL)) found.push(field);
        pending.push({ value: item, path: field });
      }
    }
  }
  return found;
}

/**
 * A preValidation hook for every API route: PostgreSQL text cannot hold the NUL character, so
 * a body, query or path value containing one would fail in the database as a 500. Refusing it
 * here, once, before any schema or handler runs, covers every field of every API route —
 * present and future — with a 400 naming the fields. Uploads are read from their stream by
 * their route, which cleans control characters out of file names. The sign-in routes under
 * /auth store nothing from their query and answer anything malformed with a redirect to the
 * sign-in page, by design (auth-routes.ts), so they are left to do that.
 */
export async function refuseNulCharacters(request: FastifyRequest) {
  if (!request.url.startsWith('/api/')) return;
  const fields = [request.params, request.query, request.body].flatMap(fieldsWithNul);
  if (fields.length === 0) return;
  const errors = Object.fromEntries(fields.map((field) => [field || 'request', [NUL_CHARACTER_MESSAGE]]));
  throw new HttpProblem(400, NUL_CHARACTER_MESSAGE, errors);
}

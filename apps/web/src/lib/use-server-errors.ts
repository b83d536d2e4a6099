import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * The first message the server gave for each field the form has, from a problem+json answer's
 * `errors` (docs/api.md). Keys the form does not know (e.g. a field of another request type)
 * are left to the form's alert, which lists every error.
 */
export function serverFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: Partial<Record<FieldPath<Values>, unknown>>,
): [FieldPath<Values>, string][] {
  if (!isApiError(error) || !error.errors) return [];
  const marked: [FieldPath<Values>, string][] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    if (Object.hasOwn(fields, field) && messages[0]) marked.push([field as FieldPath<Values>, messages[0]]);
  }
  return marked;
}

/**
 * Marks the form's fields with the server's field errors after a failed save (DESIGN §7), so a
 * rule only the server can check turns its field red like the form's own validation does.
 * `fields` is the form's label map (a constant): its keys say which server keys are its fields.
 */
export function useServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: Partial<Record<FieldPath<Values>, unknown>>,
) {
  useEffect(() => {
    for (const [field, message] of serverFieldErrors<Values>(error, fields)) {
      setError(field, { type: 'server', message });
    }
  }, [error, setError, fields]);
}

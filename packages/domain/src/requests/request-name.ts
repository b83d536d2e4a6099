/** A request's name is shown as the part after its last '-' ("SR-000123" → "000123"). */
export function displayNameOf(name: string): string {
  const dash = name.lastIndexOf('-');
  return dash === -1 ? name : name.slice(dash + 1);
}

/** Names are "SR-" and a six-digit sequence number. */
export function requestNameFor(sequence: number): string {
  return `SR-${String(sequence).padStart(6, '0')}`;
}

/** A request's id: the database's UUID. */
const REQUEST_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A request's number as people write it: '000227', '227' or 'SR-000227'. */
const REQUEST_NUMBER_PATTERN = /^(?:SR-)?(\d{1,9})$/i;

/** How a link names a request: by its id, or by the number people see, say and paste. */
export type RequestReference = { id: string } | { name: string };

/**
 * Reads a request's id or number from a link (`/serviceRequests/000227`). Anything else is
 * `null`: no request has that name, so it is "not found" rather than a malformed link.
 */
export function parseRequestReference(text: string): RequestReference | null {
  const trimmed = text.trim();
  if (REQUEST_ID_PATTERN.test(trimmed)) return { id: trimmed.toLowerCase() };
  const number = REQUEST_NUMBER_PATTERN.exec(trimmed);
  if (!number) return null;
  const sequence = Number(number[1]);
  return sequence > 0 ? { name: requestNameFor(sequence) } : null;
}

/** A request's name is shown as the part after its last '-' ("SR-000123" → "000123"). */
export function displayNameOf(name: string): string {
  const dash = name.lastIndexOf('-');
  return dash === -1 ? name : name.slice(dash + 1);
}

/** Names are "SR-" and a six-digit sequence number. */
export function requestNameFor(sequence: number): string {
  return `SR-${String(sequence).padStart(6, '0')}`;
}

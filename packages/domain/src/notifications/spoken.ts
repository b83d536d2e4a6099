/**
 * For tests of what a notice says in English: the notice (or each of a list, or a transition's
 * notices) without its `message`, whose rendering the server's tests hold to the same English
 * (apps/server/test/notifications/notice-texts.test.ts).
 */
export function spoken<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => spoken(item)) as T;
  if (value && typeof value === 'object') {
    const { message: _message, notices, ...rest } = value as Record<string, unknown>;
    return (notices === undefined ? rest : { ...rest, notices: spoken(notices) }) as T;
  }
  return value;
}

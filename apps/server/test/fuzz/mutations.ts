import fc from 'fast-check';
import { hostileValue } from './hostile-values';

/**
 * Turns a valid-looking record (a body, or a set of query parameters) into a slightly or badly
 * wrong one, the way real clients get things wrong: a field missing, a field of the wrong kind
 * or with nasty content, a field nobody asked for, or no record at all. Nearly half of the
 * cases stay as generated, so the happy paths behind validation are driven too.
 */

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field names a client might add: unknown ones and the ones that pollute prototypes. */
const extraFieldName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'id', 'createdById', 'status', 'roles', ''),
  fc.string({ maxLength: 12 }),
);

type Mutation =
  | { kind: 'none' }
  | { kind: 'drop'; pick: number }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'extra'; name: string; value: unknown }
  | { kind: 'whole'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('extra' as const), name: extraFieldName, value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
);

function applyMutation(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  if (change.kind === 'whole' || !isRecord(value)) return change.kind === 'whole' ? change.value : value;
  const fields: Fields = { ...value };
  const keys = Object.keys(fields);
  switch (change.kind) {
    case 'drop':
      if (keys.length > 0) delete fields[keys[change.pick % keys.length]!];
      return fields;
    case 'replace':
      if (keys.length > 0) fields[keys[change.pick % keys.length]!] = change.value;
      return fields;
    case 'extra':
      // defineProperty so that '__proto__' becomes a real own field, as JSON.parse makes it.
      Object.defineProperty(fields, change.name, { value: change.value, enumerable: true, writable: true });
      return fields;
  }
}

/** `valid`, sometimes as it is and otherwise with one or two mistakes in it. */
export function withMutations<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, mutation, fc.option(mutation, { freq: 4 }))
    .map(([value, first, second]) => applyMutation(applyMutation(value, first), second ?? { kind: 'none' }));
}

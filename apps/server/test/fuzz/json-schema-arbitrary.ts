import fc from 'fast-check';
import { DAY_MS } from '@portico/domain/shared/time-units';

/**
 * Valid-looking values for a JSON schema as the OpenAPI document states it (the subset that
 * zod's JSON-schema output uses). fast-check has no JSON-schema arbitrary, and the libraries
 * that do aim at fake data rather than at being driven by fast-check's seed, so this is small
 * on purpose. Any keyword, type or format it does not know throws: a new kind of input must
 * get a generator before the fuzz test can pass, so nothing goes untested by accident.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  [keyword: string]: unknown;
}

/** A file in a multipart body, for `format: binary`. */
export interface FilePart {
  kind: 'file';
  fileName: string;
  bytes: Uint8Array;
}

export interface SchemaArbitraryContext {
  /** The schema a `$ref` points to. */
  resolveRef(ref: string): JsonSchema;
  /** Ids of real records for a field or parameter of this name (may be empty). */
  realValuesFor(name: string): readonly string[];
  /**
   * The value a real record has for a field of this name, if any: calls built around one
   * record (its id in the path, its fields in the body) get past the checks that relate them.
   */
  recordValueFor(name: string): unknown;
  /** Files that pass the upload checks, for `format: binary`. */
  validFile: fc.Arbitrary<FilePart>;
}

/** Keywords that describe a value without constraining it. */
const DESCRIPTIVE = new Set(['description', 'title', 'default', 'example', 'examples', 'deprecated']);
const HANDLED = new Set([
  'type',
  'format',
  'pattern',
  'enum',
  'const',
  'nullable',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'items',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
]);

/** Generated text stays short unless the schema asks for more; huge text is a mutation. */
const LONGEST_PLAIN_TEXT = 300;

export class NoGeneratorError extends Error {}

function assertKnownKeywords(schema: JsonSchema, where: string) {
  for (const keyword of Object.keys(schema)) {
    if (!HANDLED.has(keyword) && !DESCRIPTIVE.has(keyword)) {
      throw new NoGeneratorError(`No generator for JSON-schema keyword "${keyword}" at ${where}`);
    }
  }
}

/** Mostly real ids (so requests reach the code behind the 404), sometimes fresh ones. */
function withRealValues(name: string, generated: fc.Arbitrary<string>, context: SchemaArbitraryContext) {
  const real = context.realValuesFor(name);
  return real.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: generated })
    : generated;
}

/** Calendar dates around today, where forms' "not in the past" rules let most of them pass. */
const nearDate = fc
  .integer({ min: -30, max: 400 })
  .map((days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));

/** Readable words, the kind a person types into a text box. */
const words = fc.oneof(
  fc.lorem({ maxCount: 30 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
);

function stringArbitrary(schema: JsonSchema, name: string, where: string, context: SchemaArbitraryContext) {
  switch (schema.format) {
    case 'uuid':
      return withRealValues(name, fc.uuid(), context);
    case 'date':
      return nearDate;
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'binary':
      return context.validFile;
    case undefined:
      break;
    default:
      throw new NoGeneratorError(`No generator for string format "${schema.format}" at ${where}`);
  }
  if (schema.pattern) return withRealValues(name, fc.stringMatching(new RegExp(schema.pattern)), context);
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? LONGEST_PLAIN_TEXT, Math.max(min, LONGEST_PLAIN_TEXT));
  // Padding and cutting keep the words while meeting the limits, even after trimming.
  return words.map((text) => text.trim().padEnd(min, 'x').slice(0, max));
}

const isExclusive = (flag: boolean | number | undefined) => flag === true;

function numberArbitrary(schema: JsonSchema, integer: boolean) {
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  const lowest = min ?? -1_000_000;
  const highest = max ?? 1_000_000;
  const minExcluded = isExclusive(schema.exclusiveMinimum) || typeof schema.exclusiveMinimum === 'number';
  const maxExcluded = isExclusive(schema.exclusiveMaximum) || typeof schema.exclusiveMaximum === 'number';
  if (integer) {
    return fc.integer({
      min: Math.ceil(lowest) + (minExcluded ? 1 : 0),
      max: Math.min(Math.floor(highest) - (maxExcluded ? 1 : 0), Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({
    min: lowest,
    max: highest,
    minExcluded,
    maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** A schema with nothing to say about its value (`{}`, or only descriptions). */
const saysNothing = (schema: JsonSchema) => Object.keys(schema).every((keyword) => DESCRIPTIVE.has(keyword));

/**
 * `allOf` of objects (a body checked in two parts, as the forecast's conditional fields are)
 * as one object: every property, the part that says something about it winning over one that
 * accepts anything, and every required key.
 */
export function mergedAllOf(
  schema: JsonSchema,
  context: Pick<SchemaArbitraryContext, 'resolveRef'>,
): JsonSchema {
  const { allOf = [], ...rest } = schema;
  const parts = allOf.map((part) => (part.$ref ? context.resolveRef(part.$ref) : part));
  const properties: Record<string, JsonSchema> = {};
  for (const part of parts) {
    for (const [key, property] of Object.entries(part.properties ?? {})) {
      if (!properties[key] || saysNothing(properties[key])) properties[key] = property;
    }
  }
  const required = [...new Set(parts.flatMap((part) => part.required ?? []))];
  return { ...rest, type: 'object', properties, required };
}

function objectArbitrary(schema: JsonSchema, where: string, context: SchemaArbitraryContext) {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      arbitraryForSchema(property, context, { name: key, where: `${where}.${key}` }),
    ]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/**
 * A valid-looking value for `schema`. `name` is the field or parameter it is for (to offer real
 * ids), `recordField` the field of the call's real record it takes after (`name` by default),
 * and `where` says where in the document it is, for the error when no generator fits.
 */
export function arbitraryForSchema(
  schema: JsonSchema,
  context: SchemaArbitraryContext,
  {
    name = '',
    recordField = name,
    where = '#',
  }: { name?: string; recordField?: string; where?: string } = {},
): fc.Arbitrary<unknown> {
  assertKnownKeywords(schema, where);
  if (schema.$ref) {
    return arbitraryForSchema(context.resolveRef(schema.$ref), context, { name, recordField, where });
  }
  if (schema.allOf) {
    return arbitraryForSchema(mergedAllOf(schema, context), context, { name, recordField, where });
  }
  const nonNull = valueArbitrary(schema, context, name, where);
  const generated = schema.nullable ? fc.oneof(nonNull, fc.constant(null)) : nonNull;
  // A record's dates are mostly past ones, which "not before today" rules refuse; the
  // generated dates around today get further.
  const recorded = recordField && schema.format !== 'date' ? context.recordValueFor(recordField) : undefined;
  return recorded === undefined
    ? generated
    : fc.oneof({ weight: 3, arbitrary: fc.constant(recorded) }, { weight: 1, arbitrary: generated });
}

function valueArbitrary(
  schema: JsonSchema,
  context: SchemaArbitraryContext,
  name: string,
  where: string,
): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    return fc.oneof(
      ...branches.map((branch, index) =>
        arbitraryForSchema(branch, context, { name, recordField: '', where: `${where}/${index}` }),
      ),
    );
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...schema.type.map((type) =>
        arbitraryForSchema({ ...schema, type }, context, { name, recordField: '', where }),
      ),
    );
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, name, where, context);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (!schema.items) throw new NoGeneratorError(`No generator for an array without items at ${where}`);
      return fc.array(
        arbitraryForSchema(schema.items, context, { name, recordField: '', where: `${where}[]` }),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, 5),
        },
      );
    case 'object':
      return objectArbitrary(schema, where, context);
    case undefined:
      // `{}`: anything goes.
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new NoGeneratorError(`No generator for JSON-schema type "${schema.type}" at ${where}`);
  }
}

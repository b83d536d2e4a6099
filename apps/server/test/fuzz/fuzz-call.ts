import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { minimalPdf, MINIMAL_PNG } from '../../src/reference-data/sample-files';
import { CALLERS, TEST_ORIGIN, type Caller } from '../test-app';
import {
  hostileJsonText,
  hostileString,
  oversizedBody,
  rawUrlGarbage,
  strayContentBody,
} from './hostile-values';
import { arbitraryForSchema, type FilePart, type SchemaArbitraryContext } from './json-schema-arbitrary';
import { withMutations } from './mutations';
import type { Operation, Parameter } from './openapi-operations';
import { rowValueFor, subjectOf, type RealRecords, type Row } from './real-values';

/**
 * One generated call of an operation: who calls, and the URL, headers and body they send.
 * Most parts start valid-looking (from the operation's schemas, with ids of real records) and
 * are then often broken in one of the ways `hostile-values` and `mutations` describe.
 */

/** Files the upload checks accept: the extension matches the content. */
export const validFile: fc.Arbitrary<FilePart> = fc.oneof(
  fc.record({
    kind: fc.constant('file' as const),
    fileName: fc.oneof(fc.constant('Quote'), hostileString).map((stem) => `${stem}.pdf`),
    bytes: fc.constant(new Uint8Array(minimalPdf('fuzz'))),
  }),
  fc.record({
    kind: fc.constant('file' as const),
    fileName: fc.constantFrom('photo.png', 'photo.PNG', 'no-extension', '.png'),
    bytes: fc.oneof(fc.constant(new Uint8Array(MINIMAL_PNG)), fc.uint8Array({ maxLength: 64 })),
  }),
);

const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && (value as FilePart).kind === 'file';

/** Percent-encodes the UTF-8 bytes of any text (lone surrogates become U+FFFD, as a browser's). */
const encoded = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/** A query or form value as text; objects as JSON, as a confused client would send them. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

function queryString(values: unknown): string {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return values === undefined ? '' : `value=${encoded(asText(values))}`;
  }
  return Object.entries(values)
    .flatMap(([name, value]) =>
      // An array is the same parameter given several times (?status=a&status=b).
      (Array.isArray(value) ? value : [value]).map((item) => `${encoded(name)}=${encoded(asText(item))}`),
    )
    .join('&');
}

function parametersArbitrary(parameters: Parameter[], context: SchemaArbitraryContext, where: string) {
  return arbitraryForSchema(
    {
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    },
    context,
    { where },
  );
}

/** The name a path parameter refers to: `{id}` after `/requests` is a request's id. */
export function parameterSubject(operation: Operation, parameter: Parameter): string {
  if (parameter.name !== 'id') return parameter.name;
  const segments = operation.path.split('/');
  return segments[segments.indexOf(`{${parameter.name}}`) - 1] ?? parameter.name;
}

/**
 * The table a call is built around: the one its last path parameter names, or else its last
 * path segment (`POST /requests`'s body is shaped like a service_requests row).
 */
export function recordSubject(operation: Operation): string {
  const last = operation.pathParams.at(-1);
  return last ? parameterSubject(operation, last) : (operation.path.split('/').at(-1) ?? '');
}

/** One path segment: a valid-looking value (often a real id), nasty text, or broken encoding. */
function pathSegmentArbitrary(operation: Operation, parameter: Parameter, context: SchemaArbitraryContext) {
  const isLast = parameter === operation.pathParams.at(-1);
  const valid = arbitraryForSchema(parameter.schema, context, {
    name: parameterSubject(operation, parameter),
    // The record's own id for the last parameter; the ids it refers to for the others.
    recordField: isLast ? 'id' : `${subjectOf(parameterSubject(operation, parameter))}Id`,
    where: `${operation.key} path ${parameter.name}`,
  });
  return fc.oneof(
    { weight: 8, arbitrary: valid.map((value) => encoded(asText(value))) },
    { weight: 1, arbitrary: hostileString.map(encoded) },
    { weight: 1, arbitrary: rawUrlGarbage },
  );
}

function urlArbitrary(operation: Operation, context: SchemaArbitraryContext): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((parameter) =>
    pathSegmentArbitrary(operation, parameter, context),
  );
  const query = fc.oneof(
    {
      weight: 9,
      arbitrary: withMutations(parametersArbitrary(operation.query, context, `${operation.key} query`)).map(
        queryString,
      ),
    },
    { weight: 1, arbitrary: rawUrlGarbage.map((garbage) => `${garbage}=${garbage}`) },
    {
      // Every key twice, or in the bracket forms some parsers turn into arrays and objects.
      weight: 1,
      arbitrary: fc
        .tuple(
          parametersArbitrary(operation.query, context, `${operation.key} query`).map(queryString),
          fc.constantFrom('twice', 'brackets', 'nested'),
        )
        .map(([search, form]) => repeatedKeys(search, form)),
    },
  );
  return fc.tuple(fc.tuple(...segments), query).map(([values, search]) => {
    let path = operation.path;
    operation.pathParams.forEach((parameter, index) => {
      path = path.replace(`{${parameter.name}}`, values[index]!);
    });
    return search ? `${path}?${search}` : path;
  });
}

/** A query string with its keys repeated: `a=1&a=1`, `a[]=1`, `a[x]=1`. */
function repeatedKeys(search: string, form: 'twice' | 'brackets' | 'nested'): string {
  const pairs = search.split('&').filter(Boolean);
  if (pairs.length === 0) return 'page=1&page=2&sort[]=name&__proto__[polluted]=1';
  if (form === 'twice') return [...pairs, ...pairs].join('&');
  return pairs
    .map((pair) => {
      const [key, value = ''] = pair.split('=');
      return form === 'brackets' ? `${key}[]=${value}&${key}[]=${value}` : `${key}[x]=${value}`;
    })
    .join('&');
}

/** What is sent as the body; encoded only when the call is made. */
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'oversized' }
  | { kind: 'multipart'; fields: unknown };

const jsonText = (text: string): BodySpec => ({ kind: 'text', contentType: 'application/json', text });

/** Bodies any operation may be sent by mistake: broken JSON, the wrong type, too much. */
const strayBody: fc.Arbitrary<BodySpec> = fc.oneof(
  hostileJsonText.map(jsonText),
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'oversized' as const }),
  hostileString.map((text) => ({ kind: 'text' as const, contentType: 'text/plain', text })),
  strayContentBody.map(({ contentType, text }) => ({ kind: 'text' as const, contentType, text })),
);

function bodyArbitrary(operation: Operation, context: SchemaArbitraryContext): fc.Arbitrary<BodySpec> {
  if (!operation.body) {
    return fc.oneof(
      { weight: 9, arbitrary: fc.constant({ kind: 'none' as const }) },
      { weight: 1, arbitrary: strayBody },
    );
  }
  const valid = withMutations(
    arbitraryForSchema(operation.body.schema, context, { where: `${operation.key} body` }),
  );
  const shaped: fc.Arbitrary<BodySpec> =
    operation.body.encoding === 'json'
      ? valid.map((value) => (value === undefined ? { kind: 'none' } : jsonText(JSON.stringify(value))))
      : valid.map((fields) => ({ kind: 'multipart', fields }));
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: strayBody });
}

/** Mostly the headers the portal's page sends; sometimes the CSRF defence is missing or foreign. */
const headersArbitrary = fc.oneof(
  { weight: 38, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant({ 'x-requested-with': 'XMLHttpRequest' }) },
  { weight: 1, arbitrary: fc.constant({ origin: 'https://attacker.example' }) },
);

export interface FuzzCall {
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: BodySpec;
}

const shortened = (text: string) =>
  text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;

/** A call as a failure report shows it: short, and with invisible characters made visible. */
export function describeCall(call: FuzzCall): string {
  const body = call.body.kind === 'multipart' ? JSON.stringify(call.body.fields) : JSON.stringify(call.body);
  return `${call.caller}: ${call.method} ${shortened(call.url)} headers=${JSON.stringify(call.headers)} body=${shortened(body ?? '')}`;
}

export interface FuzzSources {
  records: RealRecords;
  resolveRef: SchemaArbitraryContext['resolveRef'];
}

/** Calls of `operation` by every caller, valid-looking and not, mostly around a real record. */
export function fuzzCallArbitrary(operation: Operation, sources: FuzzSources): fc.Arbitrary<FuzzCall> {
  const rows = sources.records.rowsFor(recordSubject(operation));
  const record: fc.Arbitrary<Row | null> =
    rows.length > 0 ? fc.option(fc.constantFrom(...rows), { freq: 4 }) : fc.constant(null);
  return record.chain((row) =>
    callArbitrary(operation, {
      resolveRef: sources.resolveRef,
      realValuesFor: sources.records.idsFor,
      recordValueFor: (name) => (row ? rowValueFor(row, name) : undefined),
      validFile,
    }),
  );
}

function callArbitrary(operation: Operation, context: SchemaArbitraryContext): fc.Arbitrary<FuzzCall> {
  return fc
    .record({
      caller: fc.constantFrom(...CALLERS),
      method: fc.constant(operation.method),
      url: urlArbitrary(operation, context),
      headers: headersArbitrary,
      body: bodyArbitrary(operation, context),
    })
    .map((call) => Object.defineProperty(call, fc.toStringMethod, { value: () => describeCall(call) }));
}

async function multipartPayload(fields: unknown) {
  const form = new FormData();
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
    for (const [name, value] of Object.entries(fields)) {
      if (isFilePart(value)) form.append(name, new Blob([value.bytes]), value.fileName);
      else form.append(name, asText(value));
    }
  }
  // Response encodes the form exactly as fetch would send it, boundary and all.
  const encodedForm = new Response(form);
  return {
    payload: Buffer.from(await encodedForm.arrayBuffer()),
    contentType: encodedForm.headers.get('content-type')!,
  };
}

async function encodedBody(body: BodySpec): Promise<{ payload?: string | Buffer; contentType?: string }> {
  switch (body.kind) {
    case 'none':
      return {};
    case 'text':
      return { payload: body.text, contentType: body.contentType };
    case 'oversized':
      return { payload: oversizedBody(), contentType: 'application/json' };
    case 'multipart':
      return multipartPayload(body.fields);
  }
}

/** The call as `inject` takes it, with the Origin the portal's own page sends. */
export async function injectOptions(call: FuzzCall): Promise<InjectOptions> {
  const { payload, contentType } = await encodedBody(call.body);
  return {
    method: call.method as InjectOptions['method'],
    url: call.url,
    headers: {
      origin: TEST_ORIGIN,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...call.headers,
    },
    ...(payload === undefined ? {} : { payload }),
  };
}

import type { JsonSchema } from './json-schema-arbitrary';

/**
 * The operations of the server's own OpenAPI document, in the shape the fuzz test drives them.
 * Reading the document (not a list kept by hand) means a new endpoint is fuzzed the day it is
 * declared; a part of an operation the test cannot drive throws instead of being skipped.
 */

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type BodyEncoding = 'json' | 'multipart';

export interface Operation {
  /** `METHOD /path/{param}`, as the document has it. */
  key: string;
  method: string;
  /** The path with `{param}` placeholders. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: { encoding: BodyEncoding; required: boolean; schema: JsonSchema } | null;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);
const ENCODINGS: Record<string, BodyEncoding> = {
  'application/json': 'json',
  'multipart/form-data': 'multipart',
};

function bodyOf(key: string, requestBody: OpenApiOperation['requestBody']): Operation['body'] {
  if (!requestBody) return null;
  const [contentType, ...others] = Object.keys(requestBody.content);
  const encoding = contentType ? ENCODINGS[contentType] : undefined;
  if (!encoding || others.length > 0) {
    throw new Error(`${key}: no body generator for content types ${Object.keys(requestBody.content)}`);
  }
  return {
    encoding,
    required: requestBody.required ?? false,
    schema: requestBody.content[contentType!]!.schema,
  };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) throw new Error(`${path}: no driver for HTTP method ${method}`);
      const key = `${method.toUpperCase()} ${path}`;
      const parameters = operation.parameters ?? [];
      const unknown = parameters.filter((parameter) => parameter.in !== 'path' && parameter.in !== 'query');
      if (unknown.length > 0) {
        throw new Error(`${key}: no generator for ${unknown.map((p) => `${p.in} parameter ${p.name}`)}`);
      }
      const parameter = ({ name, required, schema }: OpenApiParameter): Parameter => ({
        name,
        required: required ?? false,
        schema,
      });
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map(parameter),
        query: parameters.filter((p) => p.in === 'query').map(parameter),
        body: bodyOf(key, operation.requestBody),
      });
    }
  }
  return operations;
}

/** What a `$ref` in the document points to. */
export function refResolver(document: OpenApiDocument) {
  return (ref: string): JsonSchema => {
    const name = ref.replace(/^#\/components\/schemas\//, '');
    const schema = document.components?.schemas?.[name];
    if (!schema) throw new Error(`Unresolvable $ref ${ref}`);
    return schema;
  };
}

/**
 * The group an operation belongs to: the first part of its path (`/api/requests/…` is
 * `requests`), or its first two under the administration, which is a third of the API.
 */
export function operationGroup(operation: Operation): string {
  const parts = operation.path.split('/').filter((part) => part && !part.startsWith('{'));
  const [scope, first, second] = parts[0] === 'api' || parts[0] === 'auth' ? parts : ['', ...parts];
  return first === 'admin' && second ? `${scope}/admin/${second}` : `${scope}/${first ?? ''}`;
}

/**
 * The operations of one of `shards` parts (1-based), whole groups at a time: the largest group
 * first into the part with the fewest operations so far, so the parts are near equal and every
 * operation is in exactly one of them.
 */
export function operationsInShard(operations: readonly Operation[], shard: number, shards: number) {
  const groups = new Map<string, Operation[]>();
  for (const operation of operations) {
    const group = operationGroup(operation);
    groups.set(group, [...(groups.get(group) ?? []), operation]);
  }
  const parts = Array.from({ length: shards }, () => [] as Operation[]);
  const bySize = [...groups.entries()].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
  for (const [, members] of bySize) {
    const smallest = parts.reduce((least, part) => (part.length < least.length ? part : least));
    smallest.push(...members);
  }
  return parts[shard - 1] ?? [];
}

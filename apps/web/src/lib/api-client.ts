import { IDEMPOTENCY_KEY_HEADER } from '@portico/domain/shared/idempotency';

/**
 * The one way the browser talks to the Portico server. Cookies carry the session (same origin
 * only) and every call sends `X-Requested-With: portico`, which the server requires on
 * state-changing requests as its CSRF defence.
 */

export type FieldErrors = Record<string, string[]>;

interface ApiErrorInit {
  status: number;
  title: string;
  detail?: string | undefined;
  errors?: FieldErrors | undefined;
  /** The whole problem body, for a screen that reads its own members (the HR import's report). */
  body?: Record<string, unknown> | undefined;
}

/** An error answer from the server, read from its `application/problem+json` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldErrors | undefined;
  readonly body: Record<string, unknown> | undefined;

  constructor({ status, title, detail, errors, body }: ApiErrorInit) {
    super(detail ?? title);
    this.name = 'ApiError';
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.errors = errors;
    this.body = body;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** Status 0 stands for "no answer at all" (offline, server down, request blocked). */
export const NETWORK_ERROR_STATUS = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a repeat of the change gets the first answer (lib/use-idempotent-mutation.ts). */
  idempotencyKey?: string | undefined;
  /** Sent as `If-Match`: the server refuses the change if what it was made on has changed. */
  ifMatch?: string | undefined;
}

/** For the calls that change something: the form's key, so a repeat makes nothing twice. */
export interface ChangeOptions {
  idempotencyKey?: string | undefined;
  /** Sent as `If-Match`: the saved state the change was made on (a request's `version`). */
  ifMatch?: string | undefined;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, idempotencyKey, ifMatch } = options;
  const headers = new Headers({
    Accept: 'application/json, application/problem+json',
    'X-Requested-With': 'portico',
  });
  if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
  if (ifMatch) headers.set('If-Match', ifMatch);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload ?? null,
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: NETWORK_ERROR_STATUS,
      title: 'The server could not be reached',
      detail: 'Check your connection and try again.',
    });
  }

  if (!response.ok) throw await readProblem(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown, options?: ChangeOptions) =>
    apiRequest<T>(path, { method: 'POST', body, ...options }),
  put: <T>(path: string, body?: unknown, options?: ChangeOptions) =>
    apiRequest<T>(path, { method: 'PUT', body, ...options }),
  patch: <T>(path: string, body?: unknown, options?: ChangeOptions) =>
    apiRequest<T>(path, { method: 'PATCH', body, ...options }),
  delete: <T>(path: string, options?: ChangeOptions) => apiRequest<T>(path, { method: 'DELETE', ...options }),
};

/** The error an answer's `application/problem+json` body describes (also for XHR uploads). */
export async function readProblem(response: Response): Promise<ApiError> {
  const fallback: ApiErrorInit = {
    status: response.status,
    title: response.statusText || `Request failed with status ${response.status}`,
  };
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return new ApiError(fallback);
  try {
    const body: unknown = await response.json();
    if (!isRecord(body)) return new ApiError(fallback);
    return new ApiError({
      status: response.status,
      title: typeof body.title === 'string' && body.title ? body.title : fallback.title,
      detail: typeof body.detail === 'string' ? body.detail : undefined,
      errors: readFieldErrors(body.errors),
      body,
    });
  } catch {
    return new ApiError(fallback);
  }
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const texts = Array.isArray(messages) ? messages : [messages];
    const strings = texts.filter((text): text is string => typeof text === 'string');
    if (strings.length > 0) errors[field] = strings;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Beside the fetch wrapper rather than in a module of their own: every list call uses them, and a
// separate module would be one more chunk in the first page's download.
/** A list query's values as URL parameters; empty ones (undefined, null, '') are left out. */
export function searchParamsOf(params: object): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search;
}

/** An API path with a list query: `withQuery('/api/news-events', { page: 1, search: '' })`. */
export const withQuery = (path: string, params: object) => `${path}?${searchParamsOf(params).toString()}`;

/** The message of a failed call: the server's detail, else its title, else the error's own text. */
export const messageOf = (error: Error) =>
  isApiError(error) ? (error.detail ?? error.title) : error.message || 'Something went wrong.';

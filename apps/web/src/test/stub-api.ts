import { vi } from 'vitest';

export interface StubCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/**
 * A fetch stand-in that answers by method and path through a function, for screens whose calls
 * carry query strings (lists, searches). Unanswered calls get a 404 problem. Bodies sent as
 * JSON are parsed back, so a test can assert on what was sent. An answer may be a promise, to
 * hold a call open while the test looks at the screen.
 */
export function stubApi(
  answer: (call: StubCall) => StubAnswer | undefined | Promise<StubAnswer | undefined>,
) {
  const calls: StubCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: StubCall = {
      method: init?.method ?? 'GET',
      url,
      body: text ? (JSON.parse(text) as unknown) : init?.body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const reply = (await answer(call)) ?? {
      status: 404,
      body: { type: 'about:blank', title: 'Not Found', status: 404 },
    };
    const status = reply.status ?? 200;
    if (status === 204) return new Response(null, { status });
    const type = status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(JSON.stringify(reply.body ?? {}), { status, headers: { 'Content-Type': type } });
  };
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

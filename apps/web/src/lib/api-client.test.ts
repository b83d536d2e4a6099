import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, NETWORK_ERROR_STATUS } from './api-client';

const problem = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });

describe('api client', () => {
  it('sends the CSRF header, same-origin credentials and a JSON body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.patch('/api/profile', { title: 'Analyst' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/profile');
    expect(init.method).toBe('PATCH');
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('X-Requested-With')).toBe('portico');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"title":"Analyst"}');
  });

  it('sends the CSRF header on reads too', async () => {
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/me');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('X-Requested-With')).toBe('portico');
  });

  it('turns a problem+json answer into an ApiError with its field errors', async () => {
    vi.stubGlobal('fetch', async () =>
      problem(400, {
        type: 'about:blank',
        title: 'Invalid profile',
        status: 400,
        detail: 'Some fields need attention.',
        errors: { aboutMe: ['Must be 250 characters or less'], title: ['Required'] },
      }),
    );
    const error = await api.patch('/api/profile', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: 'Invalid profile',
      detail: 'Some fields need attention.',
      errors: { aboutMe: ['Must be 250 characters or less'], title: ['Required'] },
      message: 'Some fields need attention.',
    });
  });

  it('still reports the status when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: 502, title: 'Bad Gateway' });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/me')).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS });
  });

  it('returns undefined for 204 No Content', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });
});

import type { Page } from '@playwright/test';

/** Calls the portal's API from the signed-in page, with its session cookie and CSRF header. */
export const api = (page: Page, path: string, method = 'GET', body?: unknown) =>
  page.evaluate(
    async ({ path, method, body }) => {
      // As the portal's own client: a JSON content type only with a body (Fastify refuses an
      // empty JSON body with 400, which would hide the 403 a DELETE is expected to get).
      const response = await fetch(path, {
        method,
        headers: body
          ? { 'content-type': 'application/json', 'x-requested-with': 'portico' }
          : { 'x-requested-with': 'portico' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as Record<string, unknown>,
      };
    },
    { path, method, body },
  );

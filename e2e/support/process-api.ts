import type { Browser } from '@playwright/test';
import { closeToursThisSession, expect, signInAs } from './fixtures';
import { PERSONAS, type PersonaKey } from './personas';
import { daysAhead, DREWS_PROJECT } from './requests';
import { keepRunClock } from './clock';

/**
 * A person's API calls to one server process from Node (no page), with the session cookie the
 * real sign-in gave them, the CSRF header and that server's Origin — as the portal's own client.
 */
export interface ProcessApi {
  call(
    path: string,
    method?: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

export function apiAt(url: string, cookie: string): ProcessApi {
  return {
    async call(path, method = 'GET', body) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: {
          cookie,
          'x-requested-with': 'portico',
          origin: url,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as Record<string, unknown>,
      };
    },
  };
}

/** Signs in through the server's real sign-in (its own identity provider) and returns the cookie. */
export async function sessionCookie(browser: Browser, url: string, persona: PersonaKey) {
  const context = await browser.newContext();
  try {
    await keepRunClock(context);
    await closeToursThisSession(context);
    const page = await context.newPage();
    await signInAs(page, PERSONAS[persona].email, `${url}/`);
    await expect(page.getByRole('banner').getByText(PERSONAS[persona].name)).toBeVisible();
    const session = (await context.cookies(url)).find((cookie) => cookie.name === 'portico_session');
    if (!session) throw new Error('The sign-in set no session cookie');
    return `${session.name}=${session.value}`;
  } finally {
    await context.close();
  }
}

/** A Purchase request body on Drew's project: saving it opens Drew's approval and tells Drew. */
export async function purchaseBody(api: ProcessApi) {
  const categories = await api.call('/api/request-categories?type=Purchase%20Request');
  const projects = await api.call(`/api/projects?search=${encodeURIComponent(DREWS_PROJECT)}`);
  const category = (categories.body.items as { id: string }[])[0]!.id;
  const project = (projects.body.items as { id: string }[])[0]!.id;
  return (description: string) => ({
    type: 'Purchase Request',
    onBehalf: false,
    category,
    project,
    priority: '2 - Medium',
    neededBy: daysAhead(21),
    description,
    requestDetails: `${description}, in more detail for the IT team.`,
    productBrand: 'Zebra',
    productModal: 'ET40',
    productQuantity: '2',
    deliveryDetails: 'Ship to the Halifax depot.',
  });
}

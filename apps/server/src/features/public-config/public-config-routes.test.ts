import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(() => t.close());

it('tells the sign-in screens the portal’s and provider’s names without a session', async () => {
  const response = await t.anonymous().get('/api/public-config');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    directoryName: 'Portico',
    identityProviderName: 'work',
    copyright: 'Copyright © 2021 Portico. All rights reserved.',
  });
});

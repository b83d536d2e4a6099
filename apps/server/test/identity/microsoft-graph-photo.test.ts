import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { employees } from '../../src/db/schema';
import {
  createGraphPhotoRefresher,
  isMicrosoftEntraIssuer,
  withGraphPhotoScope,
} from '../../src/features/identity/microsoft-graph-photo';
import { createTestDatabase } from '../database';
import { createEmployee } from '../factories';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const silentLog = () => ({ warn: vi.fn() }) as unknown as Parameters<typeof createGraphPhotoRefresher>[1];
const photoOf = async (id: string) =>
  (await database.db.select().from(employees).where(eq(employees.id, id)))[0]!;

/** Runs the refresher for a new employee against a stubbed Graph answer. */
async function refreshWith(response: Response, log = silentLog()) {
  const person = await createEmployee(database.db);
  const fetchStub = vi.fn(async () => response);
  const refresh = createGraphPhotoRefresher(database.db, log, fetchStub as unknown as typeof fetch);
  await refresh(person.id, 'access-token');
  return { person, fetchStub, log };
}

describe('the Microsoft Graph profile photo (Entra ID only)', () => {
  it('is read with the access token and stored on the employee', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { person, fetchStub } = await refreshWith(
      new Response(bytes, { status: 200, headers: { 'content-type': 'image/png' } }),
    );
    expect(fetchStub).toHaveBeenCalledWith(
      'https://graph.microsoft.com/v1.0/me/photo/$value',
      expect.objectContaining({ headers: { authorization: 'Bearer access-token' } }),
    );
    const stored = await photoOf(person.id);
    expect(stored.photoContentType).toBe('image/png');
    expect([...stored.photo!]).toEqual([...bytes]);
  });

  it('leaves the employee alone when they have no photo', async () => {
    const { person, log } = await refreshWith(new Response(null, { status: 404 }));
    expect((await photoOf(person.id)).photo).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('refuses content that is not an image, and only logs it', async () => {
    const { person, log } = await refreshWith(
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect((await photoOf(person.id)).photo).toBeNull();
    expect(log.warn).toHaveBeenCalled();
  });

  it('adds User.Read to the scopes once, and recognises the Entra issuer', () => {
    expect(withGraphPhotoScope('openid profile email')).toBe('openid profile email User.Read');
    expect(withGraphPhotoScope('openid user.read')).toBe('openid user.read');
    expect(isMicrosoftEntraIssuer(new URL('https://login.microsoftonline.com/tenant/v2.0'))).toBe(true);
    expect(isMicrosoftEntraIssuer(new URL('https://idp.example.com'))).toBe(false);
  });
});

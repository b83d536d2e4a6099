import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, sessions, signInIdentities } from '../../src/db/schema';
import { forgetSignIns } from '../../src/features/identity/sign-in-queries';
import { accountOf } from '../../src/features/identity/sign-in-service';
import { createEmployee } from '../factories';
import { buildIdentityTestApp } from './identity-test-app';
import { signIn } from './sign-in-flow';

/**
 * Which account signs in as which employee is bound at the first sign-in and kept: an HR file
 * that moves work emails between records (here written straight to the table, as an import
 * would) cannot make one person sign in as another. The development provider's `sub` is the
 * email it was given, so each address below is one account.
 */
let t: Awaited<ReturnType<typeof buildIdentityTestApp>>;
beforeAll(async () => {
  t = await buildIdentityTestApp();
});
afterAll(async () => t.close());

/** Signs in through the provider with `email`; the employee the session is for, if any. */
async function signedInAs(email: string) {
  const browser = t.browser();
  const { callback } = await signIn(browser, email);
  if (callback.location?.pathname !== '/dataloader') return undefined;
  const token = browser.cookie('portico_session')!.value;
  const me = await browser.get('/api/me');
  expect(token).toBeTruthy();
  return (JSON.parse(me.body) as { id: string }).id;
}
const setEmail = (id: string, workEmail: string) =>
  t.db.update(employees).set({ workEmail }).where(eq(employees.id, id));

describe('a sign-in is bound to the account that first made it', () => {
  it('keeps HR from becoming Admin by moving work emails between records', async () => {
    const hr = await createEmployee(t.db, { workEmail: 'hr.person@example.com' });
    const admin = await createEmployee(t.db, { workEmail: 'admin.person@example.com' });
    expect(await signedInAs('hr.person@example.com')).toBe(hr.id);
    expect(await signedInAs('admin.person@example.com')).toBe(admin.id);

    // HR changes her own address, then gives the Admin's record her old one.
    await setEmail(hr.id, 'hr.renamed@example.com');
    await setEmail(admin.id, 'hr.person@example.com');

    expect(await signedInAs('hr.person@example.com')).toBe(hr.id);
    // The real Admin still signs in as himself, whatever address his record has now.
    expect(await signedInAs('admin.person@example.com')).toBe(admin.id);
  });

  it('refuses a new account whose email names someone another account signs in as', async () => {
    const person = await createEmployee(t.db, { workEmail: 'first.account@example.com' });
    expect(await signedInAs('first.account@example.com')).toBe(person.id);
    await setEmail(person.id, 'second.account@example.com');
    const before = await t.db.select().from(sessions).where(eq(sessions.employeeId, person.id));

    expect(await signedInAs('second.account@example.com')).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.employeeId, person.id))).toHaveLength(
      before.length,
    );
    expect(t.logs.some((line) => line.msg.startsWith('sign-in refused: another account'))).toBe(true);
  });

  it('binds only an active employee, and an account once', async () => {
    const gone = await createEmployee(t.db, {
      workEmail: 'gone.person@example.com',
      employmentStatus: 'TERMINATED',
    });
    expect(await signedInAs('gone.person@example.com')).toBeUndefined();
    expect(
      await t.db.select().from(signInIdentities).where(eq(signInIdentities.employeeId, gone.id)),
    ).toEqual([]);

    const person = await createEmployee(t.db, { workEmail: 'twice@example.com' });
    expect(await signedInAs('twice@example.com')).toBe(person.id);
    expect(await signedInAs('twice@example.com')).toBe(person.id);
    const bound = await t.db
      .select()
      .from(signInIdentities)
      .where(eq(signInIdentities.employeeId, person.id));
    expect(bound).toEqual([
      expect.objectContaining({ subject: 'twice@example.com', issuer: 'http://localhost:3000/oidc' }),
    ]);
  });
});

describe('forgetting a bound account (npm run roles -- forget-sign-in)', () => {
  it('lets the account that now signs in with the person’s email be bound to them', async () => {
    const person = await createEmployee(t.db, { workEmail: 'old.account@example.com' });
    expect(await signedInAs('old.account@example.com')).toBe(person.id);
    await setEmail(person.id, 'recreated.account@example.com');
    expect(await signedInAs('recreated.account@example.com')).toBeUndefined();

    expect(await forgetSignIns(t.db, person.id)).toBe(1);
    expect(await signedInAs('recreated.account@example.com')).toBe(person.id);
    expect(await signedInAs('old.account@example.com')).toBeUndefined();
  });
});

describe('accountOf', () => {
  it.each([
    [{ iss: 'https://login.example/t', sub: 'pairwise-1', oid: 'object-9' }, 'object-9'],
    [{ iss: 'https://login.example/t', sub: 'pairwise-1' }, 'pairwise-1'],
    [{ iss: 'https://login.example/t', sub: 'pairwise-1', oid: '' }, 'pairwise-1'],
    [{ iss: 'https://login.example/t', sub: 'pairwise-1', oid: 42 }, 'pairwise-1'],
  ])('%j signs in as subject %s', (claims, subject) => {
    expect(accountOf(claims)).toEqual({ issuer: 'https://login.example/t', subject });
  });
});

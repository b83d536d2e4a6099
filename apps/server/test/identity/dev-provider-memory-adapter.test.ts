import { describe, expect, it } from 'vitest';
import { createMemoryAdapterFactory } from '../../src/features/identity/dev-provider-memory-adapter';

describe('the development provider’s memory storage', () => {
  it('forgets entries when they expire', async () => {
    let now = 1_000_000;
    const adapter = createMemoryAdapterFactory(() => now)('Session');
    await adapter.upsert('s1', { uid: 'u1', accountId: 'a@example.com' }, 60);
    expect(await adapter.findByUid('u1')).toMatchObject({ accountId: 'a@example.com' });
    now += 61_000;
    expect(await adapter.find('s1')).toBeUndefined();
    expect(await adapter.findByUid('u1')).toBeUndefined();
  });

  it('revoking a grant removes its tokens but not an interaction that mentions it', async () => {
    const factory = createMemoryAdapterFactory();
    const codes = factory('AuthorizationCode');
    const tokens = factory('AccessToken');
    const interactions = factory('Interaction');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await tokens.upsert('t1', { grantId: 'g1' }, 600);
    await tokens.upsert('t2', { grantId: 'g2' }, 600);
    await interactions.upsert('i1', { grantId: 'g1' }, 600);

    await codes.revokeByGrantId('g1');

    expect(await codes.find('c1')).toBeUndefined();
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
    expect(await interactions.find('i1')).toBeDefined();
  });

  it('marks a consumed entry, as replay detection needs', async () => {
    const codes = createMemoryAdapterFactory(() => 5_000_000)('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ consumed: 5000 });
  });
});

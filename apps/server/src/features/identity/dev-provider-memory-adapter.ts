import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  value: unknown;
  expiresAt: number;
}

const SWEEP_EVERY_WRITES = 200;

/** The models a grant revocation removes (an Interaction or Session may carry a grantId too). */
const GRANT_BOUND_MODELS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

/**
 * Storage for the development identity provider: a Map in this process, entries expiring with
 * the provider's own lifetimes. oidc-provider wants its adapter supplied by the deployment;
 * for a provider that exists only on a developer's machine, memory is the honest choice —
 * a restart just means signing in again. Each provider instance gets its own store.
 */
export function createMemoryAdapterFactory(now: () => number = Date.now): AdapterFactory {
  const store = new Map<string, Entry>();
  let writes = 0;

  const read = <T>(key: string): T | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      store.delete(key);
      return undefined;
    }
    return entry.value as T;
  };

  const write = (key: string, value: unknown, expiresInSeconds: number | undefined) => {
    store.set(key, { value, expiresAt: expiresInSeconds ? now() + expiresInSeconds * 1000 : Infinity });
    if (++writes % SWEEP_EVERY_WRITES === 0) {
      const time = now();
      for (const [k, entry] of store) if (entry.expiresAt <= time) store.delete(k);
    }
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        write(key(id), payload, expiresIn);
        if (model === 'Session' && payload.uid) write(`sessionUid:${payload.uid}`, id, expiresIn);
        if (payload.userCode) write(`userCode:${payload.userCode}`, id, expiresIn);
        if (payload.grantId && GRANT_BOUND_MODELS.has(model)) {
          // The grant's index lives as long as its longest-lived member.
          const indexKey = `grant:${payload.grantId}`;
          const index = store.get(indexKey);
          const members = (index?.value as Set<string> | undefined) ?? new Set<string>();
          members.add(key(id));
          const memberExpiry = expiresIn ? now() + expiresIn * 1000 : Infinity;
          store.set(indexKey, { value: members, expiresAt: Math.max(index?.expiresAt ?? 0, memberExpiry) });
        }
      },
      async find(id: string) {
        return read<AdapterPayload>(key(id));
      },
      async findByUid(uid: string) {
        const id = read<string>(`sessionUid:${uid}`);
        return id ? read<AdapterPayload>(key(id)) : undefined;
      },
      async findByUserCode(userCode: string) {
        const id = read<string>(`userCode:${userCode}`);
        return id ? read<AdapterPayload>(key(id)) : undefined;
      },
      async consume(id: string) {
        const payload = read<AdapterPayload>(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id: string) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId: string) {
        const members = read<Set<string>>(`grant:${grantId}`);
        for (const member of members ?? []) store.delete(member);
        store.delete(`grant:${grantId}`);
      },
    };
  };
}

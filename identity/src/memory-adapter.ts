// Provider storage in memory (sessions, grants, codes, interactions): nothing here needs to outlive the
// process. Unlike oidc-provider's quick-start adapter it has no 1,000-entry cap (a long e2e run or a
// 15-second silent-renew loop cannot evict a live session); expired entries are swept every minute.
import type { AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** A fresh store and the adapter class bound to it (one per provider instance). */
export function createMemoryAdapter() {
  const entries = new Map<string, Entry>();
  const secondary = new Map<string, string>(); // sessionUid:<uid> / userCode:<code> -> id
  const grants = new Map<string, Set<string>>(); // grantId -> entry keys

  const alive = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [index, id] of secondary) {
      const [kind] = index.split(':');
      if (!entries.has(`${kind === 'sessionUid' ? 'Session' : 'DeviceCode'}:${id}`)) secondary.delete(index);
    }
    for (const [grantId, keys] of grants) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) grants.delete(grantId);
    }
  }, 60_000);
  sweep.unref();

  return class MemoryAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const key = this.key(id);
      entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
      if (this.model === 'Session' && payload.uid) secondary.set(`sessionUid:${payload.uid}`, id);
      if (payload.userCode) secondary.set(`userCode:${payload.userCode}`, id);
      if (GRANTABLE.has(this.model) && payload.grantId) {
        const keys = grants.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        grants.set(payload.grantId, keys);
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return alive(this.key(id))?.payload;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = secondary.get(`sessionUid:${uid}`);
      return id === undefined ? undefined : this.find(id);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = secondary.get(`userCode:${userCode}`);
      return id === undefined ? undefined : this.find(id);
    }

    async consume(id: string): Promise<void> {
      const entry = alive(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) entries.delete(key);
      grants.delete(grantId);
    }
  };
}

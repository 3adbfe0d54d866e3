/**
 * oidc-provider's storage for the sandbox: in this process's memory, one store per
 * provider instance. A sandbox sign-in must therefore start and finish on one process.
 */
type Payload = Record<string, unknown> & {
  uid?: string;
  userCode?: string;
  grantId?: string;
  consumed?: number;
};

export function memoryAdapterClass() {
  const store = new Map<string, { payload: Payload; expiresAt: number }>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  // Expired entries go when read, and in a sweep every so many writes.
  let writes = 0;
  const sweep = () => {
    for (const key of [...store.keys()]) live(key);
  };

  return class SandboxAdapter {
    constructor(readonly model: string) {}

    key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Payload, expiresIn: number) {
      store.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
      if (++writes % 256 === 0) sweep();
    }

    async find(id: string) {
      return live(this.key(id));
    }

    async findByUid(uid: string) {
      for (const key of store.keys()) {
        if (key.startsWith(`${this.model}:`) && live(key)?.uid === uid) return live(key);
      }
      return undefined;
    }

    async findByUserCode(userCode: string) {
      for (const key of store.keys()) {
        if (key.startsWith(`${this.model}:`) && live(key)?.userCode === userCode) return live(key);
      }
      return undefined;
    }

    async consume(id: string) {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      store.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key);
    }
  };
}

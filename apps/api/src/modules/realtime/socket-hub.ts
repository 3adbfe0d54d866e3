import type { SocketServerMessage } from '@sorteo/shared';

/** A signed-in socket as the hub sees it: who it belongs to, and how to reach it. */
export type HubClient = {
  merchantId: number;
  memberId: number;
  sessionId: string;
  send(text: string): void;
  close(code: number, reason: string): void;
};

export type SocketHub = {
  /** Adds a signed-in socket; answers the function that removes it. */
  add(client: HubClient): () => void;
  /**
   * Sends to one member's sockets on this process, or with `memberId` null to every socket
   * of the merchant (lottery periods and results, later).
   */
  publish(merchantId: number, memberId: number | null, message: SocketServerMessage): number;
  /** Closes every socket of these sessions. */
  closeSessions(sessionIds: Iterable<string>, code: number, reason: string): void;
  /** The sessions with a socket open here. */
  sessionIds(): string[];
  /** The merchants with a socket open here. */
  merchantIds(): number[];
  size(): number;
};

/** The sockets of this process, by merchant and by member. Other processes keep their own. */
export function createSocketHub(): SocketHub {
  const byMerchant = new Map<number, Set<HubClient>>();
  const byMember = new Map<string, Set<HubClient>>();
  const bySession = new Map<string, Set<HubClient>>();
  const memberKey = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;

  const join = <K>(map: Map<K, Set<HubClient>>, key: K, client: HubClient) => {
    const set = map.get(key) ?? new Set();
    set.add(client);
    map.set(key, set);
  };
  const leave = <K>(map: Map<K, Set<HubClient>>, key: K, client: HubClient) => {
    const set = map.get(key);
    set?.delete(client);
    if (set?.size === 0) map.delete(key);
  };

  return {
    add(client) {
      join(byMerchant, client.merchantId, client);
      join(byMember, memberKey(client.merchantId, client.memberId), client);
      join(bySession, client.sessionId, client);
      return () => {
        leave(byMerchant, client.merchantId, client);
        leave(byMember, memberKey(client.merchantId, client.memberId), client);
        leave(bySession, client.sessionId, client);
      };
    },
    publish(merchantId, memberId, message) {
      const targets =
        memberId === null
          ? byMerchant.get(merchantId)
          : byMember.get(memberKey(merchantId, memberId));
      if (!targets) return 0;
      const text = JSON.stringify(message);
      for (const client of targets) client.send(text);
      return targets.size;
    },
    closeSessions(sessionIds, code, reason) {
      for (const id of sessionIds) {
        for (const client of [...(bySession.get(id) ?? [])]) client.close(code, reason);
      }
    },
    sessionIds: () => [...bySession.keys()],
    merchantIds: () => [...byMerchant.keys()],
    size: () => [...byMerchant.values()].reduce((n, set) => n + set.size, 0),
  };
}

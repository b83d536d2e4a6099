import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/**
 * Messages between every server running on one database, over PostgreSQL LISTEN/NOTIFY (PGlite
 * in process). A message is a short text on a named channel; it may come from this server, from
 * another one, or from a trigger in the database itself, so a change made by anyone (a command
 * line, another instance) is heard everywhere, a few milliseconds after it commits.
 *
 * Messages can be lost while the connection is down; `live` is false then, and every
 * subscriber's `onLost` runs when that happens and again when it comes back, so whatever they
 * kept from before is forgotten. Anything cached on the strength of these messages must be used
 * only while `live`.
 *
 * A change written in a transaction is announced in that same transaction (`publishChange`):
 * the database delivers the message once the transaction commits and drops it if it rolls back,
 * so nobody hears of a change that did not happen. Each server listens on one connection
 * (`Database.listen`), whatever the number of channels and subscribers.
 */
export interface ChangeBus {
  /** Whether messages are being heard right now. */
  readonly live: boolean;
  /**
   * Calls `onMessage` for every message on `channel`, and `onLost` whenever messages may have
   * been missed (connection lost or regained). Channels are fixed when the bus is opened.
   */
  subscribe(channel: string, handlers: ChannelHandlers): () => void;
  /** Sends a message (at most 8,000 bytes) to every subscriber on every server, this one included. */
  publish(channel: string, payload: string): Promise<void>;
  /** Resolves once every message committed before the call has been handled here. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every channel the servers listen on, opened with the bus. A feature that needs one adds it
 * here; the database's triggers or `publish` send on it.
 */
export const CHANGE_CHANNELS = {
  /** Sessions ended and people changed (the triggers of migration 0004; see the identity cache). */
  identity: 'identity_changes',
  /** New notifications: who they are for and when (lib/notifications.ts, the notification hub). */
  notifications: 'portico_notifications',
} as const;

/** NOTIFY's payload limit is 8,000 bytes. */
export const MAX_PAYLOAD_BYTES = 8_000;

/** A transaction or the database: publish in the transaction that makes the change. */
export type Publisher = Pick<Db, 'execute'>;

/**
 * Sends a message on `channel` from within the writer's transaction: delivered to every server
 * (this one included) when it commits, never if it rolls back. Outside a transaction it is
 * delivered at once.
 */
export async function publishChange(writer: Publisher, channel: string, payload: string) {
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`A message on ${channel} is too large to publish (${payload.length} characters)`);
  }
  await writer.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Waits until this server has heard the messages of what its caller just committed, so that the
 * writer's next request, if it comes here, finds nothing cached from before: a role removed is
 * refused on the very next call (NOTIFY arrives a little after COMMIT returns). Skipped while the
 * bus is down, since nothing is cached then; if it cannot settle, the write still stands, so
 * this is logged rather than turned into an error.
 */
export async function hearOwnChanges(bus: ChangeBus, log: { warn(message: string): void }) {
  if (!bus.live) return;
  try {
    await bus.settled();
  } catch (error) {
    log.warn(`The change bus did not confirm a change made here: ${(error as Error).message}`);
  }
}

export interface ChannelHandlers {
  onMessage(payload: string): void;
  onLost?(): void;
}

/** Carries the bus's own markers for `settled`; subscribers never see it. */
const SETTLE_CHANNEL = 'portico_settle';
const SETTLE_TIMEOUT_MS = 5000;

/** The part of the server's logger the bus tells of its connection's loss and return. */
export interface BusLog {
  warn(message: string): void;
  info(message: string): void;
}

export async function openChangeBus(
  database: Database,
  channels: readonly string[] = Object.values(CHANGE_CHANNELS),
  log?: BusLog,
): Promise<ChangeBus> {
  const subscribers = new Map<string, Set<ChannelHandlers>>(channels.map((channel) => [channel, new Set()]));
  const waitingToSettle = new Map<string, () => void>();
  let live = false;
  let wasLost = false;
  let closing = false;

  const lost = () => {
    for (const handlers of subscribers.values()) for (const handler of handlers) handler.onLost?.();
  };

  const stop = await database.listen([...channels, SETTLE_CHANNEL], {
    message(channel, payload) {
      if (channel === SETTLE_CHANNEL) {
        waitingToSettle.get(payload)?.();
        return;
      }
      for (const handler of subscribers.get(channel) ?? []) handler.onMessage(payload);
    },
    connection(up) {
      // Told once per loss and once per return; a stop on purpose is neither.
      if (!up && live && !closing) {
        wasLost = true;
        log?.warn('The change bus lost its database connection: caches are bypassed until it returns');
      }
      if (up && wasLost) {
        wasLost = false;
        log?.info('The change bus is listening again: caches were cleared');
      }
      live = up;
      lost();
    },
  });

  const publish = (channel: string, payload: string) => publishChange(database.db, channel, payload);

  return {
    get live() {
      return live;
    },
    subscribe(channel, handlers) {
      const set = subscribers.get(channel);
      if (!set) throw new Error(`The change bus was not opened with the channel ${channel}`);
      set.add(handlers);
      return () => set.delete(handlers);
    },
    publish,
    // PostgreSQL delivers notifications in commit order, so once a marker sent now comes back,
    // everything committed before it has been delivered.
    async settled() {
      const marker = randomUUID();
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('The change bus did not settle')), SETTLE_TIMEOUT_MS);
        waitingToSettle.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      heard.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
      try {
        await publish(SETTLE_CHANNEL, marker);
        await heard;
      } finally {
        waitingToSettle.delete(marker);
      }
    },
    async close() {
      closing = true;
      live = false;
      await stop();
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { NOTIFICATIONS_CHANNEL, type NotificationChange } from '../../lib/notifications';
import { futureNotifications } from './notification-queries';

/** One open stream: whose it is, and how to tell it that there is something new. */
export interface StreamClient {
  employeeId: string;
  push(): void;
  end(): void;
  /** Ends the stream because a newer one of the same person's took its place. */
  replace(): void;
}

/**
 * Streams one person may hold open on one instance: a few tabs and devices. Each stream holds
 * a connection and re-reads its session every heartbeat, so one session opening hundreds must
 * not be able to; the newest replaces the oldest, whose tab opens a stream again when it is
 * looked at.
 */
export const STREAMS_PER_PERSON = 5;

export interface HubOptions {
  /** How often notifications stored with a future time are checked for having come due. */
  checkIntervalMs: number;
  now?: () => Date;
}

interface Pending {
  recipients: string[] | null;
  at: number;
}

/**
 * This instance's open notification streams, and what reaches them: every new notification
 * announced on the change bus (by any instance), and, from a light periodic check, those stored
 * with a future time once it comes (a scheduled announcement is neither shown nor pushed before
 * then). Each due notification is pushed once to this instance's streams: it leaves the
 * pending set when pushed. The bus subscription and the check start with the first stream.
 */
export class NotificationHub {
  private readonly clients = new Map<string, Set<StreamClient>>();
  private readonly pending = new Map<string, Pending>();
  private started: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly bus: ChangeBus,
    private readonly log: FastifyBaseLogger,
    private readonly options: HubOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Adds a stream, replacing the person's oldest beyond STREAMS_PER_PERSON; the returned function removes it. */
  async add(client: StreamClient): Promise<() => void> {
    await (this.started ??= this.start());
    const own = this.clients.get(client.employeeId) ?? new Set();
    // A set keeps the order streams were added in: the first is the oldest.
    for (const oldest of own) {
      if (own.size < STREAMS_PER_PERSON) break;
      own.delete(oldest);
      oldest.replace();
    }
    own.add(client);
    this.clients.set(client.employeeId, own);
    return () => {
      own.delete(client);
      if (own.size === 0) this.clients.delete(client.employeeId);
    };
  }

  get streamCount() {
    let total = 0;
    for (const own of this.clients.values()) total += own.size;
    return total;
  }

  /** Looks for notifications that have come due; also run by the timer. */
  async checkDue() {
    const now = this.now();
    for (const row of await futureNotifications(this.db, now)) {
      this.pending.set(row.id, {
        recipients: row.employeeId ? [row.employeeId] : null,
        at: row.createdAt.getTime(),
      });
    }
    for (const [id, due] of this.pending) {
      if (due.at > now.getTime()) continue;
      this.pending.delete(id);
      this.deliver(due.recipients);
    }
  }

  async close() {
    clearInterval(this.timer);
    this.stopListening?.();
    for (const own of this.clients.values()) for (const client of own) client.end();
    this.clients.clear();
  }

  private async start() {
    this.stopListening = this.bus.subscribe(NOTIFICATIONS_CHANNEL, {
      onMessage: (payload) => this.onMessage(payload),
      // Announcements may have been missed while the bus was away: every page re-reads.
      onLost: () => this.deliver(null),
    });
    await this.checkDue();
    this.timer = setInterval(() => {
      this.checkDue().catch((error: Error) =>
        this.log.warn({ err: error }, 'checking for notifications that came due failed'),
      );
    }, this.options.checkIntervalMs);
    this.timer.unref();
  }

  private onMessage(payload: string) {
    let change: NotificationChange;
    try {
      change = JSON.parse(payload) as NotificationChange;
    } catch {
      return; // not one of ours
    }
    this.onChange(change);
  }

  private onChange(change: NotificationChange) {
    const at = Date.parse(change.at);
    if (!Number.isFinite(at)) return;
    if (at <= this.now().getTime()) {
      this.deliver(change.recipients);
      return;
    }
    // Not yet: kept until the check finds it due (it also finds it in the database).
    for (const id of change.ids ?? []) this.pending.set(id, { recipients: change.recipients, at });
  }

  private deliver(recipients: string[] | null) {
    const targets = recipients === null ? [...this.clients.keys()] : recipients;
    for (const employeeId of new Set(targets)) {
      for (const client of this.clients.get(employeeId) ?? []) client.push();
    }
  }
}

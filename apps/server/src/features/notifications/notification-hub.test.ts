import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeBus, ChannelHandlers } from '../../lib/change-bus';
import { NOTIFICATIONS_CHANNEL } from '../../lib/notifications';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { NotificationHub, STREAMS_PER_PERSON, type StreamClient } from './notification-hub';

/**
 * The hub's part when the bus drops: announcements may have been missed, so every open page is
 * told to read its notifications again. A connection cannot be cut on demand on every database
 * the suite runs on, so this bus is a stand-in for the one boundary, driven by hand; the hub
 * and its database are real.
 */
class HandDrivenBus implements ChangeBus {
  live = true;
  private readonly handlers = new Set<ChannelHandlers>();
  subscribe(channel: string, handlers: ChannelHandlers) {
    expect(channel).toBe(NOTIFICATIONS_CHANNEL);
    this.handlers.add(handlers);
    return () => this.handlers.delete(handlers);
  }
  async publish(_channel: string, payload: string) {
    for (const handlers of this.handlers) handlers.onMessage(payload);
  }
  async settled() {}
  async close() {}
  /** The connection drops, then comes back: subscribers hear it both times. */
  dropAndReturn() {
    this.live = false;
    for (const handlers of this.handlers) handlers.onLost?.();
    this.live = true;
    for (const handlers of this.handlers) handlers.onLost?.();
  }
}

function client(employeeId: string) {
  const stream = { employeeId, pushes: 0, ended: false, replaced: false } as StreamClient & {
    pushes: number;
    ended: boolean;
    replaced: boolean;
  };
  stream.push = () => void (stream.pushes += 1);
  stream.end = () => void (stream.ended = true);
  stream.replace = () => void (stream.replaced = true);
  return stream;
}

/** Fastify's logger with logging off. */
const silent = Fastify({ logger: false }).log;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('streams per person', () => {
  it('keeps at most STREAMS_PER_PERSON of one person’s: the newest replaces the oldest, nobody else’s', async () => {
    const hub = new NotificationHub(database.db, new HandDrivenBus(), silent, { checkIntervalMs: 60_000 });
    const drew = client('drew');
    await hub.add(drew);
    const tabs = Array.from({ length: STREAMS_PER_PERSON + 2 }, () => client('emery'));
    for (const tab of tabs) await hub.add(tab);
    expect(tabs.map((tab) => tab.replaced)).toEqual([
      true,
      true,
      ...Array.from({ length: STREAMS_PER_PERSON }, () => false),
    ]);
    expect(drew.replaced).toBe(false);
    expect(hub.streamCount).toBe(STREAMS_PER_PERSON + 1);
    await hub.close();
  });
});

describe('the notification hub when the change bus drops', () => {
  it('tells every open stream to read again, on each loss and return, and only open ones', async () => {
    const bus = new HandDrivenBus();
    const hub = new NotificationHub(database.db, bus, silent, { checkIntervalMs: 60_000 });
    const emery = client('emery');
    const drew = client('drew');
    const closedTab = client('casey');
    await hub.add(emery);
    await hub.add(drew);
    const remove = await hub.add(closedTab);
    remove();

    bus.dropAndReturn();
    expect([emery.pushes, drew.pushes, closedTab.pushes]).toEqual([2, 2, 0]);
    await hub.close();
    expect(emery.ended && drew.ended).toBe(true);
  });

  it('still pushes a message heard after the bus came back, to its recipient only', async () => {
    const bus = new HandDrivenBus();
    const hub = new NotificationHub(database.db, bus, silent, { checkIntervalMs: 60_000 });
    const emery = client('emery');
    const drew = client('drew');
    await hub.add(emery);
    await hub.add(drew);
    bus.dropAndReturn();
    await bus.publish(
      NOTIFICATIONS_CHANNEL,
      JSON.stringify({ recipients: ['emery'], at: new Date().toISOString(), ids: ['n1'] }),
    );
    expect([emery.pushes, drew.pushes]).toEqual([3, 2]);
    await hub.close();
  });
});

import { get, type IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { notifyEveryone, notifyPeople } from '../../lib/notifications';
import { STREAMS_PER_PERSON } from './notification-hub';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/**
 * Two server instances on one database (two PostgreSQL connections when DATABASE_URL is set,
 * one in-process PGlite otherwise): what happens through one reaches streams open on the other.
 */
const streaming = {
  NOTIFICATION_STREAM_LIFETIME_SECONDS: '60',
  // Far beyond every wait below: a stream must end with its session without a heartbeat.
  NOTIFICATION_STREAM_HEARTBEAT_SECONDS: '600',
  SCHEDULED_NOTIFICATION_CHECK_SECONDS: '1',
};
let database: TestDatabase;
let second: Awaited<ReturnType<TestDatabase['reopen']>> | undefined;
let writer: TestApp;
let reader: TestApp;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase({ template: 'people' });
  writer = await buildTestApp({ database, environment: streaming });
  second = process.env.DATABASE_URL ? await database.reopen() : undefined;
  reader = await buildTestApp({ database: second ?? database, seed: false, environment: streaming });
  origin = await reader.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await reader.close();
  await writer.close();
  await second?.close();
  await database.close();
});

/** An open stream as the browser holds it: everything received so far, and a way to wait. */
async function openStream(cookie: string) {
  let received = '';
  let ended = false;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(
      `${origin}/api/notifications/stream`,
      { headers: { cookie, 'accept-encoding': 'br, gzip' }, agent: false },
      resolve,
    );
    request.on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (received += chunk));
  response.on('close', () => (ended = true));
  const count = (name: string) => received.split(`event: ${name}\n`).length - 1;
  async function waitFor(check: () => boolean, ms = 5_000) {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms) throw new Error(`Timed out; received so far:\n${received}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  await waitFor(() => count('ready') === 1);
  return {
    headers: response.headers,
    status: response.statusCode,
    count,
    waitFor,
    isEnded: () => ended,
    close: async () => {
      response.destroy();
      await waitFor(() => ended);
    },
  };
}

const cookieOf = async (persona: keyof typeof PERSONAS) => (await reader.as(persona)).cookie!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/notifications/stream', () => {
  it('refuses without a session (401, problem+json)', async () => {
    const response = await reader.anonymous().get('/api/notifications/stream');
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('is an uncompressed event stream', async () => {
    const stream = await openStream(await cookieOf('emery'));
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toContain('no-cache');
    await stream.close();
  });

  it('keeps a few streams per person: the newest replaces the oldest, which is told so', async () => {
    const cookie = await cookieOf('emery');
    const streams = [];
    for (let index = 0; index <= STREAMS_PER_PERSON; index++) streams.push(await openStream(cookie));
    const [oldest, ...rest] = streams;
    await oldest!.waitFor(() => oldest!.isEnded());
    expect(oldest!.count('replaced')).toBe(1);
    expect(rest.map((stream) => stream.isEnded())).toEqual(rest.map(() => false));
    const drew = await openStream(await cookieOf('drew'));
    expect(rest.map((stream) => stream.isEnded())).toEqual(rest.map(() => false));
    for (const stream of [...rest, drew]) await stream.close();
  });

  it('carries a notification made through the other instance, once, only to its recipient', async () => {
    const emery = await openStream(await cookieOf('emery'));
    const drew = await openStream(await cookieOf('drew'));
    await writer.db.transaction(async (tx) => {
      await notifyPeople(tx, [PERSONAS.emery.id], { type: 'IT request approved', description: 'Approved' });
    });
    await emery.waitFor(() => emery.count('notifications') === 1);
    await pause(300);
    expect(emery.count('notifications')).toBe(1);
    expect(drew.count('notifications')).toBe(0);
    await Promise.all([emery.close(), drew.close()]);
  });

  it('says nothing of a change that was rolled back', async () => {
    const emery = await openStream(await cookieOf('emery'));
    await writer.db
      .transaction(async (tx) => {
        await notifyPeople(tx, [PERSONAS.emery.id], { type: 'IT request approved', description: 'Undone' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await notifyPeople(writer.db, [PERSONAS.drew.id], { type: 'IT request approved', description: 'Drew’s' });
    await pause(500);
    expect(emery.count('notifications')).toBe(0);
    await emery.close();
  });

  it('carries one for everyone to everyone', async () => {
    const emery = await openStream(await cookieOf('emery'));
    const alex = await openStream(await cookieOf('alex'));
    await notifyEveryone(writer.db, { type: 'New Corporate Link', description: 'A new link' });
    await emery.waitFor(() => emery.count('notifications') === 1);
    await alex.waitFor(() => alex.count('notifications') === 1);
    await Promise.all([emery.close(), alex.close()]);
  });

  it('holds a scheduled one back, hidden, until its time, then pushes it once', async () => {
    const emery = await openStream(await cookieOf('emery'));
    const at = new Date(Date.now() + 2_000);
    await notifyEveryone(writer.db, { type: 'New Announcement', description: 'Scheduled', at });
    await pause(500);
    expect(emery.count('notifications')).toBe(0);
    const client = await reader.as('emery');
    const before = (await client.get('/api/notifications')).json();
    expect(before.items.map((item: { description: string }) => item.description)).not.toContain('Scheduled');
    await emery.waitFor(() => emery.count('notifications') === 1, 6_000);
    await pause(1_500);
    expect(emery.count('notifications')).toBe(1);
    const after = (await client.get('/api/notifications')).json();
    expect(after.items.map((item: { description: string }) => item.description)).toContain('Scheduled');
    await emery.close();
  });

  it('ends as soon as the session ends, on whichever instance it ended, not at the next heartbeat', async () => {
    const cookie = await cookieOf('emery');
    const stream = await openStream(cookie);
    const other = await openStream(await cookieOf('drew'));
    // As a sign-out, or an Admin's deactivation, ends Emery's sessions.
    await writer.db.delete(sessions).where(eq(sessions.employeeId, PERSONAS.emery.id));
    await stream.waitFor(() => stream.isEnded(), 4_000);
    expect(stream.count('session-ended')).toBe(1);
    expect(other.isEnded()).toBe(false);
    await other.close();
  });
});

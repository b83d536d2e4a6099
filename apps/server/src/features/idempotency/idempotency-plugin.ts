import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENCY_STILL_RUNNING_MESSAGE,
} from '@portico/domain/shared/idempotency';
import type { Db } from '../../db/client';
import { idempotentRequests } from '../../db/schema';
import { HttpProblem } from '../../lib/problem';

/**
 * `Idempotency-Key` on changes (decision 052). The browser sends one key per form, kept until
 * the change succeeds: a second submit of the same form (a double click, Back and submit, a
 * retry after a lost answer) carries the same key and gets the first answer back, marked
 * `Idempotent-Replayed: true`, instead of making a second request, comment or decision.
 *
 * The key is claimed in the database before the route runs, so it holds across instances; a
 * request that arrives while the first is still running waits for its answer. Only a
 * successful answer is kept: after a refusal (a field error, a 409) the key is let go, so the
 * corrected form goes through with it.
 */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 8_000;
const POLL_MS = 100;
/** Answers are kept a day: long enough for any retry, short enough to stay a small table. */
const KEEP_HOURS = 24;
const CLEAN_EVERY_MS = 10 * 60_000;

interface Claim {
  employeeId: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed its Idempotency-Key and its answer is to be kept. */
    idempotencyClaim?: Claim;
  }
}

type Outcome =
  | { kind: 'claimed' }
  | { kind: 'reused' }
  | { kind: 'running' }
  | { kind: 'answered'; statusCode: number; contentType: string | null; body: string | null };

/** What the key was first sent with: the same key on another change is refused, not replayed. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
}

async function claim(db: Db, { employeeId, key }: Claim, fingerprint: string): Promise<Outcome> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  const ofKey = and(eq(idempotentRequests.employeeId, employeeId), eq(idempotentRequests.key, key));
  for (;;) {
    const claimed = await db
      .insert(idempotentRequests)
      .values({ employeeId, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length > 0) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotentRequests).where(ofKey);
    // Gone between the two statements: the first attempt was refused and let the key go.
    if (row) {
      if (row.fingerprint !== fingerprint) return { kind: 'reused' };
      if (row.statusCode !== null) {
        return { kind: 'answered', statusCode: row.statusCode, contentType: row.contentType, body: row.body };
      }
    }
    if (Date.now() >= deadline) return { kind: 'running' };
    await sleep(POLL_MS);
  }
}

export const idempotency = fp(
  async (app) => {
    const db = app.db;
    let cleanedAt = 0;
    const cleanOldAnswers = () => {
      if (Date.now() - cleanedAt < CLEAN_EVERY_MS) return;
      cleanedAt = Date.now();
      db.delete(idempotentRequests)
        .where(lt(idempotentRequests.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
        .catch((error: unknown) => app.log.warn({ err: error }, 'old idempotency keys not cleaned'));
    };

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key === undefined || !CHANGES.has(request.method)) return;
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new HttpProblem(400, IDEMPOTENCY_KEY_MESSAGE);
      }
      // Keys are scoped to a person; a public route (sign-in) has nobody to scope them to.
      if (!request.viewer) return;
      const claimOf = { employeeId: request.viewer.employeeId, key };
      cleanOldAnswers();
      const outcome = await claim(db, claimOf, fingerprintOf(request));
      switch (outcome.kind) {
        case 'claimed':
          request.idempotencyClaim = claimOf;
          return;
        case 'reused':
          throw new HttpProblem(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
        case 'running':
          reply.header('retry-after', '1');
          throw new HttpProblem(409, IDEMPOTENCY_STILL_RUNNING_MESSAGE);
        case 'answered':
          reply.code(outcome.statusCode).header('idempotent-replayed', 'true');
          if (outcome.contentType) reply.type(outcome.contentType);
          return reply.send(outcome.body ?? undefined);
      }
    });

    // Keeps a successful answer for the key; anything else lets the key go. Registered before
    // compression (app.ts), so the answer kept is the plain one, whatever the next caller accepts.
    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyClaim;
      if (!claimed) return payload;
      request.idempotencyClaim = undefined;
      const ofKey = and(
        eq(idempotentRequests.employeeId, claimed.employeeId),
        eq(idempotentRequests.key, claimed.key),
      );
      const body = payload === undefined || payload === null ? '' : payload;
      try {
        if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof body === 'string') {
          const contentType = reply.getHeader('content-type');
          await db
            .update(idempotentRequests)
            .set({
              statusCode: reply.statusCode,
              contentType: typeof contentType === 'string' ? contentType : null,
              body,
            })
            .where(ofKey);
        } else {
          await db.delete(idempotentRequests).where(ofKey);
        }
      } catch (error) {
        // The change itself is done: its answer still goes out. A repeat of this key is told
        // to try again until the row expires, rather than making the change twice.
        request.log.warn({ err: error }, 'idempotency key not settled');
      }
      return payload;
    });
  },
  { name: 'idempotency' },
);

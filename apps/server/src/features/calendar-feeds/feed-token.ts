import { createHash, randomBytes } from 'node:crypto';

/**
 * A feed's secret, the way a session's is made (features/identity/session-token.ts): 32 random
 * bytes (256 bits), base64url in the address; the database keeps only its SHA-256, so a copy of
 * the table cannot be used to read anyone's calendar.
 */
export const newFeedToken = (): string => randomBytes(32).toString('base64url');

export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Anything else in the address is not a feed, and is answered without a database read. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isWellFormedFeedToken = (token: string): boolean => TOKEN_SHAPE.test(token);

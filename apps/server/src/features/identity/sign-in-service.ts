import type { Language } from '@portico/domain/language/languages';
import { safeNextPath } from '@portico/domain/identity/safe-next-path';
import type { Db } from '../../db/client';
import type { OidcClient } from './oidc-client';
import type { PendingSignIn } from './sign-in-cookies';
import { classifySignInFailure, type SignInFailure } from './sign-in-failures';
import { sealIdToken } from './id-token-seal';
import { matchSignIn } from './sign-in-queries';
import { startSession, type SessionLimits } from './session-service';

export interface SignInDependencies {
  db: Db;
  oidc: OidcClient;
  /** Claims to read the email from, first present wins (e.g. email, preferred_username, upn). */
  emailClaims: readonly string[];
  limits: SessionLimits;
  /** Seals the ID token kept with the session (id-token-seal.ts). */
  idTokenKey: Buffer;
  /** Runs after a successful sign-in without being awaited, e.g. to fetch the profile photo. */
  afterSignIn?: (employeeId: string, accessToken: string) => void;
}

/** Starts the authorization code flow; the caller keeps `pending` for the callback. */
export async function beginSignIn(
  oidc: OidcClient,
  next: string | undefined,
  language?: Language,
  now = Date.now(),
) {
  const request = await oidc.authorizationRequest(language);
  const pending: PendingSignIn = {
    codeVerifier: request.codeVerifier,
    state: request.state,
    nonce: request.nonce,
    next: safeNextPath(next),
    issuedAt: now,
  };
  return { redirectTo: request.url.toString(), pending };
}

export type SignInOutcome =
  | { kind: 'signed-in'; employeeId: string; token: string; expiresAt: Date; next: string }
  /**
   * The provider vouched for someone who is not an active employee (or, `boundElsewhere`, whose
   * email names an employee another account already signs in as): no session.
   */
  | { kind: 'unknown-user'; idToken: string; email: string | null; boundElsewhere?: string }
  | { kind: 'failed'; failure: SignInFailure };

/**
 * Finishes a sign-in from the provider's answer: verify it (openid-client), find whom the
 * account signs in as (matchSignIn: its binding, else its email, case-insensitively, the first
 * time), open a session for an active employee. Nothing here knows about HTTP.
 */
export async function completeSignIn(
  deps: SignInDependencies,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<SignInOutcome> {
  let verified: Awaited<ReturnType<OidcClient['redeemCode']>>;
  let email: string | null;
  try {
    verified = await deps.oidc.redeemCode(callbackUrl, pending);
    email = await emailOf(deps, verified);
  } catch (error) {
    return { kind: 'failed', failure: classifySignInFailure(error) };
  }

  const match = await matchSignIn(deps.db, { ...accountOf(verified.claims), email });
  if (match.kind === 'bound-to-another-account') {
    return { kind: 'unknown-user', idToken: verified.idToken, email, boundElsewhere: match.id };
  }
  if (match.kind === 'none' || !match.active)
    return { kind: 'unknown-user', idToken: verified.idToken, email };
  const employee = match;

  const { token, expiresAt } = await startSession(deps.db, {
    employeeId: employee.id,
    idToken: sealIdToken(deps.idTokenKey, verified.idToken),
    limits: deps.limits,
  });
  if (deps.afterSignIn && verified.accessToken) deps.afterSignIn(employee.id, verified.accessToken);
  return { kind: 'signed-in', employeeId: employee.id, token, expiresAt, next: safeNextPath(pending.next) };
}

/**
 * The provider and its stable id of the person: Entra ID's `oid` (the same for every app of the
 * tenant, where `sub` differs per app), else the standard `sub`.
 */
export function accountOf(claims: { iss: string; sub: string; [claim: string]: unknown }) {
  const oid = claims.oid;
  return { issuer: claims.iss, subject: typeof oid === 'string' && oid ? oid : claims.sub };
}

/** The ID token's email claim, or the UserInfo endpoint's when the ID token leaves it out. */
async function emailOf(
  deps: SignInDependencies,
  verified: Awaited<ReturnType<OidcClient['redeemCode']>>,
): Promise<string | null> {
  const fromIdToken = firstEmailClaim(verified.claims, deps.emailClaims);
  if (fromIdToken || !verified.accessToken) return fromIdToken;
  const userInfo = await deps.oidc.userInfo(verified.accessToken, verified.claims.sub);
  return firstEmailClaim(userInfo, deps.emailClaims);
}

export function firstEmailClaim(claims: Record<string, unknown>, names: readonly string[]): string | null {
  for (const name of names) {
    const value = claims[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

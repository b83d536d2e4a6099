import type { SignInErrorCode } from '@portico/domain/identity/sign-in-messages';
import * as client from 'openid-client';

export interface SignInFailure {
  code: SignInErrorCode;
  /** For the log only; never shown to the person. */
  reason: string;
}

/**
 * Turns whatever went wrong while finishing a sign-in into one of the fixed codes the login
 * page knows (the page shows its own words for it, never the provider's text).
 */
export function classifySignInFailure(error: unknown): SignInFailure {
  if (error instanceof client.AuthorizationResponseError) {
    const code = error.error === 'access_denied' ? 'access_denied' : 'provider_error';
    return { code, reason: `provider answered ${error.error}` };
  }
  if (error instanceof client.ResponseBodyError) {
    // e.g. invalid_grant: the code was already used, has expired, or was issued to someone else.
    return { code: 'token_invalid', reason: `token endpoint answered ${error.error}` };
  }
  if (error instanceof client.ClientError) {
    const cause = error.cause instanceof Error ? error.cause.message : '';
    if (error.code === 'OAUTH_INVALID_RESPONSE' && cause.includes('"state"')) {
      return { code: 'state_mismatch', reason: cause };
    }
    if (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON') {
      return { code: 'provider_unavailable', reason: `${error.message}${cause ? `: ${cause}` : ''}` };
    }
    return { code: 'token_invalid', reason: `${error.code ?? 'client error'}: ${cause || error.message}` };
  }
  if (isNetworkFailure(error)) {
    return { code: 'provider_unavailable', reason: describe(error) };
  }
  return { code: 'provider_error', reason: describe(error) };
}

/** fetch() rejects with a bare TypeError when the network fails, or a DOMException on timeout. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return !('code' in error);
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}

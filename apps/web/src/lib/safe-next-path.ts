/*
 * The rule for where to go after signing in lives in the domain, where the server applies it
 * too (docs: an open redirect needs both apps to be wrong). The web app's sign-in paths are
 * built here around it.
 */
export { safeNextPath } from '@portico/domain/identity/safe-next-path';

/** The login page for a visitor who wanted `path` (path plus query string). */
export const loginPathFor = (path: string) => `/login?next=${encodeURIComponent(path)}`;

/** The server's sign-in start (`?next=<path>`); it comes back to /dataloader?next=<path>. */
export const SIGN_IN_PATH = '/auth/login';

/**
 * The server's sign-in start for a person who wants `next` (a safe path), reading `language`:
 * the identity provider is asked for its pages in it.
 */
export const signInUrl = (next: string, language: string) =>
  `${SIGN_IN_PATH}?${new URLSearchParams({ next, language }).toString()}`;

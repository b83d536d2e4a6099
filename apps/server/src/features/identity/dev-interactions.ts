import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';
import type { Provider } from 'oidc-provider';
import { z } from 'zod';
import { renderProviderErrorPage, renderSignInPage } from './dev-sign-in-page';

export interface DevInteractionOptions {
  /** The provider's path under the portal ('/oidc'), or '' when it is served at the root. */
  mountPath: string;
  directoryName: string;
  loginUrl: string;
  /** oidc-provider's errors.SessionNotFound (the module is loaded lazily). */
  SessionNotFound: new (...args: never[]) => Error;
}

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/;
const FORM_BODY_LIMIT = 4096;
const emailSchema = z.email().max(254);

/**
 * The provider's own interaction pages, as a Koa middleware in front of oidc-provider, so the
 * whole development provider is one self-contained Koa application (mounted at /oidc, or run
 * on its own in tests). The login prompt asks for an Email; any well-formed address signs in
 * (account id = the address in lower case). Consent is never asked: the provider's
 * `loadExistingGrant` grants its first-party clients what they request.
 */
export function devInteractions(provider: Provider, options: DevInteractionOptions) {
  return async (ctx: Context, next: Next) => {
    const match = INTERACTION_PATH.exec(ctx.path);
    if (!match) return next();
    const [, uid, action] = match;
    ctx.set('cache-control', 'no-store');

    try {
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      if (details.uid !== uid || details.prompt.name !== 'login') {
        return showError(ctx, 400, 'This sign-in page is out of date. Start signing in again.');
      }
      const base = `${options.mountPath}/interaction/${uid}`;
      const page = (email?: string, error?: string) =>
        renderSignInPage({
          directoryName: options.directoryName,
          action: `${base}/login`,
          cancelAction: `${base}/abort`,
          ...(email !== undefined ? { email } : {}),
          ...(error !== undefined ? { error } : {}),
        });

      if (!action && ctx.method === 'GET') {
        ctx.type = 'html';
        ctx.body = page();
        return;
      }
      if (action === 'login' && ctx.method === 'POST') {
        const form = await readForm(ctx.req);
        const email = (form?.get('email') ?? '').trim();
        if (!emailSchema.safeParse(email).success) {
          ctx.status = 400;
          ctx.type = 'html';
          ctx.body = page(email, 'Enter an email address, like name@example.com.');
          return;
        }
        return finish(
          ctx,
          await provider.interactionResult(
            ctx.req,
            ctx.res,
            {
              login: { accountId: email.toLowerCase(), remember: false },
            },
            { mergeWithLastSubmission: false },
          ),
        );
      }
      if (action === 'abort' && ctx.method === 'POST') {
        return finish(
          ctx,
          await provider.interactionResult(
            ctx.req,
            ctx.res,
            {
              error: 'access_denied',
              error_description: 'Signing in was cancelled.',
            },
            { mergeWithLastSubmission: false },
          ),
        );
      }
      return showError(ctx, 405, 'That is not something this page can do.');
    } catch (error) {
      if (error instanceof options.SessionNotFound) {
        return showError(ctx, 400, 'This sign-in has expired or was already used. Start signing in again.');
      }
      throw error;
    }
  };

  function showError(ctx: Context, status: number, message: string) {
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = renderProviderErrorPage({
      directoryName: options.directoryName,
      loginUrl: options.loginUrl,
      message,
    });
  }
}

/** 303: the browser follows with a GET, whatever method brought it here. */
function finish(ctx: Context, returnTo: string) {
  ctx.status = 303;
  ctx.redirect(returnTo);
}

/** A small urlencoded form, or undefined when the body is anything else or too large. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

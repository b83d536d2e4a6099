import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';
import type { Provider } from 'oidc-provider';
import { z } from 'zod';
import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '@portico/domain/language/languages';
import { textsIn } from '../../lib/texts';
import { pageLanguage, renderProviderErrorPage, renderSignInPage } from './dev-sign-in-page';

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

const OUT_OF_DATE: MessageDescriptor = /*i18n*/ {
  id: 'devSignIn.outOfDate',
  message: 'This sign-in page is out of date. Start signing in again.',
};
const NOT_AN_EMAIL: MessageDescriptor = /*i18n*/ {
  id: 'devSignIn.notAnEmail',
  message: 'Enter an email address, like name@example.com.',
};
const NOT_AN_ACTION: MessageDescriptor = /*i18n*/ {
  id: 'devSignIn.notAnAction',
  message: 'That is not something this page can do.',
};
const EXPIRED: MessageDescriptor = /*i18n*/ {
  id: 'devSignIn.expired',
  message: 'This sign-in has expired or was already used. Start signing in again.',
};

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

    let language = pageLanguage(ctx);
    try {
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      language = pageLanguage(ctx, details.params.ui_locales);
      if (details.uid !== uid || details.prompt.name !== 'login') {
        return showError(ctx, language, 400, OUT_OF_DATE);
      }
      const base = `${options.mountPath}/interaction/${uid}`;
      const page = (email?: string, error?: MessageDescriptor) =>
        renderSignInPage({
          language,
          directoryName: options.directoryName,
          action: `${base}/login`,
          cancelAction: `${base}/abort`,
          ...(email !== undefined ? { email } : {}),
          ...(error !== undefined ? { error: textsIn(language)._(error) } : {}),
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
          ctx.body = page(email, NOT_AN_EMAIL);
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
      return showError(ctx, language, 405, NOT_AN_ACTION);
    } catch (error) {
      if (error instanceof options.SessionNotFound) {
        return showError(ctx, language, 400, EXPIRED);
      }
      throw error;
    }
  };

  function showError(ctx: Context, language: Language, status: number, message: MessageDescriptor) {
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = renderProviderErrorPage({
      language,
      directoryName: options.directoryName,
      loginUrl: options.loginUrl,
      message: textsIn(language)._(message),
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

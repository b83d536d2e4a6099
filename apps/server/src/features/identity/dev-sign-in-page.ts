import type { Context } from 'koa';
import { languageFor, type Language } from '@portico/domain/language/languages';
import { textsIn } from '../../lib/texts';

/**
 * The development identity provider's pages, in the language the portal asked for (the
 * authorization's `ui_locales`) or, for the sign-out pages, the browser's. Plain HTML forms, no scripts at all, so they work
 * under the portal's CSP (script-src 'self'; style-src allows inline; form-action 'self') and
 * with JavaScript turned off.
 */

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
  main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
  h1{font-size:1.5rem;margin:0 0 1rem}
  .notice{background:#fff3bf;border-left:4px solid #e67700;padding:.75rem 1rem;margin:0 0 1.5rem}
  label{display:block;font-weight:600;margin-bottom:.25rem}
  input{width:100%;padding:.6rem .75rem;font:inherit;border:1px solid #868e96;border-radius:4px}
  input[aria-invalid=true]{border-color:#c92a2a}
  .error{color:#c92a2a;margin:.25rem 0 0}
  .actions{display:flex;gap:.75rem;margin-top:1.25rem}
  button{padding:.6rem 1.25rem;font:inherit;font-weight:600;border-radius:4px;border:1px solid #1c7ed6;background:#1c7ed6;color:#fff;cursor:pointer}
  button.secondary{background:#fff;color:#1c7ed6}
  :focus-visible{outline:3px solid #4dabf7;outline-offset:2px}
  a{color:#1864ab}
`;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The language of a page: the one the portal asked for (`ui_locales`, the person's), else the
 * browser's (a sign-out page, which no authorization request comes with), else English.
 */
export function pageLanguage(ctx: Pick<Context, 'acceptsLanguages'>, uiLocales?: unknown): Language {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ') : [];
  return languageFor([...asked, ...ctx.acceptsLanguages()]);
}

/** The page's texts, with every value HTML-escaped before it is put into a message. */
function textsFor(language: Language, directoryName: string) {
  const i18n = textsIn(language);
  const directory = escapeHtml(directoryName);
  return { i18n, directory };
}

function page(language: Language, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageInput {
  language: Language;
  directoryName: string;
  /** Where the Email form posts (the interaction's login action). */
  action: string;
  /** Where the Cancel form posts. */
  cancelAction: string;
  email?: string;
  error?: string;
}

export function renderSignInPage(input: SignInPageInput): string {
  const { i18n, directory } = textsFor(input.language, input.directoryName);
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  const error = input.error
    ? `<p id="email-error" class="error" role="alert">${escapeHtml(input.error)}</p>`
    : '';
  return page(
    input.language,
    i18n._(
      /*i18n*/ { id: 'devSignIn.title', message: 'Development sign-in · {directory}', values: { directory } },
    ),
    `<h1>${i18n._(/*i18n*/ { id: 'devSignIn.heading', message: 'Development sign-in' })}</h1>
<p class="notice">${i18n._(
      /*i18n*/ {
        id: 'devSignIn.notice',
        message:
          'This is a development sign-in for {directory}. It accepts any email address without a password and is not for production use.',
        values: { directory },
      },
    )}</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
  <label for="email">${i18n._(/*i18n*/ { id: 'devSignIn.email', message: 'Email' })}</label>
  <input id="email" name="email" type="email" autocomplete="email" spellcheck="false" required autofocus value="${escapeHtml(input.email ?? '')}"${invalid}>
  ${error}
  <div class="actions">
    <button type="submit">${i18n._(/*i18n*/ { id: 'devSignIn.continue', message: 'Continue' })}</button>
    <button type="submit" class="secondary" formaction="${escapeHtml(input.cancelAction)}" formnovalidate>${i18n._(/*i18n*/ { id: 'devSignIn.cancel', message: 'Cancel' })}</button>
  </div>
</form>`,
  );
}

/** RP-initiated logout confirmation; `form` is oidc-provider's hidden form (with its xsrf). */
export function renderLogoutPage(input: { language: Language; directoryName: string; form: string }): string {
  const { i18n, directory } = textsFor(input.language, input.directoryName);
  return page(
    input.language,
    i18n._(/*i18n*/ { id: 'devSignOut.title', message: 'Sign out · {directory}', values: { directory } }),
    `<h1>${i18n._(/*i18n*/ { id: 'devSignOut.heading', message: 'Sign out of the development sign-in' })}</h1>
<p>${i18n._(
      /*i18n*/ {
        id: 'devSignOut.explanation',
        message:
          'You have left {directory}. Sign out here too, so the next sign-in can use a different address.',
        values: { directory },
      },
    )}</p>
${input.form}
<div class="actions">
  <button type="submit" form="op.logoutForm" name="logout" value="yes">${i18n._(/*i18n*/ { id: 'devSignOut.button', message: 'Sign out' })}</button>
</div>`,
  );
}

export function renderSignedOutPage(input: {
  language: Language;
  directoryName: string;
  loginUrl: string;
}): string {
  const { i18n, directory } = textsFor(input.language, input.directoryName);
  return page(
    input.language,
    i18n._(/*i18n*/ { id: 'devSignedOut.title', message: 'Signed out · {directory}', values: { directory } }),
    `<h1>${i18n._(/*i18n*/ { id: 'devSignedOut.heading', message: 'You are signed out' })}</h1>
<p><a href="${escapeHtml(input.loginUrl)}">${i18n._(
      /*i18n*/ {
        id: 'devSignedOut.signIn',
        message: 'Go to the {directory} sign-in page',
        values: { directory },
      },
    )}</a></p>`,
  );
}

export function renderProviderErrorPage(input: {
  language: Language;
  directoryName: string;
  loginUrl: string;
  message: string;
}): string {
  const { i18n, directory } = textsFor(input.language, input.directoryName);
  return page(
    input.language,
    i18n._(
      /*i18n*/ {
        id: 'devSignInProblem.title',
        message: 'Sign-in problem · {directory}',
        values: { directory },
      },
    ),
    `<h1>${i18n._(/*i18n*/ { id: 'devSignInProblem.heading', message: 'Sign-in could not continue' })}</h1>
<p role="alert">${escapeHtml(input.message)}</p>
<p><a href="${escapeHtml(input.loginUrl)}">${i18n._(
      /*i18n*/ {
        id: 'devSignInProblem.startAgain',
        message: 'Start again from the {directory} sign-in page',
        values: { directory },
      },
    )}</a></p>`,
  );
}

/**
 * The development identity provider's pages. Plain HTML forms, no scripts at all, so they work
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

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
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
  directoryName: string;
  /** Where the Email form posts (the interaction's login action). */
  action: string;
  /** Where the Cancel form posts. */
  cancelAction: string;
  email?: string;
  error?: string;
}

export function renderSignInPage(input: SignInPageInput): string {
  const invalid = input.error ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  const error = input.error
    ? `<p id="email-error" class="error" role="alert">${escapeHtml(input.error)}</p>`
    : '';
  return page(
    `Development sign-in · ${input.directoryName}`,
    `<h1>Development sign-in</h1>
<p class="notice">This is a development sign-in for ${escapeHtml(input.directoryName)}. It accepts any email address without a password and is not for production use.</p>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" spellcheck="false" required autofocus value="${escapeHtml(input.email ?? '')}"${invalid}>
  ${error}
  <div class="actions">
    <button type="submit">Continue</button>
    <button type="submit" class="secondary" formaction="${escapeHtml(input.cancelAction)}" formnovalidate>Cancel</button>
  </div>
</form>`,
  );
}

/** RP-initiated logout confirmation; `form` is oidc-provider's hidden form (with its xsrf). */
export function renderLogoutPage(input: { directoryName: string; form: string }): string {
  return page(
    `Sign out · ${input.directoryName}`,
    `<h1>Sign out of the development sign-in</h1>
<p>You have left ${escapeHtml(input.directoryName)}. Sign out here too, so the next sign-in can use a different address.</p>
${input.form}
<div class="actions">
  <button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
</div>`,
  );
}

export function renderSignedOutPage(input: { directoryName: string; loginUrl: string }): string {
  return page(
    `Signed out · ${input.directoryName}`,
    `<h1>You are signed out</h1>
<p><a href="${escapeHtml(input.loginUrl)}">Go to the ${escapeHtml(input.directoryName)} sign-in page</a></p>`,
  );
}

export function renderProviderErrorPage(input: {
  directoryName: string;
  loginUrl: string;
  message: string;
}): string {
  return page(
    `Sign-in problem · ${input.directoryName}`,
    `<h1>Sign-in could not continue</h1>
<p role="alert">${escapeHtml(input.message)}</p>
<p><a href="${escapeHtml(input.loginUrl)}">Start again from the ${escapeHtml(input.directoryName)} sign-in page</a></p>`,
  );
}

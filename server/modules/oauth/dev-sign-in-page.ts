import { type DevIdentity, PRESET_IDENTITIES } from './dev-identities.ts';
import { EMBEDDED_MOUNT } from './embedded-provider.ts';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function presetForm(action: string, identity: DevIdentity): string {
  const verified = identity.emailVerified ? 'email verified' : 'email NOT verified';
  return `<form method="post" action="${action}" class="preset">
  <input type="hidden" name="email" value="${escapeHtml(identity.email)}">
  <input type="hidden" name="name" value="${escapeHtml(identity.name)}">
  ${identity.emailVerified ? '<input type="hidden" name="email_verified" value="on">' : ''}
  <button type="submit"><strong>${escapeHtml(identity.name)}</strong>
  <span>${escapeHtml(identity.email)} · ${verified}</span></button>
</form>`;
}

/** The embedded provider's own sign-in page: pick a test identity or describe a new one. */
export function signInPage(uid: string, clientName: string, error?: string): string {
  const action = `${EMBEDDED_MOUNT}/interaction/${encodeURIComponent(uid)}/login`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – Derivo test identity provider</title>
<link rel="stylesheet" href="${EMBEDDED_MOUNT}/sign-in.css">
</head>
<body>
<main>
  <p class="badge">Development only · not Google</p>
  <h1>Sign in with a test identity</h1>
  <p class="lead">This embedded OpenID Connect provider stands in for Google outside production.
  Choose an identity to continue to <strong>${escapeHtml(clientName)}</strong>.</p>
  ${error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
  <section aria-label="Test identities">${PRESET_IDENTITIES.map((identity) => presetForm(action, identity)).join('\n')}</section>
  <h2>Or a new identity</h2>
  <form method="post" action="${action}" class="custom">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required maxlength="254" autocomplete="off">
    <label for="name">Full name</label>
    <input id="name" name="name" type="text" required maxlength="120" autocomplete="off">
    <label class="check"><input name="email_verified" type="checkbox" checked> The provider has verified this email</label>
    <button type="submit" class="primary">Sign in</button>
  </form>
</main>
</body>
</html>`;
}

export const SIGN_IN_CSS = `
:root { color-scheme: light dark; --bg: #f5f7fb; --card: #ffffff; --text: #111827; --muted: #4b5563;
  --line: #d1d5db; --accent: #1a73e8; --danger: #b91c1c; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0b1220; --card: #111a2e; --text: #e5e7eb; --muted: #9ca3af; --line: #334155;
    --accent: #8ab4f8; --danger: #fca5a5; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg);
  color: var(--text); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; padding: 16px; }
main { width: 100%; max-width: 440px; background: var(--card); border: 1px solid var(--line);
  border-radius: 12px; padding: 24px; }
h1 { font-size: 1.4rem; margin: 8px 0; }
h2 { font-size: 1rem; margin: 24px 0 8px; }
.lead { color: var(--muted); margin: 0 0 16px; }
.badge { display: inline-block; margin: 0; padding: 2px 8px; border-radius: 999px; font-size: 0.8rem;
  border: 1px solid var(--line); color: var(--muted); }
.error { color: var(--danger); }
.preset { margin: 0 0 8px; }
.preset button { width: 100%; text-align: left; display: grid; gap: 2px; padding: 12px; border-radius: 8px;
  border: 1px solid var(--line); background: transparent; color: var(--text); font: inherit; cursor: pointer; }
.preset button span { color: var(--muted); font-size: 0.875rem; overflow-wrap: anywhere; }
.preset button:hover, .preset button:focus-visible { border-color: var(--accent); }
.custom { display: grid; gap: 6px; }
.custom input[type="email"], .custom input[type="text"] { font: inherit; padding: 10px; border-radius: 8px;
  border: 1px solid var(--line); background: transparent; color: var(--text); min-height: 44px; }
.check { display: flex; gap: 8px; align-items: center; margin: 8px 0; }
.primary { min-height: 44px; border: 0; border-radius: 8px; background: var(--accent); color: #fff;
  font: inherit; font-weight: 600; cursor: pointer; }
@media (prefers-color-scheme: dark) { .primary { color: #0b1220; } }
`;

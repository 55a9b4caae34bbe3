// The sign-in page of a web chat that is reachable beyond this machine (LOCAL_CHAT_PASSWORD set).
// A plain form, no script: it posts to /local/api/login, which sets the session cookie. In the
// browser's language: no member is known yet.
import { type MessageKey, say } from '../../src/core/i18n.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function loginHtml(opts: { error?: string; user?: string; lang?: string } = {}): string {
  const lang = opts.lang ?? 'en';
  const t = (key: MessageKey) => escapeHtml(say(lang, key));
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('webchat.login.title')}</title>
<style>
  body{font:15px/1.4 system-ui,sans-serif;display:flex;justify-content:center;padding-top:10vh;background:#f5f6f8}
  form{background:#fff;padding:1.5em 2em;border-radius:.5em;box-shadow:0 1px 3px #0003;display:grid;gap:.7em;min-width:18em}
  input,button{font:inherit;padding:.35em}
  .error{color:#a00;margin:0}
</style></head>
<body>
<form method="post" action="/local/api/login">
  <strong>${t('webchat.login.title')}</strong>
  ${error}
  <label>${t('webchat.login.member')} <input name="user" required autocomplete="username" value="${escapeHtml(opts.user ?? '')}"></label>
  <label>${t('webchat.login.password')} <input name="password" type="password" required autocomplete="current-password"></label>
  <button type="submit">${t('webchat.login.submit')}</button>
</form>
</body></html>`;
}

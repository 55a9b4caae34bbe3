// The sign-in page of a web chat that is reachable beyond this machine (LOCAL_CHAT_PASSWORD set).
// A plain form, no script: it posts to /local/api/login, which sets the session cookie.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function loginHtml(opts: { error?: string; user?: string } = {}): string {
  const error = opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>dubash — sign in</title>
<style>
  body{font:15px/1.4 system-ui,sans-serif;display:flex;justify-content:center;padding-top:10vh;background:#f5f6f8}
  form{background:#fff;padding:1.5em 2em;border-radius:.5em;box-shadow:0 1px 3px #0003;display:grid;gap:.7em;min-width:18em}
  input,button{font:inherit;padding:.35em}
  .error{color:#a00;margin:0}
</style></head>
<body>
<form method="post" action="/local/api/login">
  <strong>dubash — sign in</strong>
  ${error}
  <label>member <input name="user" required autocomplete="username" value="${escapeHtml(opts.user ?? '')}"></label>
  <label>password <input name="password" type="password" required autocomplete="current-password"></label>
  <button type="submit">Sign in</button>
</form>
</body></html>`;
}

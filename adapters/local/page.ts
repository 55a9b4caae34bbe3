// The web chat: one HTML page with a little vanilla JS, no build step. It speaks only the local
// chat's HTTP API (/local/api/*), like any script would.
import type { CommandSpec } from '../../src/core/command.js';
import { type MessageKey, say, template } from '../../src/core/i18n.js';
import { TRANSLATION_LANGUAGES } from '../../src/language/codes.js';
import { DEFAULT_SETTINGS } from '../../src/settings/schema.js';
import { micHtml } from './mic-page.js';
import { reactionHtml } from './reaction-page.js';

const LANGUAGE_LABELS: Record<string, string> = {
  hi: 'हिन्दी (hi)',
  en: 'English (en)',
  as: 'অসমীয়া (as)',
  bn: 'বাংলা (bn)',
  gu: 'ગુજરાતી (gu)',
  kn: 'ಕನ್ನಡ (kn)',
  kok: 'कोंकणी (kok)',
  ml: 'മലയാളം (ml)',
  mr: 'मराठी (mr)',
  mai: 'मैथिली (mai)',
  or: 'ଓଡ଼ିଆ (or)',
  pa: 'ਪੰਜਾਬੀ (pa)',
  ta: 'தமிழ் (ta)',
  te: 'తెలుగు (te)',
  ne: 'नेपाली (ne)',
  ur: 'اردو (ur)',
};

// Each Indian script's own font is named before the generic family. Left to the system's fallback,
// Chromium on Linux picks a font per letter: fontconfig offers Noto Sans Grantha for வ (it carries a
// handful of Tamil letters), which has no Tamil vowel signs, so whole Tamil words became boxes.
const FONTS = [
  'system-ui',
  '"Noto Sans"',
  ...[
    'Devanagari',
    'Bengali',
    'Gurmukhi',
    'Gujarati',
    'Oriya',
    'Tamil',
    'Telugu',
    'Kannada',
    'Malayalam',
    'Ol Chiki',
  ].map((script) => `"Noto Sans ${script}"`),
  '"Noto Naskh Arabic"',
  // Debian's fonts-lohit-*, macOS and Windows
  '"Lohit Devanagari"',
  '"Lohit Tamil"',
  '"Tamil Sangam MN"',
  '"Nirmala UI"',
  // Emoji in answers (🎙️ transcripts, 🌐 menus) are boxes without a colour emoji font (Debian's
  // fonts-noto-color-emoji; macOS and Windows have theirs)
  '"Noto Color Emoji"',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  'sans-serif',
].join(',');

const STYLE = `
  body{font:15px/1.4 ${FONTS};margin:0;display:flex;flex-direction:column;height:100vh}
  header{display:flex;gap:.6em;align-items:center;flex-wrap:wrap;padding:.6em 1em;background:#1f3b57;color:#fff}
  header input,header select{font:inherit;padding:.15em .3em}
  header label{display:flex;gap:.3em;align-items:center}
  #log{flex:1;overflow-y:auto;padding:1em;background:#f5f6f8}
  .msg{max-width:46em;margin:.35em 0;padding:.45em .7em;border-radius:.5em;background:#fff;box-shadow:0 1px 2px #0002}
  .msg.mine{margin-left:auto;background:#dff0ff}
  .msg.bot{background:#eefbea}
  .msg.notice{font-style:italic;background:#fffbe6}
  .msg.error{background:#ffe9e9}
  .who{font-size:.8em;color:#555}
  .text{white-space:pre-wrap;word-wrap:break-word}
  .orig{font-size:.8em;color:#777;white-space:pre-wrap}
  .example{font:inherit;border:1px solid #9bb;border-radius:.3em;background:#f4fbfb;padding:.05em .4em;cursor:pointer}
  .msg audio{display:block;margin-top:.3em}
  .msg img{max-width:min(20em,100%);display:block;margin-top:.3em}
  .msg.personal{outline:1px dashed #7a8fa6}
  /* a message's own buttons show on hover and on keyboard focus (always on touch screens) */
  .msg{position:relative}
  .tools{display:flex;gap:.4em;margin-top:.2em;opacity:0}
  .msg:hover .tools,.msg:focus-within .tools{opacity:1}
  /* with a mouse they float in the corner and take no line of their own */
  @media (hover:hover){.tools{position:absolute;top:.25em;right:.4em;margin:0;background:inherit}}
  @media (hover:none){.tools{opacity:1}}
  .tools button{font-size:.8em}
  .edit-box textarea{box-sizing:border-box;width:100%;font:inherit;padding:.3em}
  /* narrow screens: the row wraps, so the Send button never leaves the screen */
  form{display:flex;flex-wrap:wrap;gap:.5em;padding:.6em 1em;border-top:1px solid #ccc;align-items:center}
  #text{flex:1 1 12em;min-width:0;font:inherit;padding:.4em}
  #file{min-width:0;max-width:100%}
  #replying{font-size:.8em;color:#555}
  button{font:inherit}
`;

/** The script's words (the catalog's webchat.page.*), given to it in the page's language. */
const TEXT = {
  live: 'webchat.page.live',
  reconnecting: 'webchat.page.reconnecting',
  sent: 'webchat.page.sent',
  failed: 'webchat.mic.failed',
  reply: 'webchat.page.reply',
  isReply: 'webchat.page.isReply',
  replyingTo: 'webchat.page.replyingTo',
  edit: 'webchat.page.edit',
  delete: 'webchat.page.delete',
  editLabel: 'webchat.page.editLabel',
  save: 'webchat.page.save',
  cancel: 'webchat.page.cancel',
  admin: 'webchat.page.admin',
  onlyYou: 'webchat.page.onlyYou',
  onlyThese: 'webchat.page.onlyThese',
  translatedTo: 'webchat.page.translatedTo',
} as const satisfies Record<string, MessageKey>;

const SCRIPT = `
const $ = (id) => document.getElementById(id);
// A sentence of the page in its language (PAGE.text, from the catalog), {name} filled in.
const tr = (k, p) => PAGE.text[k].replace(/\\{(\\w+)\\}/g, (w, n) => (p && n in p ? String(p[n]) : w));
// A language's name in the page's language (the browser knows them), else its code.
const names = (() => { try { return new Intl.DisplayNames([PAGE.lang], { type: 'language' }); } catch { return null; } })();
const nameOf = (code) => { try { return (names && names.of(code)) || code; } catch { return code; } };
const state = { source: null, messages: new Map(), replyTo: null, awaitingSettings: false, editing: null };
const params = new URLSearchParams(location.search);
for (const k of ['workspace', 'channel', 'user']) if (params.get(k)) $(k).value = params.get(k);

function where() {
  return { workspace: $('workspace').value.trim(), channel: $('channel').value.trim(), user: $('user').value.trim() };
}
function qs(o) { return new URLSearchParams(o).toString(); }

// A line of a bot message that is a whole command to run (the greeting's examples, not usage
// lines with [options] or TEXT) is a button: clicking puts it in the message box.
const runnable = (line) => /^\\/[a-z]+( |$)/.test(line) && !/[\\[\\]|<>…]|\\b[A-Z]{3,}\\b/.test(line);
// **bold** in the bot's text (a caption's speaker) is drawn bold, never shown as asterisks.
function appendRich(t, line) {
  line.split(/\\*\\*([^*\\n]+)\\*\\*/).forEach((part, i) => {
    if (i % 2 === 0) { if (part) t.append(part); return; }
    const b = document.createElement('strong'); b.textContent = part; t.append(b);
  });
}
function fillText(t, m) {
  if (!m.bot) { t.textContent = m.text; return; }
  m.text.split('\\n').forEach((line, i) => {
    if (i > 0) t.append('\\n');
    if (!runnable(line)) { appendRich(t, line); return; }
    const b = document.createElement('button');
    b.type = 'button'; b.className = 'example'; b.textContent = line;
    b.onclick = () => { $('text').value = line; $('text').focus(); };
    t.append(b);
  });
}

// Who else sees a message only some members see: a personal answer is said to be the reader's own.
function seenBy(m, me) {
  if (!m.visibleTo) return '';
  const others = m.visibleTo.filter((u) => u !== me);
  return ' · ' + (others.length ? tr('onlyThese', { names: m.visibleTo.join(', ') }) : tr('onlyYou'));
}

function render(m) {
  let el = document.querySelector('[data-id="' + CSS.escape(m.id) + '"]');
  const fresh = !el;
  // Being edited: the change shows once the editor closes.
  if (!fresh && state.editing === m.id) { state.messages.set(m.id, m); return; }
  if (fresh) { el = document.createElement('div'); el.dataset.id = m.id; }
  const me = where().user;
  const log = $('log');
  // Read before the message grows (a progress notice becoming a long result): a reader at the
  // bottom stays at the bottom.
  const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
  el.className = 'msg ' + (m.bot ? 'bot ' : '') + (m.user === me ? 'mine ' : '') + (m.visibleTo ? 'personal ' : '') + m.kind;
  el.innerHTML = '';
  const who = document.createElement('div');
  who.className = 'who';
  // a transliteration standing in for a translation is labelled as one, never as "translated"
  who.textContent = m.user + (m.soundedOut ? ' · ' + m.soundedOut : m.translatedTo ? ' · ' + tr('translatedTo', { language: nameOf(m.translatedTo) }) : '') +
    (m.replyTo ? ' · ' + tr('isReply') : '') + seenBy(m, me) + ' · ' + new Date(m.createdAt).toLocaleTimeString();
  el.append(who);
  if (m.text) { const t = document.createElement('div'); t.className = 'text'; fillText(t, m); el.append(t); }
  if (m.original) { const o = document.createElement('div'); o.className = 'orig'; o.textContent = m.original; el.append(o); }
  for (const a of m.attachments) {
    if (a.kind === 'audio' || a.kind === 'voice') {
      const au = document.createElement('audio'); au.controls = true; au.preload = 'metadata'; au.src = a.url; el.append(au);
    } else if (a.kind === 'image') {
      const img = document.createElement('img'); img.src = a.url; img.alt = a.name; el.append(img);
    } else {
      const link = document.createElement('a'); link.href = a.url; link.textContent = a.name; link.download = a.name; el.append(link);
    }
  }
  // Buttons of a bot message (settings menus): a press goes back to the command that made them.
  for (const row of m.actions ? m.actions.rows : []) {
    const line = document.createElement('div'); line.className = 'actions';
    for (const b of row) {
      const btn = document.createElement('button');
      btn.type = 'button'; btn.className = 'action'; btn.textContent = b.label;
      btn.onclick = async () => {
        const res = await fetch('/local/api/actions', {
          method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ messageId: m.id, user: me, id: b.id, value: b.value }),
        });
        if (!res.ok) $('status').textContent = (await res.json()).error;
      };
      line.append(btn);
    }
    el.append(line);
  }
  const tools = document.createElement('div'); tools.className = 'tools';
  const r = document.createElement('button');
  r.type = 'button'; r.textContent = tr('reply'); r.className = 'reply-btn';
  r.onclick = () => { state.replyTo = m.id; $('replying').textContent = tr('replyingTo', { name: m.user }) + ' — '; $('text').focus(); };
  tools.append(r);
  if (!m.bot && m.user === me) {
    // Editing re-translates the message for everyone; deleting removes it and its translations.
    const e = document.createElement('button');
    e.type = 'button'; e.textContent = tr('edit'); e.className = 'edit-btn';
    e.onclick = () => startEdit(el, m);
    const d = document.createElement('button');
    d.type = 'button'; d.textContent = tr('delete'); d.className = 'delete-btn';
    d.onclick = async () => {
      const res = await fetch('/local/api/messages/' + encodeURIComponent(m.id) + '?' + qs({ user: me }), { method: 'DELETE' });
      if (!res.ok) $('status').textContent = (await res.json()).error;
    };
    tools.append(e, d);
  }
  el.append(tools);
  if (fresh) log.append(el);
  if (atBottom || (fresh && m.user === me)) log.scrollTop = log.scrollHeight;
  state.messages.set(m.id, m);
  if (m.bot && state.awaitingSettings) { state.awaitingSettings = false; setTimeout(reload, 50); }
}

// Edits in place: Enter saves (Shift+Enter is a new line), Escape cancels.
function startEdit(el, m) {
  const box = document.createElement('div'); box.className = 'edit-box';
  const area = document.createElement('textarea');
  area.value = m.text; area.rows = Math.min(8, m.text.split('\\n').length + 1);
  area.setAttribute('aria-label', tr('editLabel'));
  const save = document.createElement('button'); save.type = 'button'; save.textContent = tr('save'); save.className = 'save-edit';
  const cancel = document.createElement('button'); cancel.type = 'button'; cancel.textContent = tr('cancel');
  const close = () => { state.editing = null; render(state.messages.get(m.id) || m); };
  cancel.onclick = close;
  save.onclick = async () => {
    const text = area.value;
    if (!text.trim()) return;
    const res = await fetch('/local/api/messages/' + encodeURIComponent(m.id), {
      method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: where().user, text }),
    });
    if (!res.ok) { $('status').textContent = (await res.json()).error; return; }
    close();
  };
  area.onkeydown = (ev) => {
    if (ev.key === 'Enter' && !ev.shiftKey) { ev.preventDefault(); save.click(); }
    else if (ev.key === 'Escape') { ev.preventDefault(); close(); }
  };
  box.append(area, save, cancel);
  const text = el.querySelector('.text');
  if (text) text.replaceWith(box); else el.append(box);
  el.querySelector('.tools')?.remove();
  state.editing = m.id;
  area.focus();
}

async function loadMembers() {
  const w = where();
  const res = await fetch('/local/api/members?' + qs({ workspace: w.workspace, channel: w.channel }));
  if (!res.ok) return;
  const members = await res.json();
  const mine = members.find((m) => m.user === w.user);
  if (mine) $('language').value = mine.language;
  $('members').textContent = members.map((m) => m.user + ' (' + m.language + (m.admin ? ', ' + tr('admin') : '') + ')').join(', ');
}

// The live view missed what happened while it was away (its server stopped and another took the
// stream, or Redis restarted): the channel is read again and the differences drawn.
async function catchUp() {
  const res = await fetch('/local/api/messages?' + qs(where()));
  if (!res.ok) return;
  const body = await res.json();
  const ids = new Set(body.map((m) => m.id));
  for (const el of [...$('log').querySelectorAll('[data-id]')]) if (!ids.has(el.dataset.id)) el.remove();
  for (const m of body) render(m);
}

async function reload() {
  const w = where();
  if (!w.workspace || !w.channel || !w.user) return;
  history.replaceState(null, '', '?' + qs(w));
  $('log').innerHTML = '';
  state.messages.clear();
  const res = await fetch('/local/api/messages?' + qs(w));
  const body = await res.json();
  if (!res.ok) { $('status').textContent = body.error; return; }
  for (const m of body) render(m);
  if (state.source) state.source.close();
  state.source = new EventSource('/local/api/stream?' + qs(w));
  state.source.onmessage = (e) => render(JSON.parse(e.data));
  // someone joined the channel, or a member changed how they read: the members line is redrawn
  state.source.addEventListener('members', () => loadMembers());
  state.source.addEventListener('delete', (e) => {
    const { id } = JSON.parse(e.data);
    document.querySelector('[data-id="' + CSS.escape(id) + '"]')?.remove();
  });
  state.source.addEventListener('resync', () => catchUp());
  let opened = false;
  state.source.onopen = () => {
    if (opened) catchUp();
    opened = true;
    $('status').textContent = tr('live');
  };
  state.source.onerror = () => { $('status').textContent = tr('reconnecting'); };
  loadMembers();
}

async function post(text, file) {
  const w = where();
  let res;
  if (file) {
    const form = new FormData();
    for (const [k, v] of Object.entries(w)) form.append(k, v);
    form.append('text', text);
    if (state.replyTo) form.append('replyTo', state.replyTo);
    form.append('file', file, file.name);
    res = await fetch('/local/api/messages', { method: 'POST', body: form });
  } else {
    res = await fetch('/local/api/messages', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...w, text, ...(state.replyTo ? { replyTo: state.replyTo } : {}) }),
    });
  }
  const body = await res.json().catch(() => ({}));
  $('status').textContent = res.ok ? tr('sent') : (body.error || tr('failed', { status: res.status }));
  state.replyTo = null; $('replying').textContent = '';
  return res.ok;
}

$('composer').onsubmit = async (e) => {
  e.preventDefault();
  const text = $('text').value;
  const file = $('file').files[0];
  if (!text.trim() && !file) return;
  if (PAGE.readsCommand && text.trim().split(/\\s+/)[0] === PAGE.readsCommand) state.awaitingSettings = true;
  if (await post(text, file)) { $('text').value = ''; $('file').value = ''; }
};
$('language').onchange = () => {
  if (!PAGE.readsLine) return;
  state.awaitingSettings = true;
  post(PAGE.readsLine + ' ' + $('language').value);
};
for (const id of ['workspace', 'channel', 'user']) $(id).onchange = reload;
reload();
`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the page's script needs from the commands' declarations: the typed words of the form field
 * for the language a member reads (the "reads" box sends them), and that command (its answer may
 * change what the member reads: the page redraws).
 */
function pageData(commands: readonly CommandSpec[]): { readsLine: string; readsCommand: string } {
  for (const spec of commands) {
    const form = spec.form?.({ member: DEFAULT_SETTINGS, channel: DEFAULT_SETTINGS, lang: 'en' });
    const field = form?.sections.flatMap((s) => s.fields).find((f) => f.reads);
    if (field) return { readsLine: `/${spec.name} ${field.args}`, readsCommand: `/${spec.name}` };
  }
  return { readsLine: '', readsCommand: '' };
}

/** The page; `lang` is the language of the member who opens it (the microphone's status line speaks it). */
export function pageHtml(commands: readonly CommandSpec[] = [], lang = 'en'): string {
  const text = Object.fromEntries(Object.entries(TEXT).map(([k, key]) => [k, template(lang, key)]));
  // JSON inside <script>: `<` escaped, so no text can close the element.
  const data = JSON.stringify({ ...pageData(commands), lang, text }).replace(/</g, '\\u003c');
  const t = (key: MessageKey) => escapeHtml(say(lang, key));
  const options = TRANSLATION_LANGUAGES.map(
    (l) => `<option value="${l}">${LANGUAGE_LABELS[l] ?? l}</option>`,
  ).join('');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('webchat.page.title')}</title><style>${STYLE}</style></head>
<body>
<header>
  <strong>dubash</strong>
  <label>${t('webchat.page.workspace')} <input id="workspace" value="local" size="8"></label>
  <label>${t('webchat.page.channel')} <input id="channel" value="general" size="10"></label>
  <label>${t('webchat.login.member')} <input id="user" value="asha" size="8"></label>
  <label>${t('webchat.page.reads')} <select id="language">${options}</select></label>
  <span id="status"></span>
</header>
<div id="members" class="who" style="padding:.2em 1em"></div>
<main id="log" aria-live="polite"></main>
${micHtml(lang)}
<form id="composer">
  <span id="replying"></span>
  <input id="text" autocomplete="off" placeholder="${t('webchat.page.placeholder')}">
  <input id="file" type="file" accept="audio/*,image/*,.pdf,.docx,.txt,.srt,.html,.htm">
  <button id="send" type="submit">${t('webchat.page.send')}</button>
</form>
<script type="module">const PAGE = ${data};${SCRIPT}</script>
${reactionHtml(lang)}
</body></html>`;
}

// The web chat's reaction control: a small "translate…" list on each message with the workspace's
// emoji → language list (GET /local/api/reactions); choosing one reacts (POST /local/api/reactions)
// and the bot answers with the translation as a reply. A script of its own, inline like the rest of
// the page (the CSP hashes it), that decorates the messages page.ts draws, so page.ts only mounts it.
import { type MessageKey, template } from '../../src/core/i18n.js';

/** The control's words (the catalog's webchat.react.*), given to the script in the page's language. */
const TEXT = {
  choose: 'webchat.react.choose',
  label: 'webchat.react.label',
  failed: 'webchat.react.failed',
} as const satisfies Record<string, MessageKey>;

const REACTION_SCRIPT = `
const $ = (id) => document.getElementById(id);
const where = () => ({ workspace: $('workspace').value.trim(), channel: $('channel').value.trim(), user: $('user').value.trim() });
let choices = [];

function fill(select) {
  select.replaceChildren(new Option(REACT_TEXT.choose, ''));
  // the language beside the emoji, so a system without an emoji font still says what it does
  for (const c of choices) select.append(new Option(c.emoji + ' ' + c.language, c.emoji));
}

async function load() {
  const w = where();
  if (!w.workspace || !w.channel) return;
  const res = await fetch('/local/api/reactions?' + new URLSearchParams({ workspace: w.workspace, channel: w.channel }));
  choices = res.ok ? await res.json() : [];
  for (const s of document.querySelectorAll('#log select.react')) fill(s);
  decorate();
}

function decorate() {
  if (!choices.length) return;
  for (const el of document.querySelectorAll('#log .msg[data-id]')) {
    if (el.querySelector('select.react')) continue;
    const s = document.createElement('select');
    s.className = 'react';
    s.setAttribute('aria-label', REACT_TEXT.label);
    fill(s);
    s.onfocus = load; // an admin may have changed the list since
    s.onchange = async () => {
      const emoji = s.value;
      s.value = '';
      if (!emoji) return;
      const res = await fetch('/local/api/reactions', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: el.dataset.id, user: where().user, emoji }),
      });
      if (!res.ok) $('status').textContent = (await res.json().catch(() => ({}))).error || REACT_TEXT.failed;
    };
    // with the message's other buttons, so it shows on hover and keyboard focus like them
    (el.querySelector(':scope > .tools') ?? el).append(s);
  }
}

// page.ts redraws a message by emptying it: the control comes back with the next mutation.
new MutationObserver(decorate).observe($('log'), { childList: true, subtree: true });
for (const id of ['workspace', 'channel']) $(id).addEventListener('change', load);
load();
`;

/** The reaction control's script, for the web chat page (page.ts), after the page's own script; its words in `lang`. */
export function reactionHtml(lang = 'en'): string {
  const text = Object.fromEntries(Object.entries(TEXT).map(([k, key]) => [k, template(lang, key)]));
  // JSON inside <script>: `<` escaped, so no sentence can close the element.
  const data = JSON.stringify(text).replace(/</g, '\\u003c');
  return `<script type="module">const REACT_TEXT = ${data};${REACTION_SCRIPT}</script>`;
}

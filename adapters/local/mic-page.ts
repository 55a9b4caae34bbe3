// The web chat's microphone: a button that streams the member's speech to the bot for live
// captions (captions.ts), and one that sends the last final caption as the member's own message
// (dictation). Inline like the rest of the page, so the CSP's script hashes cover it: no worklet
// module file, so the audio is taken with a ScriptProcessor and averaged down to 16 kHz int16.
import { type MessageKey, say, template } from '../../src/core/i18n.js';
import { TRANSLATION_LANGUAGES } from '../../src/language/codes.js';

/** The status line's sentences (the catalog's webchat.mic.*), given to the script in the page's language. */
const STATUS = {
  unavailable: 'webchat.mic.unavailable',
  connecting: 'webchat.mic.connecting',
  listening: 'webchat.mic.listening',
  hearing: 'webchat.mic.hearing',
  heard: 'webchat.mic.heard',
  off: 'webchat.mic.off',
  sent: 'webchat.mic.sent',
  failed: 'webchat.mic.failed',
  startButton: 'webchat.mic.startButton',
  stop: 'webchat.mic.stopButton',
} as const satisfies Record<string, MessageKey>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MIC_SCRIPT = `
const $ = (id) => document.getElementById(id);
const mic = { ws: null, ctx: null, media: null, last: '', live: false };
const say = (t) => { $('mic-status').textContent = t; };
// A status sentence in the page's language (MIC_TEXT, from the catalog), {name} filled in.
const tr = (k, p) => MIC_TEXT[k].replace(/\\{(\\w+)\\}/g, (w, n) => (p && n in p ? String(p[n]) : w));
const where = () => ({ workspace: $('workspace').value.trim(), channel: $('channel').value.trim(), user: $('user').value.trim() });

// Averages each output sample over the input samples it covers (a crude low-pass), carrying the
// remainder to the next block so no sample is lost between blocks.
function downsampler(rate) {
  const ratio = rate / 16000;
  let rest = new Float32Array(0);
  return (input) => {
    const data = new Float32Array(rest.length + input.length);
    data.set(rest); data.set(input, rest.length);
    const n = Math.floor(data.length / ratio);
    const out = new Int16Array(n);
    for (let i = 0; i < n; i++) {
      const a = Math.floor(i * ratio), b = Math.max(a + 1, Math.floor((i + 1) * ratio));
      let s = 0;
      for (let j = a; j < b; j++) s += data[j];
      out[i] = Math.max(-32768, Math.min(32767, Math.round((s / (b - a)) * 32767)));
    }
    rest = data.slice(Math.floor(n * ratio));
    return out;
  };
}

function release() {
  if (mic.media) for (const t of mic.media.getTracks()) t.stop();
  if (mic.ctx) mic.ctx.close();
  mic.media = null; mic.ctx = null;
  $('mic').textContent = tr('startButton');
}

// Echo cancellation keeps the page's own audio (a spoken reply playing) out of the captions; noise
// suppression and gain control are off: a speech recognizer wants the voice unprocessed.
async function startMic() {
  const w = where();
  try {
    mic.media = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: false, autoGainControl: false } });
  } catch (e) {
    say(tr('unavailable', { error: e.message }));
    return;
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const q = new URLSearchParams({ ...w, language: $('mic-lang').value });
  const ws = new WebSocket(scheme + '//' + location.host + '/local/api/captions?' + q);
  ws.binaryType = 'arraybuffer';
  mic.ws = ws;
  mic.ctx = new AudioContext();
  const source = mic.ctx.createMediaStreamSource(mic.media);
  const node = mic.ctx.createScriptProcessor(4096, 1, 1);
  const down = downsampler(mic.ctx.sampleRate);
  node.onaudioprocess = (e) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    const pcm = down(e.inputBuffer.getChannelData(0));
    if (pcm.length) ws.send(pcm.buffer);
  };
  source.connect(node);
  node.connect(mic.ctx.destination);
  $('mic').textContent = tr('stop');
  say(tr('connecting'));
  // Live while the line says connecting, listening or hearing: closing then says captions are off
  // (a final or an error stays on the line).
  mic.live = true;
  ws.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.type === 'ready') { mic.live = true; say(tr('listening')); }
    else if (m.type === 'partial') { mic.live = true; say(tr('hearing', { text: m.text })); }
    else if (m.type === 'final') {
      mic.last = m.text;
      $('dictate').disabled = false;
      $('dictate').title = m.text;
      mic.live = false;
      say(tr('heard', { text: m.text }));
    } else if (m.type === 'error') { mic.live = false; say(m.error); }
  };
  ws.onclose = () => {
    release();
    if (mic.ws === ws) mic.ws = null;
    if (mic.live) say(tr('off'));
    mic.live = false;
  };
}

function stopMic() {
  // The bot finalises the last utterance, then closes the socket (the final still arrives here).
  if (mic.ws && mic.ws.readyState === WebSocket.OPEN) mic.ws.send('stop');
  release();
}

$('mic').onclick = () => (mic.ws ? stopMic() : startMic());
$('dictate').onclick = async () => {
  if (!mic.last) return;
  const res = await fetch('/local/api/messages', {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...where(), text: mic.last }),
  });
  const body = await res.json().catch(() => ({}));
  say(res.ok ? tr('sent') : body.error || tr('failed', { status: res.status }));
  if (res.ok) { mic.last = ''; $('dictate').disabled = true; }
};
`;

/** The microphone's controls and script, for the web chat page (page.ts), its status said in `lang`. */
export function micHtml(lang = 'en'): string {
  const text = Object.fromEntries(Object.entries(STATUS).map(([k, key]) => [k, template(lang, key)]));
  // JSON inside <script>: `<` escaped, so no sentence can close the element.
  const data = JSON.stringify(text).replace(/</g, '\\u003c');
  const t = (key: MessageKey) => escapeHtml(say(lang, key));
  const options = TRANSLATION_LANGUAGES.map((l) => `<option value="${l}">${l}</option>`).join('');
  // A long "heard: …" wraps onto a line of its own instead of squeezing the buttons.
  return `<div id="mic-bar" style="display:flex;flex-wrap:wrap;gap:.5em;align-items:center;padding:.3em 1em;border-top:1px solid #ddd">
  <button id="mic" type="button" style="flex:none">${t('webchat.mic.startButton')}</button>
  <label style="flex:none">${t('webchat.mic.spoken')} <select id="mic-lang">${options.replace('value="en"', 'value="en" selected')}</select></label>
  <button id="dictate" type="button" style="flex:none" disabled>${t('webchat.mic.dictate')}</button>
  <span id="mic-status" class="who" style="flex:1 1 12em;min-width:0;overflow-wrap:anywhere"></span>
</div>
<script type="module">const MIC_TEXT = ${data};${MIC_SCRIPT}</script>`;
}

// A generated multilingual chat for the credits figure: what a real Indian team channel looks like —
// short repeats, emoji-only, links, code blocks, Hindi and Tamil in their own scripts, Hinglish, and
// plain English. Seeded, so every run sends the same conversation.

const ENGLISH = [
  'Can we move the standup to eleven tomorrow?',
  'The build is green again, thanks for fixing the tests.',
  'Who is reviewing the payment service change?',
  'I will be out on Friday for a family function.',
  'Please update the ticket before the end of the day.',
  'The client wants the demo next week instead of Monday.',
  'Lunch is ordered, it should be here in twenty minutes.',
  'Does anyone know why the staging server is slow today?',
  'I pushed a fix for the login bug, please take a look.',
  'Let us sync after the release to plan the next sprint.',
  'The new designs look great, nice work everyone.',
  'Remember to submit your timesheets by Thursday.',
  'The database migration finished without any errors.',
  'Can someone share the notes from the planning meeting?',
  'Traffic is terrible today, I will join from home.',
  'We need two more testers for the mobile app release.',
  'The invoice was sent to the customer this morning.',
  'Happy birthday Priya, have a wonderful year ahead!',
  'Server costs went down by ten percent this month.',
  'I am stuck on the report export, can anyone help?',
];
const OPENERS = ['', 'Hey team,', 'Quick question:', 'FYI', 'Update:', 'Hi all,', '@ravi', 'Also,', 'Btw'];
const REPEATS = ['ok', 'thanks', 'Thank you!', 'done', 'yes', 'sure', 'good morning', 'noted', '+1', 'lol'];
const EMOJI = ['👍', '😂😂😂', '🙏', '🎉🎉', '❤️', '👀', '🔥🔥', '✅'];
const LINKS = [
  'https://github.com/acme/payments/pull/412',
  'see https://wiki.example.com/onboarding for the setup steps',
  'https://meet.example.com/abc-defg-hij',
  'docs are here: https://docs.example.com/api/v2/errors',
];
const CODE = [
  'try this:\n```\nnpm ci && npm run build -- --watch\n```',
  '```ts\nconst total = items.reduce((n, i) => n + i.price, 0);\n```',
  'the error is `ECONNREFUSED 127.0.0.1:6379`',
  '```\nSELECT id, name FROM users WHERE active = true LIMIT 50;\n```\nthis query is slow',
];
const HINDI = [
  'कल की मीटिंग कितने बजे है?',
  'मैंने रिपोर्ट भेज दी है, कृपया देख लीजिए।',
  'आज बहुत काम है, मैं देर से आऊँगा।',
  'धन्यवाद, यह बहुत मददगार था।',
  'क्या किसी ने नया डिज़ाइन देखा?',
  'शुक्रवार को छुट्टी रहेगी।',
];
const TAMIL = [
  'நாளை கூட்டம் எத்தனை மணிக்கு?',
  'நான் அறிக்கையை அனுப்பிவிட்டேன்.',
  'மிக்க நன்றி, இது உதவியாக இருந்தது.',
  'இன்று நான் வீட்டிலிருந்து வேலை செய்கிறேன்.',
];
const HINGLISH = [
  'kaise ho bhai',
  'kal milte hain office mein',
  'aaj bahut kaam hai yaar',
  'khana kha liya kya',
  'meeting kitne baje hai',
  'theek hai, main dekh leta hoon',
];

/** Deterministic PRNG (mulberry32) so the figure is comparable run to run. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Share of each kind of message, in order; the rest is plain English. */
const MIX: [string[], number][] = [
  [REPEATS, 0.14],
  [EMOJI, 0.1],
  [LINKS, 0.06],
  [CODE, 0.06],
  [HINDI, 0.12],
  [TAMIL, 0.06],
  [HINGLISH, 0.1],
];

/**
 * `varied`: plain English is mostly new text (an opener and one or two sentences); otherwise it is
 * drawn from the 20 sentences, so it repeats the way a small team's chatter does.
 */
export function generateConversation(
  count: number,
  opts: { seed?: number; varied?: boolean } = {},
): string[] {
  const seed = opts.seed ?? 42;
  const next = rng(seed);
  const pick = (pool: string[]) => pool[Math.floor(next() * pool.length)] as string;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let r = next();
    let chosen: string | undefined;
    for (const [pool, share] of MIX) {
      if (r < share) {
        chosen = pick(pool);
        break;
      }
      r -= share;
    }
    const english = opts.varied
      ? [pick(OPENERS), pick(ENGLISH), next() < 0.4 ? pick(ENGLISH) : ''].join(' ').trim()
      : pick(ENGLISH);
    out.push(chosen ?? english);
  }
  return out;
}

export const CONVERSATION_POOLS = { ENGLISH, HINDI, TAMIL, HINGLISH, EMOJI, LINKS, CODE, REPEATS };

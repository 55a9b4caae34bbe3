// Entity detection. Pattern entities (time, date, money, hashtag, mention, URL, email) work in every
// language by regex, including Hindi month names, बजे, रुपये/लाख/करोड़. Names of people,
// organizations and places come from the `compromise` English NLP library, so they are found in
// English text only (it knows few Indian names; a missed name is a known limit, not a bug).
import nlp from 'compromise';

export type TimeEntity = {
  hh: string;
  nn: string;
  text: string;
};
export type Entities = Record<string, (string | TimeEntity)[]>;

export const ENTITY_TYPES = [
  'person',
  'organization',
  'location',
  'time',
  'date',
  'money',
  'hashtag',
  'mention',
  'url',
  'email',
];
const ALIASES: Record<string, string> = {
  people: 'person',
  persons: 'person',
  per: 'person',
  org: 'organization',
  organisation: 'organization',
  organizations: 'organization',
  place: 'location',
  places: 'location',
  loc: 'location',
  gpe: 'location',
  hashtags: 'hashtag',
  mentions: 'mention',
  urls: 'url',
  emails: 'email',
  dates: 'date',
  times: 'time',
};

const MONTHS_EN =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTHS_HI =
  'जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर';
const DATE_RES = [
  /(?<!\d)(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2})(?!\d)/g,
  new RegExp(
    `(?<![\\p{L}\\d])\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTHS_EN})\\.?(?:,?\\s+\\d{4})?(?![\\p{L}])`,
    'giu',
  ),
  new RegExp(`(?<![\\p{L}])(?:${MONTHS_EN})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?(?!\\d)`, 'giu'),
  new RegExp(`(?<!\\d)\\d{1,2}\\s+(?:${MONTHS_HI})(?:\\s+\\d{4})?`, 'gu'),
];
const TIME_RE =
  /(?<![\d:.])([01]?\d|2[0-3])(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?|बजे)(?![\p{L}])|(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/giu;
const MONEY_RE =
  /(?:₹|rs\.?|inr|\$|usd|€|£)\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:lakhs?|crores?|k|million|billion|लाख|करोड़))?|(?<![\p{L}\d])\d[\d,]*(?:\.\d+)?\s?(?:lakhs?|crores?)?\s?(?:rupees|rupaye|रुपये|रुपए|रुपया|लाख|करोड़|dollars)(?![\p{L}])/giu;
const HASHTAG_RE = /(?<![\p{L}\p{N}_#&])#[\p{L}\p{M}\p{N}_]+/gu;
const MENTION_RE = /(?<![\p{L}\p{N}_@.])@[A-Za-z0-9_][A-Za-z0-9_.]*[A-Za-z0-9_]/gu;
const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

const all = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[0].trim());
const unique = <T>(xs: T[], key: (x: T) => string = String) => {
  const seen = new Set<string>();
  return xs.filter((x) => {
    const k = key(x);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

function times(text: string): TimeEntity[] {
  const out: TimeEntity[] = [];
  for (const m of text.matchAll(TIME_RE)) {
    let h = Number(m[1] ?? m[4]);
    const min = m[2] ?? m[5] ?? '00';
    const mer = (m[3] ?? '').toLowerCase().replace(/\./g, '');
    if (mer === 'pm' && h < 12) h += 12;
    if (mer === 'am' && h === 12) h = 0;
    out.push({ hh: String(h).padStart(2, '0'), nn: min, text: m[0].trim() });
  }
  return out;
}

/** Detects entities of the asked types (all when the list is empty). */
export function detectEntities(text: string, language: string, types: readonly string[] = []): Entities {
  const wanted = new Set(types.map((t) => ALIASES[t.toLowerCase()] ?? t.toLowerCase()));
  const want = (t: string) => wanted.size === 0 || wanted.has(t);
  const out: Entities = {};
  const put = (type: string, items: (string | TimeEntity)[]) => {
    if (want(type) && items.length) out[type] = items;
  };
  const urls = unique(all(URL_RE, text).map((u) => u.replace(/[.,!?)\]]+$/, '')));
  const emails = unique(all(EMAIL_RE, text));
  put('url', urls);
  put('email', emails);
  put('hashtag', unique(all(HASHTAG_RE, text)));
  put('mention', unique(all(MENTION_RE, text)));
  put('money', unique(all(MONEY_RE, text)));
  put('date', unique(DATE_RES.flatMap((re) => all(re, text))));
  put(
    'time',
    unique(times(text), (t) => t.text),
  );
  if (language === 'en' && (want('person') || want('organization') || want('location'))) {
    // strip URLs and emails first so their pieces are not read as names
    const clean = [...urls, ...emails].reduce((s, x) => s.split(x).join(' '), text);
    const doc = nlp(clean);
    const names = (list: string[]) =>
      unique(list.map((s) => s.replace(/[.,;:!?'"]+$/g, '').trim()).filter(Boolean));
    put('person', names(doc.people().out('array') as string[]));
    put('organization', names(doc.organizations().out('array') as string[]));
    put('location', names(doc.places().out('array') as string[]));
  }
  return out;
}

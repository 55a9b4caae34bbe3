// Noun forms for the Tamil, Telugu, Bengali, Marathi and Urdu lexicons (tag n), as Hindi's are made
// in moderation-lexicon.ts: these languages glue case endings, plurals and classifiers onto the
// word (நாய்களை, కుక్కలకి, মালাউনগুলোকে, भडव्यांना, کتوں), so one entry is widened to its forms at
// load time and matching stays one look-up per word. Only regular endings: irregular forms (కొడుకు →
// కొడకా, डुक्कर → डुकरा) are written as variants. A word with a literal sense (dog, pig) gets no
// vocative form: a vocative is always address, so it is an entry of its own without that sense.

type Forms = (word: string, literal: boolean) => string[];

const TA_PULLI = '்';
/** Tamil case endings as vowel signs glued to the stem: accusative, genitive, instrumental, comitative, "also", question. */
const TA_CASES = ['ை', 'ின்', 'ால்', 'ோடு', 'ுடன்', 'ும்', 'ா'];

const tamil: Forms = (word, literal) => {
  // what a vowel-sign ending is glued to: the consonant without its pulli (நாய் → நாயை), a final
  // u dropped (லூசு → லூசை), or a glide after other vowels (பன்னி → பன்னியை, தேவடியா → தேவடியாவை)
  let stem: string;
  let dative: string[];
  let plural = `${word}கள்`;
  if (word.endsWith(TA_PULLI)) {
    stem = word.slice(0, -1);
    dative = [`${word}க்கு`, `${stem}ுக்கு`];
  } else if (word.endsWith('ு')) {
    stem = word.slice(0, -1);
    dative = [`${word}க்கு`];
  } else if (/[ிீைெே]$/.test(word)) {
    stem = `${word}ய`;
    dative = [`${word}க்கு`];
  } else {
    stem = `${word}வ`;
    dative = [`${stem}ுக்கு`];
    plural = `${word}க்கள்`;
  }
  const pStem = plural.slice(0, -1);
  const out = [...TA_CASES.map((c) => stem + c), ...dative, plural, ...TA_CASES.map((c) => pStem + c)];
  // the spoken plural (துலுக்கனுங்க, லூசுங்க) and a compound with "fellow" (சக்கிலிப்பயல், நாய்ப்பயலுக்கு)
  out.push(`${pStem}ுக்கு`, word.endsWith(TA_PULLI) ? `${stem}ுங்க` : `${word}ங்க`);
  for (const fellow of ['ப்பய', 'ப்பயல்', 'ப்பயலுக்கு', 'ப்பசங்க', ...(literal ? [] : ['ப்பயலே'])])
    out.push(word + fellow);
  if (!literal) out.push(`${stem}ே`, `${pStem}ே`);
  return out;
};

/** Telugu endings after the word: accusative, dative, locative; the same after the plural. */
const TE_CASES = ['ని', 'ను', 'కి', 'కు', 'లో'];
const telugu: Forms = (word, literal) => {
  // పంది → పందులు (a final i becomes u before the plural), కుక్క → కుక్కలు, తురకోడు → తురకోళ్లు
  const masculine = word.endsWith('డు');
  const plurals = masculine
    ? [`${word.slice(0, -2)}ళ్లు`, `${word.slice(0, -2)}ళ్ళు`]
    : [word.endsWith('ి') ? `${word.slice(0, -1)}ులు` : `${word}లు`];
  const out = [...TE_CASES.map((c) => word + c)];
  for (const plural of plurals) {
    const oblique = plural.slice(0, -1); // కుక్కల
    // and "all of them" glued on: కుక్కలందరూ, ముస్లింలందరినీ
    out.push(plural, ...TE_CASES.map((c) => oblique + c), `${oblique}ందరూ`, `${oblique}ందరినీ`);
    // plural vocative: వెధవల్లారా
    if (!literal && !masculine) out.push(`${oblique}్లారా`);
  }
  // "you are X" (నువ్వొక ఎర్రిపూకువి) and X-fellow (ఎర్రిపూకుగాడు)
  if (!masculine) out.push(`${word}వి`, `${word}గాడు`, `${word}గాళ్లు`);
  // a final వ doubles before it: వెధవ్వి
  if (word.endsWith('వ')) out.push(`${word}్వి`);
  // vocative: కుక్కా, పందీ, తురకోడా
  if (literal) return out;
  if (masculine) out.push(`${word.slice(0, -1)}ా`);
  else if (word.endsWith('ి')) out.push(`${word.slice(0, -1)}ీ`);
  else if (!/[ా-ౌ]$/.test(word)) out.push(`${word}ా`);
  return out;
};

/** Bengali classifiers, plurals and case endings (genitive র after a vowel, ের after a consonant). */
const BN_ENDINGS = [
  'টা',
  'টি',
  'টাকে',
  'টার',
  'গুলো',
  'গুলা',
  'গুলোকে',
  'গুলোর',
  'গুলারে',
  'রা',
  'দের',
  'দেরকে',
  'কে',
  'রে',
  'র',
  'ের',
];
const bengali: Forms = (word) => BN_ENDINGS.map((e) => word + e);

/** Marathi postpositions glued to the oblique: dative, ergative, genitive, locative, "with", "to", "on". */
const MR_CASES = ['ला', 'ने', 'चा', 'ची', 'चे', 'च्या', 'त', 'शी', 'कडे', 'वर'];
const MR_PLURAL_CASES = ['ना', 'चा', 'ची', 'चे', 'च्या', 'नी', 'शी', 'कडे', 'वर'];
const marathi: Forms = (word, literal) => {
  // the oblique (also the vocative): भडवा → भडव्या, गाढव → गाढवा; plural भडवे
  let oblique = word;
  let plural = word;
  // a word already in a form of its own (झवणे, भडवीच्या) is left as written
  if (!/(ा|[\u0915-\u0939])$/.test(word)) return [];
  if (word.endsWith('्या')) plural = `${word.slice(0, -1)}े`;
  else if (word.endsWith('ा')) {
    oblique = `${word.slice(0, -1)}्या`;
    plural = `${word.slice(0, -1)}े`;
  } else if (/[\u0915-\u0939]$/.test(word)) oblique = `${word}ा`;
  const obliquePlural = oblique.endsWith('ा') ? `${oblique}ं` : `${oblique}ां`;
  const out = [plural, ...MR_CASES.map((c) => oblique + c), ...MR_PLURAL_CASES.map((c) => obliquePlural + c)];
  if (!literal) out.push(oblique, `${obliquePlural}नो`);
  return out;
};

const urdu: Forms = (word) => {
  // کتا → کتے, کتوں; کمینہ → کمینے; حرامی → حرامیوں; کافر → کافروں
  if (/[اہ]$/.test(word)) {
    const stem = word.slice(0, -1);
    return [`${stem}ے`, `${stem}وں`, `${stem}و`];
  }
  return [`${word}وں`, `${word}و`, ...(word.endsWith('ی') ? [`${word}اں`] : [])];
};

// Romanized spellings of the same endings (romanized Urdu is romanized Hindi: hi's rules apply).
const romanTamil: Forms = (w, literal) => [
  `${w}ai`,
  `${w}kku`,
  `${w}ukku`,
  `${w}gal`,
  `${w}nga`,
  ...(literal ? [] : [`${w}e`]),
];
const romanTelugu: Forms = (w, literal) => {
  const plural = w.endsWith('i') ? `${w.slice(0, -1)}ulu` : `${w}lu`;
  const oblique = plural.slice(0, -1);
  return [
    plural,
    `${w}ni`,
    `${w}ki`,
    `${oblique}ni`,
    `${oblique}ki`,
    ...(literal || w.endsWith('i') ? [] : [`${w}a`, `${oblique}lara`]),
  ];
};
const romanBengali: Forms = (w) => [
  `${w}ra`,
  `${w}der`,
  `${w}ke`,
  /[aeiou]$/.test(w) ? `${w}r` : `${w}er`,
  `${w}ta`,
  `${w}gulo`,
  `${w} gulo`,
  `${w}guloke`,
  `${w} guloke`,
  `${w} gula`,
];
const romanMarathi: Forms = (w, literal) => {
  // only a final a (bhadva → bhadvya, bhadve) or a consonant (halkat → halkata) inflects here; a
  // consonant-final plural is the word itself (makad: makade would be Hindi makdi, "spider")
  if (/[eiou]$/.test(w)) return [];
  const oblique = w.endsWith('ya') ? w : w.endsWith('a') ? `${w.slice(0, -1)}ya` : `${w}a`;
  const out = [
    ...(w.endsWith('a') ? [`${w.slice(0, -1)}e`] : []),
    ...['la', 'ne', 'cha', 'chi', 'che', 'chya', 'nna', 'nchya'].map((s) => oblique + s),
  ];
  if (!literal) out.push(oblique, `${oblique}nno`);
  return out;
};

const NATIVE: Record<string, Forms> = { ta: tamil, te: telugu, bn: bengali, mr: marathi, ur: urdu };
const ROMAN: Record<string, Forms> = { ta: romanTamil, te: romanTelugu, bn: romanBengali, mr: romanMarathi };

/**
 * The inflected forms of a noun of one of these languages (the word itself not included), or
 * undefined where no rule is written here (romanized Urdu, Hindi, English).
 */
export function indicNounForms(
  word: string,
  lang: string,
  latin: boolean,
  literal: boolean,
): string[] | undefined {
  return (latin ? ROMAN : NATIVE)[lang]?.(word, literal);
}

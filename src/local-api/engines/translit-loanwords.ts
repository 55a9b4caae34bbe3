// English words as each script writes loanwords. The English pronunciation comes as Hindi would
// write it (मीटिंग, हैपी, कंप्यूटर); converted letter by letter, the words read as no writer of the
// language would write them (Bengali মীটিংগ, হৈপী, কংপ্যূটর for মিটিং, হ্যাপি, কম্পিউটার; Telugu
// కంప్యూటర, said "computera", for కంప్యూటర్). These rewrite the Devanagari before the script
// conversion (Tamil has its own writer: translit-tamil.ts).

/**
 * An English word's Devanagari pronunciation, rewritten as Bengali spells loanwords: short vowels
 * (ই, উ: মিটিং, লেডি), æ as য-ফলা + আ (হ্যাপি, চ্যাটিং; অ্যা first in a word), the o of ऑ as অ
 * (মর্নিং), a final -ng one anusvara (মিটিং, not মিটিংগ), m before a labial (কম্পিউটার), pyu as পিউ,
 * an unstressed -er as আর (কম্পিউটার, নাম্বার), and no nukta (কফি, not কাফ়ী).
 */
export function englishForBengali(dev: string): string {
  return (
    withoutNukta(dev)
      // long vowels short
      .replace(/ी/g, 'ि')
      .replace(/ू/g, 'ु')
      .replace(/ई/g, 'इ')
      .replace(/ऊ/g, 'उ')
      // æ
      .replace(/ै/g, '्या')
      .replace(/^ऐ/, 'अ्या')
      // the o of "morning", "office"
      .replace(/ॉ/g, '')
      .replace(/ऑ/g, 'अ')
      // final -ng
      .replace(/ंग$/, 'ं')
      // an anusvara before a labial is m; before any other consonant but a velar it is n (ক্যানসেল,
      // ফ্রেন্ড, উইকেন্ড: ং is said ng)
      .replace(/ं(?=[पफबभम])/g, 'म्')
      .replace(/ं(?=[चछजझञटठडढणतथदधनयरलवशषसह])/g, 'न्')
      // pyu, kyu, byu… as Bengali writes them (কম্পিউটার, কিউ)
      .replace(/्यु/g, 'िउ')
      // a final -er
      .replace(/([क-ह])र$/, '$1ार')
  );
}

/**
 * Telugu, Kannada and Malayalam: a word-final consonant takes a virama, since their letters say
 * their vowel where Hindi's drop it (కంప్యూటర్, ಮೀಟಿಂಗ್, and Malayalam's chillu: കംപ്യൂടർ); æ as
 * య-ఒత్తు + ā (హ్యాపీ, ಹ್ಯಾಪಿ), first in a word య + ā (యాపిల్), or ā in Malayalam (ഹാപീ); the o of
 * ऑ as ā (మార్నింగ్); ai and au as their own vowels (ఆన్లైన్, డౌన్లోడ్); no nukta, which these
 * scripts do not use (కాఫీ, not కాఫ఼ీ). Gujarati: no nukta (કાફી). Scripts that leave a vowel unsaid
 * mid-word drop the virama of a nasal before l, r, y, w, h (ऑनलाइन).
 */
export function englishForScript(dev: string, to: string): string {
  if (to === 'beng') return englishForBengali(unclustered(dev));
  if (to !== 'telu' && to !== 'knda' && to !== 'mlym' && to !== 'gujr')
    return to === 'taml' ? dev : unclustered(dev);
  const d = withoutNukta(dev);
  if (to === 'gujr') return unclustered(d);
  const said = d
    .replace(/ै/g, to === 'mlym' ? 'ा' : '्या')
    // a first æ: Telugu and Kannada write యా (యాపిల్; అ with a virama is no letter)
    .replace(/^ऐ/, to === 'mlym' ? 'आ' : 'या')
    .replace(/ॉ/g, 'ा')
    .replace(/ऑ/g, 'आ')
    // English ai and au as these scripts write them: online ఆన్‌లైన్, download డౌన్‌లోడ్ (not లాఇన్, డాఉన్)
    .replace(/ा[इई]/g, 'ै')
    .replace(/आ[इई]/g, 'ऐ')
    .replace(/ाउ/g, 'ौ')
    .replace(/आउ/g, 'औ');
  return /[क-ह]$/.test(said) ? `${said}्` : said;
}

/**
 * Scripts that leave a consonant's vowel unsaid mid-word write a nasal before l, r, y, w or h
 * without the virama: ऑनलाइन, ডাউনলোড, ਓਨਲੀ (the pronunciation's cluster is ऑन्लाइन).
 */
function unclustered(dev: string): string {
  return dev.replace(/([नम])्(?=[लरयवह])/g, '$1');
}

/** These scripts write no nukta: ज़ is ज, फ़ is फ (the nukta letters decomposed, the dot dropped). */
function withoutNukta(dev: string): string {
  return dev
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .normalize('NFC');
}

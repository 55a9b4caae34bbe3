// English words as Bengali writes loanwords. The English pronunciation comes as Hindi would write
// it (मीटिंग, हैपी, कंप्यूटर); Bengali spells loanwords otherwise, and converted letter by letter the
// words read as no Bengali writer would write them (মীটিংগ, হৈপী, কংপ্যূটর for মিটিং, হ্যাপি,
// কম্পিউটার). This rewrites the Devanagari before the script conversion.

/**
 * An English word's Devanagari pronunciation, rewritten as Bengali spells loanwords: short vowels
 * (ই, উ: মিটিং, লেডি), æ as য-ফলা + আ (হ্যাপি, চ্যাটিং; অ্যা first in a word), the o of ऑ as অ
 * (মর্নিং), a final -ng one anusvara (মিটিং, not মিটিংগ), m before a labial (কম্পিউটার), pyu as পিউ,
 * an unstressed -er as আর (কম্পিউটার, নাম্বার), and no nukta (কফি, not কাফ়ী).
 */
export function englishForBengali(dev: string): string {
  return (
    dev
      .normalize('NFD')
      .replace(/\u093C/g, '')
      .normalize('NFC')
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
      // an anusvara before a labial is m
      .replace(/ं(?=[पफबभम])/g, 'म्')
      // pyu, kyu, byu… as Bengali writes them (কম্পিউটার, কিউ)
      .replace(/्यु/g, 'िउ')
      // a final -er
      .replace(/([क-ह])र$/, '$1ार')
  );
}

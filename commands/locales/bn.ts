// Bengali descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const bn: CommandTexts = {
  translate: { description: 'লেখা (বা যে বার্তার উত্তর দিচ্ছেন) এক বা একাধিক ভাষায় অনুবাদ করুন' },
  transliterate: { description: 'লেখা অন্য লিপিতে লিখুন (যেমন রোমান হরফের বাংলা বাংলা লিপিতে)' },
  speak: { description: 'লেখা জোরে পড়ে অডিও বার্তা হিসেবে পাঠান' },
  transcribe: { description: 'ভয়েস নোট বা অডিও ফাইলকে লেখায় রূপান্তর করুন' },
  ocr: { description: 'ছবি বা PDF-এর লেখা পড়ুন (চাইলে অনুবাদও)' },
  analyse: { description: 'লেখার মনোভাব, নাম, সারাংশ, নিরাপত্তা যাচাই বা ব্যক্তিগত তথ্য লুকানো' },
  localize: { description: 'সংযুক্ত নথি অনুবাদ করুন (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'এই চ্যানেলকে অন্য প্ল্যাটফর্মের চ্যানেলের সঙ্গে যুক্ত করুন, প্রত্যেকে নিজের ভাষায় পড়ে',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, অথবা mode members|channel (সদস্যদের ভাষাগুলি বা চ্যানেলের একটি ভাষা)',
      code: '/bridge create থেকে পাওয়া কোড',
    },
  },
  captions: { description: 'আপনার ভয়েস চ্যানেলের লাইভ ক্যাপশন, সম্মতি দেওয়া সদস্যদের জন্য' },
  settings: {
    description: 'সেটিংস দেখুন বা বদলান (আপনার, চ্যানেলের, ওয়ার্কস্পেসের)',
    labels: {
      'menu.root': 'সেটিং: কী বদলাবেন বেছে নিন।',
      'menu.lang': 'আপনার ভাষা: আপনার জন্য উত্তর আর অনুবাদ এই ভাষাতেই আসবে।',
      'menu.auto': 'এই চ্যাটে স্বয়ংক্রিয় অনুবাদ (অ্যাডমিন): সদস্যদের ভাষায়, একটি ভাষায়, অথবা বন্ধ।',
      'menu.mod': 'এই চ্যাটে মডারেশন (অ্যাডমিন): আপত্তিকর বার্তা চিহ্নিত করুন, লুকান বা কেটে দিন, অথবা বন্ধ।',
      lang: '🌐 আমার ভাষা',
      auto: '🔁 স্বয়ংক্রিয় অনুবাদ',
      mod: '🛡️ মডারেশন',
      close: '✖️ বন্ধ করুন',
      back: '« ফিরে যান',
      off: 'বন্ধ',
      members: 'সদস্যদের ভাষা',
    },
  },
  help: { description: 'আমি কী কী করতে পারি, বা একটি কমান্ডের ব্যাখ্যা' },
};

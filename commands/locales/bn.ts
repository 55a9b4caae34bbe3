// Bengali descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import { OCR_LANGUAGES, STT_LANGUAGES, TTS_SAMPLE_RATES, TTS_SPEAKERS } from '../../src/language/codes.js';
import type { CommandTexts } from './types.js';

export const bn: CommandTexts = {
  translate: {
    description: 'লেখা (বা যে বার্তার উত্তর দিচ্ছেন) এক বা একাধিক ভাষায় অনুবাদ করুন',
    options: {
      to: 'কোন কোন ভাষায়, কমা দিয়ে আলাদা করে (না বললে: আপনার ভাষা)',
      from: 'মূল ভাষা (না বললে: নিজে থেকে চেনা)',
      text: 'কী অনুবাদ করবেন (অথবা কোনো বার্তার উত্তর দিন)',
    },
  },
  transliterate: {
    description: 'লেখা অন্য লিপিতে লিখুন (যেমন রোমান হরফের বাংলা বাংলা লিপিতে)',
    options: {
      to: 'কোন ভাষার লিপিতে (না বললে: আপনার, ভারতীয় লিপির জন্য ইংরেজি)',
      from: 'মূল লিপির ভাষা (না বললে: নিজে থেকে চেনা)',
      text: 'কোন লেখার লিপি বদলাবেন (অথবা কোনো বার্তার উত্তর দিন)',
    },
  },
  speak: {
    description: 'লেখা জোরে পড়ে অডিও বার্তা হিসেবে পাঠান',
    options: {
      voice: `কণ্ঠ: ${TTS_SPEAKERS.slice(0, 4).join(', ')}, … (না বললে: আপনার)`,
      speed: '0.5 থেকে 1.5 (না বললে 1)',
      rate: `স্যাম্পল রেট: ${TTS_SAMPLE_RATES.join(', ')}`,
      text: 'কী বলবেন (অথবা কোনো বার্তার উত্তর দিন)',
    },
  },
  transcribe: {
    description: 'ভয়েস নোট বা অডিও ফাইলকে লেখায় রূপান্তর করুন',
    options: {
      language: `বলা ভাষা: ${STT_LANGUAGES.join(', ')} (না বললে: কথোপকথনের ভাষা)`,
      audio: 'রেকর্ডিং (অথবা কোনো ভয়েস নোটের উত্তর দিন)',
    },
  },
  ocr: {
    description: 'ছবি বা PDF-এর লেখা পড়ুন (চাইলে অনুবাদও)',
    options: {
      translate: 'লেখাটি আপনার ভাষায় অনুবাদও করুন',
      language: `ছবির ভাষা: ${OCR_LANGUAGES.join(', ')} (না বললে: কথোপকথনের ভাষাগুলো)`,
      file: 'ছবি বা PDF (অথবা সেটির উত্তর দিন)',
    },
  },
  analyse: {
    description: 'লেখার মনোভাব, নাম, সারাংশ, নিরাপত্তা যাচাই বা ব্যক্তিগত তথ্য লুকানো',
    options: {
      kind: 'sentiment, entities, summary, safety, pii-এর এক বা একাধিক (না বললে: summary বাদে সব)',
      text: 'কী বিশ্লেষণ করবেন (অথবা কোনো বার্তার উত্তর দিন)',
    },
  },
  localize: {
    description: 'সংযুক্ত নথি অনুবাদ করুন (.docx, .txt, .srt, .html)',
    options: {
      to: 'কোন কোন ভাষায় (না বললে: আপনার)',
      from: 'নথির ভাষা (না বললে: en)',
      document: 'নথি (অথবা সেটির উত্তর দিন)',
    },
  },
  bridge: {
    description: 'এই চ্যানেলকে অন্য প্ল্যাটফর্মের চ্যানেলের সঙ্গে যুক্ত করুন, প্রত্যেকে নিজের ভাষায় পড়ে',
    options: {
      action:
        'create, join CODE, list, leave, remove CHANNEL, pause, resume, অথবা mode members|channel (সদস্যদের ভাষাগুলি বা চ্যানেলের একটি ভাষা)',
      code: '/bridge create থেকে পাওয়া কোড',
      channel: '/bridge list যেভাবে দেখায় সেই চ্যানেল, যেমন telegram -1001234567890',
    },
  },
  captions: { description: 'আপনার ভয়েস চ্যানেলের লাইভ ক্যাপশন, সম্মতি দেওয়া সদস্যদের জন্য' },
  settings: {
    description: 'সেটিংস দেখুন বা বদলান (আপনার, চ্যানেলের, ওয়ার্কস্পেসের)',
    options: {
      level: 'me, channel বা workspace',
      key: 'language, script, translate, transcribe, ocr, moderation, voice, speed, domain, budget, privacy, reactions',
      value: 'নতুন মান',
    },
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
      'mod.flag': 'চিহ্নিত করুন',
      'mod.hide': 'লুকান',
      'mod.redact': 'কেটে দিন',
    },
  },
  usage: {
    description: 'এই মাসে ওয়ার্কস্পেসের ব্যবহার ও বাজেট (ওয়ার্কস্পেস অ্যাডমিনদের জন্য)',
  },
  help: {
    description: 'আমি কী কী করতে পারি, বা একটি কমান্ডের ব্যাখ্যা',
    options: {
      command: 'যে কমান্ডের ব্যাখ্যা চান',
    },
  },
};

// বাংলা: en.ts-এর একই কী। কমান্ড, অপশন আর মান (`/settings me language bn`) যেমন টাইপ করা হয় তেমনই
// থাকে; এখানে যে বাক্য নেই তা ইংরেজিতে যায়।
import type { Catalog } from './types.js';

export const bn: Catalog = {
  'pipeline.unknownCommand': '/{name} আমি চিনি না। আমি কী কী পারি দেখতে /help লিখুন।',
  'pipeline.staleButton': 'এই বোতামটি আর কাজ করে না। কমান্ডটি আবার পাঠান।',
  'pipeline.usage': '{error}\nএভাবে লিখুন: /{command} {usage}',
  'option.unknownLanguage': '"{word}" ভাষাটি আমি চিনি না। ভাষার কোড লিখুন: {codes}।',
  'option.noLanguages': 'অন্তত একটি ভাষার নাম দিন, যেমন hi,ta।',
  'option.unknownVoice': '"{word}" নামে কোনো কণ্ঠ নেই। যে কণ্ঠগুলো আছে: {voices}।',
  'option.number': '{name} {min} থেকে {max}-এর মধ্যে একটি সংখ্যা হতে হবে।',
  'option.wholeNumber': '{name} {min} থেকে {max}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।',
  'option.choice': '{name} এগুলোর একটি হতে হবে: {choices} ("{word}" নয়)।',
  'option.attach': '{name} বার্তার সঙ্গে সংযুক্ত করে পাঠান।',
  'option.notUnderstood': '"{words}" আমি বুঝতে পারিনি।',
  'option.unknown': '"{name}" নামে কোনো অপশন নেই।',
  'option.required': '{name}-ও দিন।',
  'usage.speed': 'গতি 0.5 থেকে 1.5-এর মধ্যে একটি সংখ্যা হতে হবে।',
  'usage.text.translate': 'অনুবাদের জন্য কিছু লিখুন, অথবা কোনো বার্তার উত্তরে কমান্ডটি পাঠান।',
  'usage.text.transliterate': 'লিপি বদলানোর জন্য কিছু লিখুন, অথবা কোনো বার্তার উত্তরে কমান্ডটি পাঠান।',
  'usage.text.speak': 'পড়ে শোনানোর জন্য কিছু লিখুন, অথবা কোনো বার্তার উত্তরে কমান্ডটি পাঠান।',
  'usage.text.analyse': 'বিশ্লেষণের জন্য কিছু লিখুন, অথবা কোনো বার্তার উত্তরে কমান্ডটি পাঠান।',
  'budget.used':
    'এই ওয়ার্কস্পেস এ মাসের {limit} {unit}-এর বাজেট পুরোটা খরচ করে ফেলেছে। প্রতি মাসের 1 তারিখে এটি নতুন করে শুরু হয়; অ্যাডমিন /settings workspace budget {setting} N দিয়ে এটি বাড়াতে পারেন।',
  'budget.short':
    'এর জন্য {amount} {unit} লাগবে, কিন্তু এ মাসের বাজেটে মাত্র {left} বাকি আছে। ছোট কিছু পাঠান, অথবা বাজেট বাড়াতে অ্যাডমিনকে বলুন।',
  'budget.unit.characters': 'অক্ষর',
  'budget.unit.audioSeconds': 'সেকেন্ড অডিও',

  'error.exhausted':
    'এই ওয়ার্কস্পেসের ভাষা পরিষেবার ক্রেডিট ফুরিয়ে গেছে। অ্যাডমিনকে ক্রেডিট যোগ করতে হবে; আমি তাঁদের জানিয়ে দিয়েছি।',
  'error.keyExpired': 'ভাষা পরিষেবার চাবির মেয়াদ ফুরিয়েছে। অ্যাডমিনকে এটি নবীকরণ করতে বলুন।',
  'error.languageNotEnabled': 'এই ভাষা বা কণ্ঠ এই ওয়ার্কস্পেসে চালু নেই। অন্য একটি বেছে নিন, অথবা অ্যাডমিনকে চালু করতে বলুন।',
  'error.featureNotEnabled': 'এই সুবিধা এই ওয়ার্কস্পেসে চালু নেই। অ্যাডমিনকে চালু করতে বলুন।',
  'error.auth': 'আমি ভাষা পরিষেবায় সাইন ইন করতে পারিনি। অ্যাডমিনকে চাবিটি যাচাই করতে বলুন।',
  'error.invalid': 'এটা হলো না: {reason}।',
  'error.speech': 'এই অডিও আমি লিখে উঠতে পারিনি ({reason})। আরও স্পষ্ট বা একটু লম্বা রেকর্ডিং পাঠান।',
  'error.batch': 'লেখায় রূপান্তর ব্যর্থ হয়েছে ({reason})। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  'error.unexpected': 'আমার দিকে কিছু একটা গোলমাল হয়েছে। এক মিনিট পরে আবার চেষ্টা করুন।',

  'start.hello': 'নমস্কার, {name}!',
  'start.helloNoName': 'নমস্কার!',
  'start.welcome':
    'আমি dubash: ইংরেজি আর ভারতীয় ভাষাগুলোর মধ্যে অনুবাদ করি, লিপি বদলাই, লেখা পড়ে শোনাই, ভয়েস নোট লিখে দিই আর ছবির লেখা পড়ে দিই।\n' +
    'প্রথম কয়েকটি ধাপ:\n' +
    '1. আপনি যে ভাষায় পড়েন সেটি বেছে নিন: /settings me language bn (অথবা নিচের বোতাম)।\n' +
    '2. চেষ্টা করে দেখুন: /translate to hi,bn Where is the report?\n' +
    '3. যেকোনো বার্তার উত্তরে /translate, /speak বা /transcribe পাঠান।\n' +
    'গ্রুপে অ্যাডমিন স্বয়ংক্রিয় অনুবাদ চালু করতে পারেন: /settings channel translate members',
  'start.button.language': '🌐 আমার ভাষা',
  'start.button.help': '📖 সব কমান্ড',
  'help.header': 'কমান্ডগুলো (প্রতিটি তার সঙ্গে লেখা টেক্সটে, অথবা আপনি যে বার্তার উত্তর দিচ্ছেন তাতে কাজ করে):',
  'help.noSuchCommand': '/{name} নামে কোনো কমান্ড নেই। সব কমান্ড দেখতে /help লিখুন।',

  'translate.unknownLanguage': 'এটা কোন ভাষা বুঝতে পারছি না। `from` দিয়ে বলে দিন, যেমন /translate from en to bn …',
  'translate.nothing': 'অনুবাদ করার মতো কিছু নেই: এতে শুধু ইমোজি, লিংক বা কোড আছে।',
  'translate.already': 'এটা আগে থেকেই {language} ভাষায় আছে।',
  'translate.failed': 'এটা {language} ভাষায় অনুবাদ করতে পারিনি; কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  'translate.tooLong':
    'বার্তাটি এখানে অনুবাদের জন্য খুব লম্বা ({length} অক্ষর; সীমা {limit})। ভাগ করে পাঠান, অথবা .txt ফাইল করে /localize দিয়ে পাঠান।',
  'transliterate.unknownScript':
    'এটা কোন লিপি বুঝতে পারছি না। `from` দিয়ে বলে দিন, যেমন /transliterate from en to bn …',
  'transliterate.already': 'এটা আগে থেকেই {language} লিপিতে আছে।',
  'speak.tooLong': 'এটা পড়ে শোনানোর জন্য খুব লম্বা ({length} অক্ষর; সীমা {limit})।',
  'speak.progress': '🔊 আপনার জন্য রেকর্ড করছি…',
  'transcribe.noAudio': 'কোনো ভয়েস নোটের উত্তরে /transcribe পাঠান (অথবা অডিও সংযুক্ত করুন)।',
  'transcribe.progress': '🎙️ লিখে নিচ্ছি…',
  'transcribe.progressLong': '🎙️ লম্বা রেকর্ডিং লিখে নিচ্ছি; কয়েক মিনিট লাগতে পারে…',
  'ocr.noImage': 'ছবি বা PDF সংযুক্ত করে /ocr পাঠান (অথবা সেটির উত্তরে /ocr দিন)।',
  'ocr.progress': '🔎 লেখাটা পড়ছি…',
  'localize.noDocument': '.docx, .txt, .srt বা .html ফাইল সংযুক্ত করে /localize পাঠান (অথবা সেটির উত্তরে দিন)।',
  'localize.badType': '{ext} ফাইল আমি অনুবাদ করতে পারি না। .docx, .txt, .srt বা .html ফাইল সংযুক্ত করুন।',
  'localize.thatKind': 'এই ধরনের',
  'localize.alreadyIn': 'নথিটি আগে থেকেই {language} ভাষায় আছে। কোন ভাষায় চান তা `to` দিয়ে বলুন।',
  'localize.progress': '📑 {name} {languages} ভাষায় অনুবাদ করছি…',
  'localize.theDocument': 'নথিটি',

  'bridge.noAction': 'ব্রিজ নিয়ে কী করতে হবে বলুন।',
  'bridge.noCode': 'অন্য অ্যাডমিন `/bridge create` থেকে যে কোড পেয়েছেন সেটি দিন।',
  'bridge.noMode':
    '`/bridge mode members` (সদস্যরা যে ভাষাগুলো পড়েন সেগুলোতে বার্তা আসবে) অথবা `/bridge mode channel` (চ্যানেলের একটি ভাষায়) লিখুন।',
  'bridge.unavailable': 'এই সার্ভারে ব্রিজ সুবিধা নেই।',
  'bridge.adminOnly': 'এই চ্যানেলের ব্রিজ শুধু এর অ্যাডমিন বদলাতে পারেন। `/bridge list` দিয়ে দেখতে পারেন।',
  'bridge.created':
    'ব্রিজ কোড: {code} ({minutes} মিনিট বৈধ)। অন্য চ্যানেলে (যেকোনো প্ল্যাটফর্মে) একজন অ্যাডমিন /bridge join {code} চালান। তারপর বার্তা এপার-ওপার যাবে, প্রতিটি চ্যানেলের ভাষায় অনূদিত হয়ে।',
  'bridge.joined': 'ব্রিজ যুক্ত হলো। এই চ্যানেলগুলো এখন একটাই কথোপকথনে:\n{legs}',
  'bridge.none': 'এই চ্যানেল কোনো ব্রিজে যুক্ত নয়। অ্যাডমিন /bridge create দিয়ে ব্রিজ শুরু করেন।',
  'bridge.list': 'এই চ্যানেলের ব্রিজ:\n{legs}',
  'bridge.left': 'এই চ্যানেল তার ব্রিজ ছেড়ে দিয়েছে: বার্তা আর এপার-ওপার যাবে না।',
  'bridge.notBridged': 'এই চ্যানেল কোনো ব্রিজে যুক্ত নয়।',
  'bridge.paused':
    'এই চ্যানেলের জন্য ব্রিজ থামানো হলো: /bridge resume না হওয়া পর্যন্ত এখান থেকে কিছু যাবে না, এখানে কিছু আসবেও না।',
  'bridge.resumed': 'এই চ্যানেলের জন্য ব্রিজ আবার চালু হলো।',
  'bridge.modeMembers':
    'এখন থেকে ব্রিজের বার্তা এখানে আসবে এই চ্যানেলের সদস্যরা যে ভাষাগুলো পড়েন সেগুলোতে, প্রতিটি এক লাইনে।',
  'bridge.modeChannel': 'এখন থেকে ব্রিজের বার্তা এখানে আসবে এই চ্যানেলের ভাষায়।',
  'bridge.leg': '• {platform} {channel}{self}: {reads}{state}',
  'bridge.leg.self': ' (এই চ্যানেল)',
  'bridge.leg.members': 'এর সদস্যদের ভাষা',
  'bridge.leg.paused': ' — থামানো',
  'bridge.leg.refused': ' — থামানো: একটি বার্তা নিতে অস্বীকার করেছে',
  'bridge.leg.webChat': 'ওয়েব চ্যাট',
  'bridge.alreadyBridged': 'এই চ্যানেল আগে থেকেই ব্রিজে যুক্ত।',
  'bridge.alreadyBridgedCreate':
    'এই চ্যানেল আগে থেকেই ব্রিজে যুক্ত। `bridge list` সংযোগগুলো দেখায়; `bridge leave` সেগুলো শেষ করে।',
  'bridge.unknownCode': 'কোডটি অচেনা বা মেয়াদোত্তীর্ণ। অন্য অ্যাডমিনকে আবার `bridge create` চালাতে বলুন।',
  'bridge.alreadyInThat': 'এই চ্যানেল আগে থেকেই ওই ব্রিজে আছে।',
  'bridge.inAnother': 'এই চ্যানেল আগে থেকেই অন্য একটি ব্রিজে আছে। আগে `bridge leave` চালান।',

  'captions.noAction': '`consent on`, `consent off`, `start` বা `stop` লিখুন।',
  'captions.noConsentState':
    'ভয়েস চ্যানেলে আপনার কথার ক্যাপশন চাইলে `/captions consent on` লিখুন, না চাইলে `/captions consent off`।',
  'captions.unavailable': 'এই সার্ভারে লাইভ ক্যাপশন সুবিধা নেই।',
  'captions.consentOn':
    'লাইভ ক্যাপশন চালু থাকলে, আপনার পরের কথা থেকেই, এখানকার ভয়েস চ্যানেলে আপনার ক্যাপশন হবে। `/captions consent off` দিয়ে সম্মতি ফিরিয়ে নিতে পারেন।',
  'captions.consentOff':
    'এখানে আর আপনার ক্যাপশন হবে না: আপনার পরের কথা থেকে আপনার কণ্ঠ আর নেওয়া হবে না। `/captions consent on` দিয়ে আবার সম্মতি দিতে পারেন।',

  'settings.onOff': '{what}-এর জন্য on বা off লিখুন।',
  'settings.needValue': '{what}-এর একটি মান দিন।',
  'settings.range': '{what} {min} থেকে {max}-এর মধ্যে একটি সংখ্যা হতে হবে।',
  'settings.translateFirst': 'আগে স্বয়ংক্রিয় অনুবাদ চালু করুন, যেমন /settings channel translate hi,ta',
  'settings.script': 'লিপি latin অথবা native হতে পারে।',
  'settings.domain': 'ডোমেন এগুলোর একটি: {domains}।',
  'settings.budget': 'বাজেট এভাবে লিখুন: `characters N` অথবা `audio SECONDS` (0 মানে কোনো সীমা নেই)।',
  'settings.logging': 'লগিংয়ের জন্য true, no_audio, no_transcript বা false লিখুন।',
  'settings.privacy': 'গোপনীয়তার জন্য `logging true|no_audio|no_transcript|false` অথবা `retain HOURS` লিখুন।',
  'settings.noSuchSetting': '{level} স্তরে "{key}" নামে কোনো সেটিং নেই।',
  'settings.moderation': 'মডারেশন off, flag, hide বা redact-এর একটি; তারপর চাইলে ধরন আর dry-run।',
  'settings.moderationTypes': 'মডারেশনের ধরন profanity, hate_speech আর pii ("{word}" নয়)।',
  'settings.noLevel': 'me, channel বা workspace দিয়ে শুরু করুন, যেমন /settings me language ta',
  'settings.noKey': 'কোন সেটিং বলুন, যেমন /settings me language ta',
  'settings.adminOnly.channel':
    'চ্যানেলের সেটিং বদলানোর অধিকার শুধু ওয়ার্কস্পেস অ্যাডমিনদের আছে। নিজের সেটিং আপনি নিজেই বদলাতে পারেন, যেমন /settings me language ta',
  'settings.adminOnly.workspace':
    'ওয়ার্কস্পেসের সেটিং বদলানোর অধিকার শুধু ওয়ার্কস্পেস অ্যাডমিনদের আছে। নিজের সেটিং আপনি নিজেই বদলাতে পারেন, যেমন /settings me language ta',
  'settings.notThere': 'এটা এখানে সেট করা যায় না: {reason}।',
  'settings.notAllowed': '{what}-এর জন্য এই মান চলবে না।',
  'settings.staleButton': 'এই বোতামটি আর কাজ করে না। আবার /settings পাঠান।',
  'settings.done.member': 'হয়ে গেছে। আপনার সেটিং বদলানো হলো — {what}: {said}।',
  'settings.done.channel': 'হয়ে গেছে। এই চ্যানেলের সেটিং বদলানো হলো — {what}: {said}।',
  'settings.done.workspace': 'হয়ে গেছে। ওয়ার্কস্পেসের সেটিং বদলানো হলো — {what}: {said}।',
  'settings.what.topics': 'ভাষাভিত্তিক টপিকে স্বয়ংক্রিয় অনুবাদ',
  'settings.what.language': 'ভাষা',
  'settings.what.script': 'লিপি',
  'settings.what.autoTranslate': 'স্বয়ংক্রিয় অনুবাদ',
  'settings.what.autoTranscribe': 'ভয়েস নোট স্বয়ংক্রিয়ভাবে লেখা',
  'settings.what.autoOcr': 'ছবির লেখা স্বয়ংক্রিয়ভাবে পড়া',
  'settings.what.voice': 'কণ্ঠ',
  'settings.what.speed': 'কথার গতি',
  'settings.what.domain': 'অনুবাদের ক্ষেত্র',
  'settings.what.budgetCharacters': 'মাসিক অক্ষর-বাজেট',
  'settings.what.budgetAudio': 'মাসিক অডিও-সেকেন্ড বাজেট',
  'settings.what.logging': 'API লগিং',
  'settings.what.retention': 'বার্তার লেখা রাখার সময়',
  'settings.what.moderation': 'মডারেশন',
  'settings.said.members': 'প্রত্যেক সদস্যের নিজের ভাষায়',
  'settings.said.languages': '{languages} ভাষায়',
  'settings.said.unlimited': 'কোনো সীমা নেই',
  'settings.said.hours': '{hours} ঘণ্টা',
};

// বাংলা: en.ts-এর একই কী। কমান্ড, অপশন আর মান (`/settings me language bn`) যেমন টাইপ করা হয় তেমনই
// থাকে; এখানে যে বাক্য নেই তা ইংরেজিতে যায়।
import type { Catalog } from './types.js';

export const bn: Catalog = {
  'pipeline.unknownCommand': '/{name} আমি চিনি না। আমি কী কী পারি দেখতে /help লিখুন।',
  'pipeline.staleButton': 'এই বোতামটি আর কাজ করে না। কমান্ডটি আবার পাঠান।',
  'access.channelAdmin': 'এটা শুধু এই চ্যানেলের অ্যাডমিনরাই করতে পারেন।',
  'access.workspaceAdmin': 'এটা শুধু ওয়ার্কস্পেসের অ্যাডমিনরাই করতে পারেন।',
  'usage.month.title':
    '📊 এই মাসে এই ওয়ার্কস্পেসের ব্যবহার (প্রতি মাসের ১ তারিখে হিসাব নতুন করে শুরু হয়; আর {days} দিন বাকি):',
  'usage.month.line': '• {what}: {limit}-এর মধ্যে {used} ({percent}%), বাকি {left}',
  'usage.month.lineNoLimit': '• {what}: {used} (কোনো সীমা নেই)',
  'usage.month.characters': 'অনুবাদ বা বিশ্লেষণের জন্য পাঠানো অক্ষর',
  'usage.month.audioSeconds': 'শোনা বা বলা অডিওর সেকেন্ড',
  'usage.month.change':
    'বাজেট বদলাতে: /settings workspace budget characters N (অথবা audio N; 0 মানে কোনো সীমা নেই)।',
  'pipeline.usage': '{error}\nএভাবে লিখুন: /{command} {usage}',
  'action.saving': 'সংরক্ষণ করছি…',
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
  'notice.exhausted':
    'অ্যাডমিনদের জন্য: ভাষা পরিষেবা জানাচ্ছে এই অ্যাকাউন্টের ক্রেডিট ফুরিয়ে গেছে, তাই অনুবাদ, কণ্ঠ আর অন্যান্য সুবিধা কাজ করছে না। অ্যাকাউন্টে ক্রেডিট যোগ করুন (অথবা অন্য API চাবি ব্যবহার করুন)।',

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
  'help.admin.header': 'এখানে অ্যাডমিনরা যা যা করতে পারেন:',
  'help.admin.member': 'সবাই',
  'help.admin.channelAdmin': 'চ্যানেলের অ্যাডমিন',
  'help.admin.workspaceAdmin': 'ওয়ার্কস্পেসের অ্যাডমিন',

  'translate.unknownLanguage': 'এটা কোন ভাষা বুঝতে পারছি না। `from` দিয়ে বলে দিন, যেমন /translate from en to bn …',
  'translate.nothing': 'অনুবাদ করার মতো কিছু নেই: এতে শুধু ইমোজি, লিংক বা কোড আছে।',
  'translate.already': 'এটা আগে থেকেই {language} ভাষায় আছে।',
  'translate.failed': 'এটা {language} ভাষায় অনুবাদ করতে পারিনি; কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  'translate.tooLong':
    'লেখাটি অনুবাদের জন্য খুব লম্বা ({length} অক্ষর; সর্বোচ্চ {limit}): ভাগ করে পাঠান, অথবা .txt ফাইল করে /localize দিয়ে পাঠান।',
  'transliterate.unknownScript':
    'এটা কোন লিপি বুঝতে পারছি না। `from` দিয়ে বলে দিন, যেমন /transliterate from en to bn …',
  'transliterate.already': 'এটা আগে থেকেই {language} লিপিতে আছে।',
  'speak.tooLong': 'লেখাটি পড়ে শোনানোর জন্য খুব লম্বা ({length} অক্ষর; সর্বোচ্চ {limit}): ছোট ছোট বার্তায় ভাগ করে পাঠান।',
  'speak.progress': '🔊 আপনার জন্য রেকর্ড করছি…',
  'transcribe.noAudio': 'কোনো ভয়েস নোটের উত্তরে /transcribe পাঠান (অথবা অডিও সংযুক্ত করুন)।',
  'transcribe.progress': '🎙️ লিখে নিচ্ছি…',
  'transcribe.progressLong': '🎙️ লম্বা রেকর্ডিং লিখে নিচ্ছি; কয়েক মিনিট লাগতে পারে…',
  'ocr.noImage': 'ছবি বা PDF সংযুক্ত করে /ocr পাঠান (অথবা সেটির উত্তরে /ocr দিন)।',
  'ocr.progress': '🔎 লেখাটা পড়ছি…',
  'job.empty.recording': 'রেকর্ডিংটি খালি। আবার পাঠান।',
  'job.empty.file': 'ফাইলটি খালি। আবার পাঠান।',
  'job.empty.document': 'নথিটি খালি। আবার পাঠান।',
  'job.noDuration': 'রেকর্ডিংটি কত লম্বা বুঝতে পারিনি। WAV, OGG/Opus, MP3, FLAC বা M4A রেকর্ডিং পাঠান।',
  'job.unreadableAudio': 'এই অডিও পড়তে পারিনি ({reason})। WAV, OGG/Opus, MP3, FLAC বা M4A রেকর্ডিং পাঠান।',
  'job.noSpeech': 'এই রেকর্ডিংয়ে কোনো কথা শুনতে পাইনি।',
  'job.transcriptFile': 'পুরো লেখাটি, ফাইল হিসেবে।',
  'job.notImage': 'ফাইলটি ছবি বা PDF নয়, তাই এর লেখা পড়তে পারব না। PNG, JPEG বা PDF পাঠান।',
  'job.noText': 'এই ছবিতে কোনো লেখা পাইনি।',
  'job.cannotLocalize': '"{name}" আমি অনুবাদ করতে পারি না। .docx, .txt, .srt বা .html ফাইল সংযুক্ত করুন।',
  'job.noTranslations': 'নথিটি কোনো অনুবাদ ছাড়াই ফিরে এসেছে। আবার চেষ্টা করুন।',
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
    'ব্রিজ কোড: {code} ({minutes} মিনিট বৈধ, একটি চ্যানেলের জন্য; শুধু আপনিই এটা দেখছেন)। অন্য চ্যানেলে (যেকোনো প্ল্যাটফর্মে) একজন অ্যাডমিন /bridge join {code} চালান। তারপর বার্তা এপার-ওপার যাবে, প্রতিটি চ্যানেলের ভাষায় অনূদিত হয়ে। প্রতিটি পরের চ্যানেলের জন্য আবার /bridge create চালান।',
  'bridge.joined':
    'ব্রিজ যুক্ত হলো। এই চ্যানেলগুলো এখন একটাই কথোপকথনে:\n{legs}\nপ্রত্যেককে জানানো হয়েছে। /bridge leave এই চ্যানেলকে ব্রিজ থেকে বের করে দেয়।',
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
  'bridge.channel': '{platform} {channel}',
  'bridge.who': '{name} ({platform})',
  'bridge.leg': '• {platform} {channel}{self}: {reads}{state}',
  'bridge.leg.self': ' (এই চ্যানেল)',
  'bridge.leg.members': 'এর সদস্যদের ভাষা',
  'bridge.leg.paused': ' — থামানো',
  'bridge.leg.refused': ' — থামানো: একটি বার্তা নিতে অস্বীকার করেছে',
  'bridge.leg.webChat': 'ওয়েব চ্যাট',
  'bridge.alreadyBridged': 'এই চ্যানেল আগে থেকেই ব্রিজে যুক্ত।',
  'bridge.unknownCode': 'কোডটি অচেনা, মেয়াদোত্তীর্ণ বা আগেই ব্যবহৃত। অন্য অ্যাডমিনকে আবার `bridge create` চালাতে বলুন।',
  'bridge.alreadyInThat': 'এই চ্যানেল আগে থেকেই ওই ব্রিজে আছে।',
  'bridge.inAnother': 'এই চ্যানেল আগে থেকেই অন্য একটি ব্রিজে আছে। আগে `bridge leave` চালান।',

  'captions.noAction': '`consent on`, `consent off`, `start` বা `stop` লিখুন।',
  'captions.noConsentState':
    'ভয়েস চ্যানেলে আপনার কথার ক্যাপশন চাইলে `/captions consent on` লিখুন, না চাইলে `/captions consent off`।',
  'captions.unavailable': 'এই সার্ভারে লাইভ ক্যাপশন সুবিধা নেই।',
  'captions.restarting': 'লাইভ ক্যাপশন বন্ধ হয়ে গেছে: dubash আবার চালু হচ্ছে। একটু পরে আবার চালু করুন।',
  'captions.lost': 'লাইভ ক্যাপশন বন্ধ হয়ে গেছে: যে সার্ভারে এগুলো চলছিল, সেটি বন্ধ হয়ে গেছে। চালিয়ে যেতে আবার চালু করুন।',
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
  'settings.show.title': 'এখানে আপনার জন্য চালু সেটিং:',
  'settings.show.language': '• আপনার ভাষা: {language} (লিপি: {script})',
  'settings.show.translate': '• স্বয়ংক্রিয় অনুবাদ: {translate}{topics}',
  'settings.show.topics': '; প্রতিটি ভাষার আলাদা ফোরাম টপিক',
  'settings.show.transcribe': '• ভয়েস নোট স্বয়ংক্রিয়ভাবে লেখা: {state}',
  'settings.show.ocr': '• ছবির লেখা স্বয়ংক্রিয়ভাবে পড়া: {state}',
  'settings.show.moderation': '• মডারেশন: {moderation}',
  'settings.show.dryRun': '; শুধু পরীক্ষা (শুধু অ্যাডমিনরা দেখেন)',
  'settings.show.voice': '• কণ্ঠ: {voice}, গতি {speed}',
  'settings.show.domain': '• অনুবাদের ক্ষেত্র: {domain}',
  'settings.show.privacy': '• গোপনীয়তা: API লগিং {logging}; বার্তার লেখা রাখা হয়: {kept}',
  'settings.show.never': 'কখনোই না',
  'settings.show.keptDefault': '{hours} ঘণ্টা (ডিফল্ট, রিঅ্যাকশনে অনুবাদের জন্য)',
  'settings.show.month': '• এ মাসে: {characters}; {audio}',
  'settings.show.used': '{limit}-এর মধ্যে {used} {unit}',
  'settings.show.usedNoLimit': '{used} {unit} (কোনো সীমা নেই)',
  'settings.show.change': 'বদলাতে: /settings me|channel|workspace KEY VALUE (দেখুন /help)।',
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

  // ---- merged from main: bridge join codes and announcements, long text, transcribe language, reactions, severity
  'bridge.createdMore':
    'ব্রিজ কোড: {code} ({minutes} মিনিট বৈধ, আরও একটি চ্যানেলের জন্য; শুধু আপনিই এটা দেখছেন)। অন্য চ্যানেলে (যেকোনো প্ল্যাটফর্মে) একজন অ্যাডমিন /bridge join {code} চালান। তারপর বার্তা এপার-ওপার যাবে, প্রতিটি চ্যানেলের ভাষায় অনূদিত হয়ে। প্রতিটি পরের চ্যানেলের জন্য আবার /bridge create চালান।',
  'bridge.unreachable':
    'ব্রিজ কোডটি আপনাকে ব্যক্তিগতভাবে পাঠাতে পারলাম না। আমাকে আপনাকে লেখার সুযোগ দিন (Telegram-এ: আমার সঙ্গে একটি ব্যক্তিগত চ্যাট খুলে Start চাপুন), তারপর আবার /bridge create চালান।',
  'bridge.codeJustUsed': 'কোডটি এইমাত্র ব্যবহার হয়ে গেছে। অন্য অ্যাডমিনকে আবার `bridge create` চালাতে বলুন।',
  'bridge.remove.noChannel':
    'কোন চ্যানেল, তা `/bridge list` যেভাবে দেখায় সেভাবে বলুন, যেমন /bridge remove telegram -1001234567890।',
  'bridge.remove.self': 'এই চ্যানেলকে তার ব্রিজ থেকে বের করতে /bridge leave চালান।',
  'bridge.remove.several': 'ব্রিজে {id} নামে একাধিক চ্যানেল আছে: প্ল্যাটফর্মের নামও দিন, যেমন {remove}।',
  'bridge.remove.unknown': '"{id}" নামে কোনো চ্যানেল এই ব্রিজে নেই। /bridge list চ্যানেলগুলো দেখায়।',
  'bridge.remove.already': 'ওই চ্যানেল আগেই ব্রিজ ছেড়ে গেছে।',
  'bridge.removed': '{channel}-কে ব্রিজ থেকে সরানো হলো। প্রতিটি পক্ষকে জানানো হয়েছে।',
  'bridge.announce.joined':
    '{channel} এই ব্রিজে যুক্ত হলো, যুক্ত করেছেন {who}। এখন থেকে তার সঙ্গেও বার্তা আদান-প্রদান হবে। এটা প্রত্যাশিত না হলে, এখানকার একজন অ্যাডমিন {remove} চালান; /bridge leave এই চ্যানেলকে বের করে দেয়।',
  'bridge.announce.removedYou':
    '{who} এই চ্যানেলকে তার ব্রিজ থেকে সরিয়ে দিয়েছেন: বার্তা আর আদান-প্রদান হবে না। এখানকার অ্যাডমিন নতুন কোড দিয়ে আবার কোনো ব্রিজে যুক্ত হতে পারেন।',
  'bridge.announce.removed': '{channel}-কে {who} এই ব্রিজ থেকে সরিয়ে দিয়েছেন।',
  'bridge.announce.left': '{channel} এই ব্রিজ ছেড়ে গেছে ({who})।',
  'transliterate.tooLong':
    'লেখাটি লিপ্যন্তরের জন্য খুব লম্বা ({length} অক্ষর; সর্বোচ্চ {limit}): ছোট ছোট বার্তায় ভাগ করে পাঠান।',
  'pipeline.messageTooLong':
    'বার্তাটি এই চ্যাটের অনুমোদিত সীমার চেয়ে লম্বা ({length} অক্ষর; সর্বোচ্চ {limit}), তাই আমি এটা পড়িনি: ছোট ছোট বার্তায় ভাগ করে পাঠান।',
  'transcribe.cannotHear':
    'রেকর্ডিংটি লিখে দিতে পারলাম না: কথা চেনার পরিষেবা {language} চেনে না (লোকাল ইঞ্জিন শুধু ইংরেজি বোঝে), আর এটা কোন ভাষায় তাও বুঝতে পারলাম না।',
  'transcribe.heardAs': '({heard} ধরে লেখা হয়েছে: কথা চেনার পরিষেবা {asked} চেনে না।)',
  'help.reactions': 'রিঅ্যাকশনে অনুবাদ: কোনো বার্তায় {reactions} দিয়ে রিঅ্যাক্ট করুন, তার অনুবাদ সেই থ্রেডে পোস্ট হবে।',
  'settings.reactionsWorkspace':
    'রিঅ্যাকশন পুরো ওয়ার্কস্পেসের জন্য ঠিক করা হয়, যেমন /settings workspace reactions 🇮🇳 hi।',
  'settings.what.reactions': 'রিঅ্যাকশনে অনুবাদের তালিকা',
  'settings.what.reaction': 'রিঅ্যাকশন {emoji}',
  'settings.said.emptyOff': 'খালি (বন্ধ)',
  'settings.said.reactionInto': '{language}-তে অনুবাদ',
  'settings.show.reactions': '• রিঅ্যাকশনে অনুবাদ: {reactions}',
  'settings.what.mirror': '{language}-এর মিরর চ্যানেল',
  'settings.mirror.channelOnly':
    'মিরর চ্যানেল প্রতিটি চ্যানেলের জন্য আলাদা করে ঠিক করতে হয়, যেমন /settings channel mirror ta #tamil-chat।',
  'settings.mirror.where':
    'কোন চ্যানেলে মিরর হবে তা #channel লিখে জানান, অথবা off লিখুন, যেমন /settings channel mirror ta #tamil-chat।',
  'settings.show.mirrors': '• মিরর চ্যানেল: {mirrors}',
  'settings.severity': '"from"-এর পরে তীব্রতা লিখুন: low, medium বা high।',
  'settings.show.severity': ', {level} তীব্রতা থেকে (এর চেয়ে হালকাগুলো শুধু চিহ্নিত হবে)',
  'settings.said.moderation': '{mode}{types}{severity}{dryRun}',
  'settings.said.dryRun': ', শুধু পরীক্ষামূলক (dry run)',
  'settings.adminOnly.workspaceFromDm':
    'ওয়ার্কস্পেসের সেটিং শুধু ওয়ার্কস্পেস অ্যাডমিনরাই বদলাতে পারেন (সরাসরি বার্তা থেকে নয়)। আপনি এই চ্যানেলের সেটিং বদলাতে পারেন, যেমন /settings channel language ta, অথবা নিজের, যেমন /settings me language ta।',

  // ---- লাইভ ক্যাপশন (src/features/captions, adapters/discord/voice-captions.ts)
  'captions.webChatMic':
    'ওয়েব চ্যাটে ভয়েস চ্যানেল নেই: এখানে লাইভ ক্যাপশন আসে আপনার মাইক্রোফোন থেকে। মেসেজ বক্সের ওপরের মাইক্রোফোন বোতামটি (ক্যাপশন চালু করুন) চাপুন।',
  'captions.noVoicePlatform':
    'এই প্ল্যাটফর্মে এমন কোনো ভয়েস চ্যানেল নেই যেখানে আমি যোগ দিতে পারি। লাইভ ক্যাপশন চলে Discord-এর ভয়েস চ্যানেলে আর ওয়েব চ্যাটে (তার মাইক্রোফোন বোতাম দিয়ে)।',
  'captions.alreadyOn': '{name}-এ লাইভ ক্যাপশন আগে থেকেই চলছে। আগে `/captions stop` দিয়ে সেটা বন্ধ করুন।',
  'captions.noBudget': 'লাইভ ক্যাপশন শুরু হলো না। {reason}',
  'captions.started': '{name}-এ লাইভ ক্যাপশন চালু হলো; সেগুলো ওই চ্যানেলের চ্যাটে দেখা যাবে।',
  'captions.notOn': 'এখানে লাইভ ক্যাপশন চালু নেই। `/captions start` দিলে আপনার ভয়েস চ্যানেলে শুরু হবে।',
  'captions.stopped': 'লাইভ ক্যাপশন বন্ধ হলো; আমি {name} থেকে বেরিয়ে এসেছি।',
  'captions.on':
    '🎙️ {name}-এ লাইভ ক্যাপশন চালু (বলার ভাষা: {language})। শুধু যাঁরা সম্মতি দিয়েছেন তাঁদেরই ক্যাপশন হয়; আর কারও কণ্ঠস্বর নেওয়াই হয় না।',
  'captions.onTranslated':
    '🎙️ {name}-এ লাইভ ক্যাপশন চালু (বলার ভাষা: {language}, চ্যানেলের পাঠকদের ভাষায় অনুবাদসহ)। শুধু যাঁরা সম্মতি দিয়েছেন তাঁদেরই ক্যাপশন হয়; আর কারও কণ্ঠস্বর নেওয়াই হয় না।',
  'captions.captioned': 'যাঁদের ক্যাপশন হচ্ছে: {names}।',
  'captions.notCaptioned':
    'যাঁদের ক্যাপশন হচ্ছে না: {names}। ক্যাপশনের জন্য `/captions consent on` লিখুন (বন্ধ করতে `/captions consent off`)।',
  'captions.nobody': 'কেউ নন',
  'captions.joinedNotCaptioned':
    '{name} যোগ দিয়েছেন: তাঁর ক্যাপশন হচ্ছে না। ক্যাপশনের জন্য `/captions consent on` লিখুন।',
  'captions.end.empty': 'লাইভ ক্যাপশন বন্ধ হলো: সবাই {name} ছেড়ে চলে গেছেন।',
  'captions.end.time':
    '{duration} পরে লাইভ ক্যাপশন বন্ধ হলো, একটি সেশন এর বেশি চলে না। `/captions start` দিয়ে আবার শুরু করুন।',
  'captions.end.disconnected':
    'লাইভ ক্যাপশন বন্ধ হলো: একবার আবার যোগ দেওয়ার পরেও {name}-এর সঙ্গে সংযোগ আবার কেটে গেছে। `/captions start` দিয়ে আবার চেষ্টা করুন।',
  'captions.end.shutdown':
    'লাইভ ক্যাপশন বন্ধ হলো: dubash আবার চালু হচ্ছে। ফিরে এলে `/captions start` দিয়ে আবার শুরু করুন।',
  'captions.end.budget': 'লাইভ ক্যাপশন বন্ধ হলো। {reason}',
  'captions.notServed':
    'লাইভ ক্যাপশন বন্ধ হলো: ভাষা পরিষেবা "{language}" সরাসরি চিনতে পারে না। ক্যাপশনের জন্য অন্য ভাষা বেছে নিন (লোকাল ইঞ্জিন শুধু ইংরেজি বোঝে)।',
  'captions.voice.dm': 'লাইভ ক্যাপশন সার্ভারের ভয়েস চ্যানেলের জন্য, সরাসরি বার্তার জন্য নয়।',
  'captions.voice.joinFirst':
    'আগে একটি ভয়েস চ্যানেলে যোগ দিন, তারপর `/captions start` লিখুন: আপনি যে ভয়েস চ্যানেলে আছেন, আমি সেখানেই যোগ দিই।',
  'captions.voice.busy': 'এই সার্ভারের একটি ভয়েস চ্যানেলে আমি আগে থেকেই আছি। আগে `/captions stop` লিখুন।',
  'captions.voice.mayNotJoin':
    '{name}-এ যোগ দেওয়ার অনুমতি আমার নেই: সেখানে আমাকে View Channel আর Connect-এর অনুমতি দিন (Speak লাগবে না), তারপর আবার চেষ্টা করুন।',
  'captions.voice.cannotConnect':
    '{name}-এ আমি যুক্ত হতে পারিনি। দেখুন সেখানে আমার View Channel আর Connect-এর অনুমতি আছে কি না, তারপর আবার চেষ্টা করুন।',
  'duration.minute': '1 মিনিট',
  'duration.minutes': '{n} মিনিট',
  'duration.second': '1 সেকেন্ড',
  'duration.seconds': '{n} সেকেন্ড',

  // ---- মডারেশন
  'moderation.what.message': 'এই বার্তা',
  'moderation.what.voiceNote': 'এই ভয়েস নোট',
  'moderation.what.image': 'এই ছবি',
  'moderation.in.message': 'এই বার্তায়',
  'moderation.in.voiceNote': 'এই ভয়েস নোটে',
  'moderation.in.image': 'এই ছবিতে',
  'moderation.type.profanity': 'গালিগালাজ',
  'moderation.type.hate_speech': 'বিদ্বেষমূলক কথা',
  'moderation.type.pii': 'ব্যক্তিগত তথ্য',
  'moderation.and': '{list} আর {last}',
  'moderation.flagged': '⚠️ {inThing} হয়তো {found} আছে।',
  'moderation.hidden': '{inThing} {found} আছে, তাই এটি লুকিয়ে রাখা হয়েছে।',
  'moderation.redacted': '{inThing} থাকা {found} সরিয়ে দেওয়া হয়েছে।',
  'moderation.dryRun.flag': 'মডারেশন (শুধু পরীক্ষা): {inThing} {found} আছে; আসল নিয়মে এতে সতর্কচিহ্ন দেওয়া হতো।',
  'moderation.dryRun.hide': 'মডারেশন (শুধু পরীক্ষা): {inThing} {found} আছে; আসল নিয়মে এটি লুকিয়ে রাখা হতো।',
  'moderation.dryRun.redact': 'মডারেশন (শুধু পরীক্ষা): {inThing} {found} আছে; আসল নিয়মে সেটা সরিয়ে দেওয়া হতো।',

  // ---- বাজেট: অ্যাডমিনদের জন্য
  'budget.warn':
    'অ্যাডমিনদের জন্য: এই ওয়ার্কস্পেস মাসের বাজেটের {pct}% খরচ করে ফেলেছে ({limit} {unit}-এর মধ্যে {used})। 100%-এ আমি থেমে যাব; /settings workspace budget {setting} N দিয়ে বাজেট বাড়ান।',
  'budget.refused.characters':
    'অ্যাডমিনদের জন্য: এই ওয়ার্কস্পেসে স্বয়ংক্রিয় অনুবাদ (আর ব্রিজ) থেমে গেছে: {limit} {unit}-এর মাসিক বাজেটে পরের বার্তা আর কুলোবে না ({used} খরচ হয়েছে)। প্রতি মাসের 1 তারিখে এটি নতুন করে শুরু হয়; /settings workspace budget {setting} N দিয়ে বাড়ান।',
  'budget.refused.audioSeconds':
    'অ্যাডমিনদের জন্য: এই ওয়ার্কস্পেসে স্বয়ংক্রিয়ভাবে ভয়েস নোট লেখা থেমে গেছে: {limit} {unit}-এর মাসিক বাজেটে পরের বার্তা আর কুলোবে না ({used} খরচ হয়েছে)। প্রতি মাসের 1 তারিখে এটি নতুন করে শুরু হয়; /settings workspace budget {setting} N দিয়ে বাড়ান।',

  // ---- ব্রিজ: মিডিয়া আর থামা
  'bridge.noRecogniser': 'এই ভয়েস নোট লিখে দিতে পারলাম না: ভাষা পরিষেবার কাছে {language} চেনার ব্যবস্থা নেই।',
  'bridge.pausedRefused':
    'ব্রিজ {channel} থামিয়ে দিয়েছে: সেটি একটি বার্তা নিতে অস্বীকার করেছে ({reason})। বাকি চ্যানেলগুলো কথা চালিয়ে যাবে। সেখানে সমস্যাটা ঠিক করুন (dubash-কে আবার যোগ করুন, পোস্ট করার অনুমতি দিন), তারপর ওই চ্যানেলের কোনো অ্যাডমিন /bridge resume চালান।',

  // ---- কাজ, লম্বা উত্তর, বড় ফাইল
  'job.badPayload':
    'এই বার্তা নিয়ে কাজ করতে পারলাম না: চ্যাট অ্যাপ এটি এমন তথ্যসহ পাঠিয়েছে যা আমি ব্যবহার করতে পারি না। অনুগ্রহ করে আবার পাঠান।',
  'split.asFile': 'উত্তরটা লম্বা, তাই ফাইল হিসেবে দিলাম।',
  'file.tooLarge': 'ফাইলটি dubash যতটা ডাউনলোড করে সেই {mb} MB-এর চেয়ে বড়। ছোট রেকর্ডিং বা ছোট ফাইল পাঠান।',
  'file.tooLargeNamed': '{names}: আমার জন্য খুব বড় ({mb} MB-এর বেশি)। ছোট রেকর্ডিং বা ছোট ফাইল পাঠান।',
  'file.tooLargeTelegram':
    'ফাইলটি Telegram বটকে যতটা ডাউনলোড করতে দেয় সেই {mb} MB-এর চেয়ে বড়। ছোট রেকর্ডিং বা ছোট ফাইল পাঠান, অথবা 2 GB পর্যন্ত ফাইলের জন্য বটের মালিককে লোকাল Bot API সার্ভার (TELEGRAM_API_ROOT) চালাতে বলুন।',

  // ---- অনুবাদ নয়, শুধু লিপি বদল: অ্যাডমিনদের জন্য
  'soundedOut.admins':
    'অ্যাডমিনদের জন্য: {pairs} অনুবাদ হয়নি, শুধু লিপি বদলানো হয়েছে: এখানকার ভাষা পরিষেবার কাছে এই জোড়ার অনুবাদ ইঞ্জিন নেই। আসল অনুবাদের জন্য লোকাল API-কে LibreTranslate-এর মতো একটি সার্ভার দিন (LOCAL_MT_URL=http://…), একটি শব্দতালিকা লোড করুন (dubash serve-api --lookup FILE), অথবা Language Services API ব্যবহার করুন (REVERIE_BASE_URL, REVERIE_API_KEY আর REVERIE_APP_ID সেট করুন)। প্রতিটি ওয়ার্কস্পেসে এ কথা একবারই বলা হয়।',
  'soundedOut.note':
    'শুধু {script} লিপিতে উচ্চারণ লেখা হয়েছে, অনুবাদ নয়; এখানে {from}→{to} জোড়ার অনুবাদ ইঞ্জিন নেই — LOCAL_MT_URL সেট করুন অথবা Language Services API ব্যবহার করুন',
  'soundedOut.mark': '(শুধু লিপ্যন্তর, অনুবাদ নয়)',
  'soundedOut.sentence': '{note}।',
  'soundedOut.file.whole': '(পুরো লেখাটির অনুবাদ হয়নি: {note}।)',
  'soundedOut.file.part': '({of}টি অংশের মধ্যে {passages}টির অনুবাদ হয়নি: {note}।)',

  // ---- ওয়েব চ্যাটের স্বাগত বার্তা
  'greeting.welcome':
    '#{channel}-এ স্বাগতম। আমি dubash: ইংরেজি আর ভারতীয় ভাষাগুলোর মধ্যে লিপি বদলাই, অনুবাদ করি, ভয়েস নোট লিখে দিই, লেখা পড়ে শোনাই, ছবি আর PDF-এর লেখা পড়ি, আর নথি অনুবাদ করি।',
  'greeting.try': 'এর যেকোনো একটি চেষ্টা করুন (ক্লিক করুন, তারপর Send):',
  'greeting.pickLanguage':
    'প্রত্যেক সদস্য নিজের পড়ার ভাষা বেছে নেন: “reads” বক্সে, অথবা /settings me language ta দিয়ে। প্রতিটি বার্তা প্রত্যেকের ভাষায় অনুবাদ করাতে কোনো অ্যাডমিন পাঠান:',
  'greeting.admins':
    'এখানকার অ্যাডমিন: {admins} (LOCAL_ADMINS-এ তাঁদের নাম আছে)। অ্যাডমিন হিসেবে কাজ করতে চ্যাটটি {first} হিসেবে খুলুন: সদস্যের বক্সে নামটি লিখুন, অথবা {first} হিসেবে সাইন ইন করুন (LOCAL_ADMIN_PASSWORD সেট থাকলে সেটি দিয়ে)।',
  'greeting.noAdmins': 'এখানে এখনও কোনো অ্যাডমিন নেই: LOCAL_ADMINS-এ অ্যাডমিনদের নাম দিয়ে আবার চালু করুন।',
  'greeting.noEngine':
    'এখানে ইংরেজি আর ভারতীয় ভাষার মধ্যে অনুবাদের কোনো ইঞ্জিন চলছে না, তাই এমন অনুবাদ শুধু পাঠকের লিপিতে উচ্চারণ অনুযায়ী লেখা হয়, আর সেটা জানিয়ে দেওয়া হয়। একটি ইঞ্জিন যুক্ত করতে এগুলোর যেকোনো একটি দিয়ে dubash আবার চালু করুন:',
  'greeting.readme': 'README-এর “Connecting a translation engine” অংশে প্রতিটি দেখানো আছে।',
  'greeting.api': 'ভাষার কাজ যায় {url}-এর Language Services API-তে: আপনার অ্যাকাউন্ট যে ভাষাগুলোর অনুমতি দেয়।',
  'greeting.offline': 'এই যন্ত্রে ইন্টারনেট ছাড়াই চলছে:',
  'greeting.help': 'সব কমান্ড দেখতে /help লিখুন।',
  // ---- যে ফাইল প্ল্যাটফর্ম দেয়নি
  'file.gone': '{platform}-এর কাছে ফাইলটি আর নেই। আবার পাঠান।',
  'file.noWay': '{platform} ফাইলটি ডাউনলোড করার কোনো উপায় দেয়নি। আবার পাঠান।',
  'file.elsewhere': 'অ্যাটাচমেন্টটি {platform}-এ নেই। ফাইলটাই পাঠান।',
  'file.slackSignIn':
    'ফাইলের বদলে Slack তার সাইন-ইন পাতা পাঠিয়েছে: বট টোকেন এটি পড়তে পারে না। দেখুন অ্যাপটির files:read স্কোপ আছে কি না আর সেটি এই চ্যানেলে আছে কি না, তারপর ফাইলটি আবার পাঠান।',
  'file.room.workspace':
    'এই ওয়ার্কস্পেসে এর মধ্যেই {used} ফাইল রাখা আছে (সর্বোচ্চ {limit}): অ্যাটাচমেন্টসহ মেসেজ মুছে দিন, অথবা পুরোনো ফাইলের মেয়াদ ফুরোনো পর্যন্ত অপেক্ষা করুন ({days} দিন পরে)',
  'file.room.chat':
    'চ্যাটে এখন আর ফাইল রাখার জায়গা নেই: একটু পরে আবার চেষ্টা করুন, অথবা যিনি এটি চালান তাঁকে জায়গা খালি করতে বলুন',
  'file.room.audio': 'অডিওটি তৈরি করেছি, কিন্তু রাখতে পারিনি: {why}।',
  'file.room.image': 'ছবিটি তৈরি করেছি, কিন্তু রাখতে পারিনি: {why}।',
  'file.room.document': 'ফাইলটি তৈরি করেছি, কিন্তু রাখতে পারিনি: {why}।',
  'pipeline.lostChannel': 'উত্তরটি তার চ্যানেল হারিয়ে ফেলেছে। আবার জিজ্ঞেস করুন।',
  // ---- অনুমতি না থাকায় Discord ফিরিয়ে দিয়েছে: সার্ভারের অ্যাডমিনদের জন্য
  'rights.what.send': 'বার্তা পাঠাতে',
  'rights.what.edit': 'বার্তা বদলাতে',
  'rights.what.delete': 'বার্তা মুছতে',
  'rights.discord.noAccess':
    'dubash চ্যানেলটি দেখতে পাচ্ছে না (Missing Access), তাই সেখানে {what} পারছে না। ওই চ্যানেলে dubash রোলকে View Channel আর Read Message History-র অনুমতি দিন।',
  'rights.discord.missing':
    'ওই চ্যানেলে {what} dubash-এর একটি অনুমতি নেই (Missing Permissions)। সেখানে dubash রোলকে Send Messages, Attach Files, Read Message History, Manage Messages আর Manage Webhooks-এর অনুমতি দিন।',
  'rights.discord.where': '⚠️ {sentence} (চ্যানেল {channel})',
  // ---- অনুমতি না থাকায় Telegram পাঠাতে দেয়নি: চ্যাটের জন্য
  'rights.what.voice': 'ভয়েস মেসেজ পাঠাতে',
  'rights.what.photo': 'ছবি পাঠাতে',
  'rights.what.document': 'ফাইল পাঠাতে',
  'rights.what.deleteAsAdmin': 'বার্তা মুছতে (আমাকে “Delete messages” অনুমতিসহ অ্যাডমিন করুন)',
  'rights.telegram': 'এই চ্যাটে আমি {what} পারছি না। কোনো অ্যাডমিন চ্যাটের সেটিংসে এর অনুমতি দিতে পারেন।',
  'pipeline.busy': 'এই সার্ভার এই মিনিটে dubash-কে অনেক বেশি অনুরোধ পাঠাচ্ছে। এক মিনিট পরে আবার চেষ্টা করুন।',
  // ---- Slack Web API-র সমস্যা
  'slack.notInChannel':
    'আমি এই চ্যানেলে নেই, তাই এখানে পোস্ট করতে পারছি না। চ্যানেলে `/invite @dubash` লিখুন, তারপর আবার চেষ্টা করুন।',
  'slack.says': 'Slack জানাচ্ছে: {code}।',
  'slack.missingScope':
    'অ্যাডমিনদের জন্য: dubash অ্যাপের `{scope}` স্কোপ না থাকায় Slack একটি কল ফিরিয়ে দিয়েছে। OAuth & Permissions → Bot Token Scopes-এ এটি যোগ করুন (অথবা `dubash slack manifest`-এর ম্যানিফেস্ট আবার বসান), তারপর অ্যাপটি আবার ইনস্টল করুন।',
  'slack.home.intro':
    'ভারতীয় ভাষা আর ইংরেজির মধ্যে অনুবাদ। যেকোনো জায়গায় `/dubash help` লিখুন, অথবা মেসেজের শর্টকাট ব্যবহার করুন (মেসেজে ⋯ → *Translate*, *Transcribe*, *Speak*, *Read text*)।',
  'slack.home.language': '*আমার ভাষা:* {language}',
  'slack.home.languageDefault': '*আমার ভাষা:* {language} _(আপনার Slack-এর ভাষা বা ওয়ার্কস্পেস থেকে)_',
  'slack.home.script': '*রোমান হিন্দি দেখানো হয়:* {script}',
  'slack.home.script.latin': 'রোমান হরফে',
  'slack.home.script.native': 'নিজস্ব লিপিতে',
  'slack.home.change': 'আমার সেটিংস বদলান',
  'slack.home.admins': 'ওয়ার্কস্পেস (অ্যাডমিন)',
  'slack.home.workspaceLanguage': '*ওয়ার্কস্পেসের ভাষা:* {language}',
  'slack.home.month': '*এই মাসে*\nঅনুবাদ হওয়া অক্ষর: {characters}\nঅডিওর সেকেন্ড: {audio}',
  'slack.home.bar': '{bar} {percent}% ({budget}-এর মধ্যে {used})',
  'slack.home.noLimit': '{used} ব্যবহার হয়েছে (কোনো সীমা নেই)',
  'slack.home.privacy':
    '*গোপনীয়তা:* API লগিং `{logging}` (বদলাতে: `/dubash settings workspace privacy logging false`)',
  'slack.home.channel': 'চ্যানেলের সেটিংস: চ্যানেলে `/dubash settings` লিখলে খোলে।',
  // bridged media's captions, in the receiving side's language (src/features/bridge/relay.ts)
  'bridge.media.image': '{who} একটি ছবি পাঠিয়েছেন',
  'bridge.media.file': '{who} একটি ফাইল পাঠিয়েছেন',
  'bridge.media.voice': '{who} একটি ভয়েস নোট পাঠিয়েছেন',
  'bridge.media.voiceNote': 'ভয়েস নোট',
  // Telegram's inline answer: the title of the transliteration (src/features/inline.ts)
  'inline.latin': 'রোমান হরফে: {latin}',
  // a localized document's caption; {language} is named in the reader's language (src/jobs/handlers.ts)
  'localize.caption': '{name} ({language} ভাষায়)',
  'destinations.original': '↩ মূল বার্তা',
  'author.unnamed': 'একজন সদস্য',
  // the web chat's storage (Redis) full: said to the member who posts (adapters/local/routes.ts)
  'file.room.full': 'চ্যাটের স্টোরেজ ভরে গেছে, তাই নতুন কিছুই রাখা যাচ্ছে না: যিনি এটি চালান তাঁকে জায়গা খালি করতে বলুন',
  // /settings as a form (commands/settings-form.ts; Slack's modal)
  'settings.form.title': 'dubash সেটিংস',
  'settings.form.save': 'সংরক্ষণ করুন',
  'settings.form.cancel': 'বাতিল',
  'settings.form.keep': 'যেমন আছে থাকুক',
  'settings.form.you': 'আপনার জন্য',
  'settings.form.channel': 'এই চ্যানেল (অ্যাডমিন)',
  'settings.form.language': 'আমার ভাষা',
  'settings.form.languageHint': 'আপনার জন্য অনুবাদ এই ভাষায় আসবে।',
  'settings.form.script': 'রোমান হরফে লেখা হিন্দি কোন লিপিতে দেখাবে',
  'settings.form.native': 'নিজস্ব লিপিতে',
  'settings.form.latin': 'রোমান হরফে',
  'settings.form.translate': 'প্রতিটি মেসেজ এই ভাষায় অনুবাদ করুন',
  'settings.form.translateHint': 'অনুবাদ প্রতিটি মেসেজের থ্রেডে যায়।',
  'settings.form.eachMember': 'প্রত্যেক সদস্যের নিজের ভাষায়',
  'settings.form.transcribe': 'ভয়েস আর হাডল ক্লিপের কথা লিখে দিন',
  'settings.form.ocr': 'পাঠানো ছবির লেখা পড়ুন',
  'settings.form.on': 'চালু',
  'settings.form.off': 'বন্ধ',
  // Slack's install pages (adapters/slack/oauth.ts)
  'slack.install.failedTitle': 'dubash ইনস্টল হয়নি',
  'slack.install.ourFault': 'আমাদের দিকে কিছু একটা গোলমাল হয়েছে। {link} থেকে আবার চেষ্টা করুন।',
  'slack.install.repeated': 'ইনস্টলের এই লিংকটি ঠিক নেই (একটি প্যারামিটার দু’বার এসেছে)। {link} থেকে আবার শুরু করুন।',
  'slack.install.slackSaid': 'Slack জানিয়েছে: {error}। {link} থেকে আবার শুরু করুন।',
  'slack.install.invalid': 'ইনস্টলের এই লিংকটি ভুল, অথবা এর মেয়াদ ফুরিয়ে গেছে। {link} থেকে আবার শুরু করুন।',
  'slack.install.otherBrowser':
    'ইনস্টলের এই লিংকটি অন্য একটি ব্রাউজারে শুরু হয়েছিল (অথবা তার কুকির মেয়াদ ফুরিয়েছে)। এই ব্রাউজারেই {link} থেকে আবার শুরু করুন।',
  'slack.install.used': 'ইনস্টলের এই লিংকটি আগেই ব্যবহার করা হয়ে গেছে। {link} থেকে আবার শুরু করুন।',
  'slack.install.noToken': 'Slack কোনো টোকেন দেয়নি ({error})। {link} থেকে আবার চেষ্টা করুন।',
  'slack.install.doneTitle': 'dubash ইনস্টল হয়েছে',
  'slack.install.done': 'dubash এখন {team}-এ আছে। {invite} দিয়ে একে কোনো চ্যানেলে ডেকে নিন, অথবা {help} লিখুন।',
  // the web chat's refusals, sign-in page and microphone (adapters/local)
  'webchat.crossSite': 'নাকচ করা হয়েছে: অনুরোধটি অন্য একটি সাইট থেকে এসেছে; চ্যাটটি তার নিজের পেজ থেকেই ব্যবহার করুন',
  'webchat.signIn': 'আগে সাইন ইন করুন: POST /local/api/login, {user, password} সহ',
  'webchat.noFile': '{id} ফাইলটি নেই (সেটি মুছে ফেলা হয়েছে, অথবা তার মেয়াদ ফুরিয়েছে)',
  'webchat.signedInAs': 'আপনি {name} নামে সাইন ইন করেছেন: শুধু নিজের নামেই কিছু করতে পারবেন',
  'webchat.fileTooLarge': 'ফাইলটি {mb} MB-এর চেয়ে বড়; আরও ছোট ফাইল পাঠান',
  'webchat.textTooLong': 'লেখাটি {max} অক্ষরের চেয়ে লম্বা; এটি ফাইল হিসেবে পাঠান',
  'webchat.shuttingDown': 'চ্যাটটি বন্ধ হচ্ছে; একটু পরে আবার চেষ্টা করুন',
  'webchat.noMessage': 'সেই মেসেজটি আর এখানে নেই',
  'webchat.onlyAuthorEdit': 'মেসেজ যিনি লিখেছেন শুধু তিনিই সেটি বদলাতে পারেন',
  'webchat.onlyAuthorDelete': 'মেসেজ যিনি লিখেছেন শুধু তিনিই সেটি মুছতে পারেন',
  'webchat.buttonGone': 'সেই বোতামটি আর এখানে নেই',
  'webchat.login.title': 'dubash — সাইন ইন',
  'webchat.login.member': 'সদস্য',
  'webchat.login.password': 'পাসওয়ার্ড',
  'webchat.login.submit': 'সাইন ইন করুন',
  'webchat.login.wrong': 'পাসওয়ার্ড ভুল',
  'webchat.login.locked': 'এই ঠিকানা থেকে অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে; 10 মিনিট অপেক্ষা করুন',
  'webchat.login.lookAlike': '{name} নামটি একজন অ্যাডমিনের নামের মতো দেখায়: অন্য নামে সাইন ইন করুন',
  'webchat.mic.unavailable': 'মাইক্রোফোন পাওয়া যাচ্ছে না: {error} (এই পেজকে মাইক্রোফোন ব্যবহারের অনুমতি দিন)',
  'webchat.mic.connecting': 'যুক্ত হচ্ছে…',
  'webchat.mic.listening': 'শুনছি',
  'webchat.mic.hearing': 'শুনছি: {text}',
  'webchat.mic.heard': 'শোনা গেল: {text}',
  'webchat.mic.off': 'ক্যাপশন বন্ধ',
  'webchat.mic.sent': 'আপনার মেসেজ হিসেবে পাঠানো হয়েছে',
  'webchat.mic.failed': 'পাঠানো গেল না ({status})',
  'webchat.captions.unavailable': 'এই চ্যাটে লাইভ ক্যাপশন পাওয়া যায় না',
  'webchat.captions.otherTab': 'আপনার জন্য লাইভ ক্যাপশন অন্য একটি ট্যাবে আগে থেকেই চালু আছে: আগে সেখানে বন্ধ করুন',
  'webchat.captions.failed': 'লাইভ ক্যাপশন চালু করা গেল না; আবার চেষ্টা করুন',
  // the web chat page's own controls (adapters/local/page.ts, mic-page.ts, reaction-page.ts)
  'webchat.page.title': 'dubash — লোকাল চ্যাট',
  'webchat.page.workspace': 'ওয়ার্কস্পেস',
  'webchat.page.channel': 'চ্যানেল',
  'webchat.page.reads': 'পড়ার ভাষা',
  'webchat.page.placeholder': 'মেসেজ, অথবা /help',
  'webchat.page.send': 'পাঠান',
  'webchat.page.live': 'সংযুক্ত',
  'webchat.page.reconnecting': 'আবার যুক্ত হচ্ছে…',
  'webchat.page.sent': 'পাঠানো হয়েছে',
  'webchat.page.reply': 'উত্তর দিন',
  'webchat.page.isReply': 'উত্তর',
  'webchat.page.replyingTo': '{name}-কে উত্তর',
  'webchat.page.edit': 'বদলান',
  'webchat.page.delete': 'মুছুন',
  'webchat.page.editLabel': 'আপনার মেসেজ বদলান',
  'webchat.page.save': 'সংরক্ষণ করুন',
  'webchat.page.cancel': 'বাতিল',
  'webchat.page.admin': 'অ্যাডমিন',
  'webchat.page.onlyYou': 'শুধু আপনি দেখতে পাচ্ছেন',
  'webchat.page.onlyThese': 'শুধু {names} দেখতে পাচ্ছেন',
  'webchat.page.translatedTo': '{language}-এ অনুবাদ',
  'webchat.mic.startButton': 'ক্যাপশন চালু করুন',
  'webchat.mic.stopButton': '■ ক্যাপশন বন্ধ করুন',
  'webchat.mic.spoken': 'যে ভাষায় বলছেন',
  'webchat.mic.dictate': 'আমার মেসেজ হিসেবে পাঠান',
  'webchat.react.choose': 'অনুবাদ…',
  'webchat.react.label': 'রিঅ্যাকশন দিয়ে অনুবাদ',
  'webchat.react.failed': 'রিঅ্যাকশন দেওয়া গেল না',
};

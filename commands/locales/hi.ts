// Hindi descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import { OCR_LANGUAGES, STT_LANGUAGES, TTS_SAMPLE_RATES, TTS_SPEAKERS } from '../../src/language/codes.js';
import type { CommandTexts } from './types.js';

export const hi: CommandTexts = {
  translate: {
    description: 'पाठ (या जिस संदेश का जवाब दें) का एक या अधिक भाषाओं में अनुवाद',
    options: {
      to: 'किन भाषाओं में, कॉमा से अलग (न बताएँ तो: आपकी भाषा)',
      from: 'मूल भाषा (न बताएँ तो: अपने-आप पहचानी गई)',
      text: 'किसका अनुवाद करना है (या किसी संदेश का जवाब दें)',
    },
  },
  transliterate: {
    description: 'पाठ को दूसरी लिपि में लिखें (जैसे रोमन हिंदी को देवनागरी में)',
    options: {
      to: 'किस भाषा की लिपि में (न बताएँ तो: आपकी, भारतीय लिपियों के लिए अंग्रेज़ी)',
      from: 'मूल लिपि की भाषा (न बताएँ तो: अपने-आप पहचानी गई)',
      text: 'किसकी लिपि बदलनी है (या किसी संदेश का जवाब दें)',
    },
  },
  speak: {
    description: 'पाठ को बोलकर ऑडियो संदेश में सुनाएँ',
    options: {
      voice: `आवाज़: ${TTS_SPEAKERS.slice(0, 4).join(', ')}, … (न बताएँ तो: आपकी)`,
      speed: '0.5 से 1.5 तक (न बताएँ तो 1)',
      rate: `सैंपल रेट: ${TTS_SAMPLE_RATES.join(', ')}`,
      text: 'क्या बोलना है (या किसी संदेश का जवाब दें)',
    },
  },
  transcribe: {
    description: 'वॉइस नोट या ऑडियो फ़ाइल को लिखित पाठ में बदलें',
    options: {
      language: `बोली गई भाषा: ${STT_LANGUAGES.join(', ')} (न बताएँ तो: बातचीत की भाषा)`,
      audio: 'रिकॉर्डिंग (या किसी वॉइस नोट का जवाब दें)',
    },
  },
  ocr: {
    description: 'तस्वीर या PDF का पाठ पढ़ें (चाहें तो अनुवाद भी)',
    options: {
      translate: 'लिखे हुए का आपकी भाषा में अनुवाद भी',
      language: `तस्वीर की भाषाएँ: ${OCR_LANGUAGES.join(', ')} (न बताएँ तो: बातचीत की भाषाएँ)`,
      file: 'तस्वीर या PDF (या उसका जवाब दें)',
    },
  },
  analyse: {
    description: 'पाठ का भाव, नाम, सारांश, सुरक्षा जाँच या निजी जानकारी छिपाना',
    options: {
      kind: 'sentiment, entities, summary, safety, pii में से एक या ज़्यादा (न बताएँ तो: summary छोड़कर सब)',
      text: 'किसे जाँचना है (या किसी संदेश का जवाब दें)',
    },
  },
  localize: {
    description: 'संलग्न दस्तावेज़ का अनुवाद (.docx, .txt, .srt, .html)',
    options: {
      to: 'किन भाषाओं में (न बताएँ तो: आपकी)',
      from: 'दस्तावेज़ की भाषा (न बताएँ तो: en)',
      document: 'दस्तावेज़ (या उसका जवाब दें)',
    },
  },
  bridge: {
    description: 'इस चैनल को दूसरे प्लेटफ़ॉर्म के चैनलों से जोड़ें, हर कोई अपनी भाषा में पढ़े',
    options: {
      action:
        'create, join CODE, list, leave, remove CHANNEL, pause, resume, या mode members|channel (सदस्यों की भाषाएँ या चैनल की एक भाषा)',
      code: '/bridge create से मिला कोड',
      channel: 'चैनल, जैसा /bridge list दिखाता है, जैसे telegram -1001234567890',
    },
  },
  captions: { description: 'आपके वॉइस चैनल के लाइव कैप्शन, सहमति देने वाले सदस्यों के लिए' },
  settings: {
    description: 'सेटिंग देखें या बदलें (आपकी, चैनल की, वर्कस्पेस की)',
    options: {
      level: 'me, channel या workspace',
      key: 'language, script, translate, transcribe, ocr, moderation, voice, speed, domain, budget, privacy, reactions',
      value: 'नया मान',
      change: 'क्या बदलना है, जैसे "channel transcribe on" या "me language ta"',
    },
    labels: {
      'menu.root': 'सेटिंग: चुनिए क्या बदलना है।',
      'menu.lang': 'आपकी भाषा: आपके लिए जवाब और अनुवाद इसी में आएँगे।',
      'menu.auto': 'इस चैट में अपने-आप अनुवाद (एडमिन): सदस्यों की भाषाओं में, किसी एक भाषा में, या बंद।',
      'menu.mod': 'इस चैट में मॉडरेशन (एडमिन): आपत्तिजनक संदेशों पर निशान लगाएँ, उन्हें छिपाएँ या काटें, या बंद।',
      lang: '🌐 मेरी भाषा',
      auto: '🔁 अपने-आप अनुवाद',
      mod: '🛡️ मॉडरेशन',
      close: '✖️ बंद करें',
      back: '« वापस',
      off: 'बंद',
      members: 'सदस्यों की भाषाएँ',
      'mod.flag': 'निशान लगाएँ',
      'mod.hide': 'छिपाएँ',
      'mod.redact': 'काटें',
    },
  },
  usage: {
    description: 'इस महीने वर्कस्पेस का इस्तेमाल और बजट (वर्कस्पेस एडमिन के लिए)',
  },
  help: {
    description: 'मैं क्या-क्या कर सकता हूँ, या किसी एक कमांड की जानकारी',
    options: {
      command: 'किस कमांड के बारे में जानना है',
    },
  },
};

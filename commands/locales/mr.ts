// Marathi descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import { OCR_LANGUAGES, STT_LANGUAGES, TTS_SAMPLE_RATES, TTS_SPEAKERS } from '../../src/language/codes.js';
import type { CommandTexts } from './types.js';

export const mr: CommandTexts = {
  translate: {
    description: 'मजकुराचे (किंवा ज्या संदेशाला उत्तर देता त्याचे) एक किंवा अधिक भाषांत भाषांतर',
    options: {
      to: 'कोणत्या भाषांत, स्वल्पविरामाने वेगळ्या (न सांगितल्यास: तुमची भाषा)',
      from: 'मूळ भाषा (न सांगितल्यास: आपोआप ओळखली जाते)',
      text: 'कशाचे भाषांतर करायचे (किंवा एखाद्या संदेशाला उत्तर द्या)',
    },
  },
  transliterate: {
    description: 'मजकूर दुसऱ्या लिपीत लिहा (उदा. रोमन मराठी देवनागरीत)',
    options: {
      to: 'कोणत्या भाषेच्या लिपीत (न सांगितल्यास: तुमची, भारतीय लिपींसाठी इंग्रजी)',
      from: 'मूळ लिपीची भाषा (न सांगितल्यास: आपोआप ओळखली जाते)',
      text: 'कशाची लिपी बदलायची (किंवा एखाद्या संदेशाला उत्तर द्या)',
    },
  },
  speak: {
    description: 'मजकूर मोठ्याने वाचून ऑडिओ संदेश म्हणून पाठवा',
    options: {
      voice: `आवाज: ${TTS_SPEAKERS.slice(0, 4).join(', ')}, … (न सांगितल्यास: तुमचा)`,
      speed: '0.5 ते 1.5 (न सांगितल्यास 1)',
      rate: `सॅम्पल रेट: ${TTS_SAMPLE_RATES.join(', ')}`,
      text: 'काय बोलायचे (किंवा एखाद्या संदेशाला उत्तर द्या)',
    },
  },
  transcribe: {
    description: 'व्हॉइस नोट किंवा ऑडिओ फाइल मजकुरात बदला',
    options: {
      language: `बोललेली भाषा: ${STT_LANGUAGES.join(', ')} (न सांगितल्यास: संभाषणाची भाषा)`,
      audio: 'रेकॉर्डिंग (किंवा एखाद्या व्हॉइस नोटला उत्तर द्या)',
    },
  },
  ocr: {
    description: 'चित्र किंवा PDF मधील मजकूर वाचा (हवे तर भाषांतरही)',
    options: {
      translate: 'मजकुराचे तुमच्या भाषेत भाषांतरही करा',
      language: `चित्रातील भाषा: ${OCR_LANGUAGES.join(', ')} (न सांगितल्यास: संभाषणाच्या भाषा)`,
      file: 'चित्र किंवा PDF (किंवा त्याला उत्तर द्या)',
    },
  },
  analyse: {
    description: 'मजकुराचा भाव, नावे, सारांश, सुरक्षा तपासणी किंवा वैयक्तिक माहिती लपवणे',
    options: {
      kind: 'sentiment, entities, summary, safety, pii यांपैकी एक किंवा अधिक (न सांगितल्यास: summary सोडून सर्व)',
      text: 'कशाचे विश्लेषण करायचे (किंवा एखाद्या संदेशाला उत्तर द्या)',
    },
  },
  localize: {
    description: 'जोडलेल्या दस्तऐवजाचे भाषांतर (.docx, .txt, .srt, .html)',
    options: {
      to: 'कोणत्या भाषांत (न सांगितल्यास: तुमची)',
      from: 'दस्तऐवजाची भाषा (न सांगितल्यास: en)',
      document: 'दस्तऐवज (किंवा त्याला उत्तर द्या)',
    },
  },
  bridge: {
    description: 'हे चॅनेल इतर प्लॅटफॉर्मवरील चॅनेलशी जोडा, प्रत्येकजण आपल्या भाषेत वाचतो',
    options: {
      action:
        'create, join CODE, list, leave, remove CHANNEL, pause, resume, किंवा mode members|channel (सदस्यांच्या भाषा किंवा चॅनेलची एक भाषा)',
      code: '/bridge create मधून मिळालेला कोड',
      channel: '/bridge list दाखवते ते चॅनेल, उदा. telegram -1001234567890',
    },
  },
  captions: { description: 'तुमच्या व्हॉइस चॅनेलचे थेट कॅप्शन, संमती दिलेल्या सदस्यांसाठी' },
  settings: {
    description: 'सेटिंग्ज पाहा किंवा बदला (तुमच्या, चॅनेलच्या, वर्कस्पेसच्या)',
    options: {
      level: 'me, channel किंवा workspace',
      key: 'language, script, translate, transcribe, ocr, moderation, voice, speed, domain, budget, privacy, reactions',
      value: 'नवे मूल्य',
    },
    labels: {
      'menu.root': 'सेटिंग: काय बदलायचे ते निवडा.',
      'menu.lang': 'तुमची भाषा: तुमच्यासाठी उत्तरे आणि भाषांतरे याच भाषेत येतील.',
      'menu.auto': 'या चॅटमध्ये आपोआप भाषांतर (ॲडमिन): सदस्यांच्या भाषांत, एका भाषेत, किंवा बंद.',
      'menu.mod': 'या चॅटमध्ये मॉडरेशन (ॲडमिन): आक्षेपार्ह संदेशांवर खूण करा, ते लपवा किंवा काटछाट करा, किंवा बंद.',
      lang: '🌐 माझी भाषा',
      auto: '🔁 आपोआप भाषांतर',
      mod: '🛡️ मॉडरेशन',
      close: '✖️ बंद करा',
      back: '« मागे',
      off: 'बंद',
      members: 'सदस्यांच्या भाषा',
      'mod.flag': 'खूण करा',
      'mod.hide': 'लपवा',
      'mod.redact': 'काटछाट करा',
    },
  },
  usage: {
    description: 'या महिन्यातील वर्कस्पेसचा वापर आणि बजेट (वर्कस्पेस ॲडमिनसाठी)',
  },
  help: {
    description: 'मी काय काय करू शकतो, किंवा एका कमांडची माहिती',
    options: {
      command: 'ज्या कमांडची माहिती हवी ती',
    },
  },
};

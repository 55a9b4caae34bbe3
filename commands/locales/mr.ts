// Marathi descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const mr: CommandTexts = {
  translate: { description: 'मजकुराचे (किंवा ज्या संदेशाला उत्तर देता त्याचे) एक किंवा अधिक भाषांत भाषांतर' },
  transliterate: { description: 'मजकूर दुसऱ्या लिपीत लिहा (उदा. रोमन मराठी देवनागरीत)' },
  speak: { description: 'मजकूर मोठ्याने वाचून ऑडिओ संदेश म्हणून पाठवा' },
  transcribe: { description: 'व्हॉइस नोट किंवा ऑडिओ फाइल मजकुरात बदला' },
  ocr: { description: 'चित्र किंवा PDF मधील मजकूर वाचा (हवे तर भाषांतरही)' },
  analyse: { description: 'मजकुराचा भाव, नावे, सारांश, सुरक्षा तपासणी किंवा वैयक्तिक माहिती लपवणे' },
  localize: { description: 'जोडलेल्या दस्तऐवजाचे भाषांतर (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'हे चॅनेल इतर प्लॅटफॉर्मवरील चॅनेलशी जोडा, प्रत्येकजण आपल्या भाषेत वाचतो',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, किंवा mode members|channel (सदस्यांच्या भाषा किंवा चॅनेलची एक भाषा)',
      code: '/bridge create मधून मिळालेला कोड',
    },
  },
  captions: { description: 'तुमच्या व्हॉइस चॅनेलचे थेट कॅप्शन, संमती दिलेल्या सदस्यांसाठी' },
  settings: {
    description: 'सेटिंग्ज पाहा किंवा बदला (तुमच्या, चॅनेलच्या, वर्कस्पेसच्या)',
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
    },
  },
  help: { description: 'मी काय काय करू शकतो, किंवा एका कमांडची माहिती' },
};

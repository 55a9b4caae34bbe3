// Hindi descriptions of the commands (Telegram's per-language command menu, help).
// A command or option missing here falls back to English (en.ts).
import type { CommandTexts } from './types.js';

export const hi: CommandTexts = {
  translate: { description: 'पाठ (या जिस संदेश का जवाब दें) का एक या अधिक भाषाओं में अनुवाद' },
  transliterate: { description: 'पाठ को दूसरी लिपि में लिखें (जैसे रोमन हिंदी को देवनागरी में)' },
  speak: { description: 'पाठ को बोलकर ऑडियो संदेश में सुनाएँ' },
  transcribe: { description: 'वॉइस नोट या ऑडियो फ़ाइल को लिखित पाठ में बदलें' },
  ocr: { description: 'तस्वीर या PDF का पाठ पढ़ें (चाहें तो अनुवाद भी)' },
  analyse: { description: 'पाठ का भाव, नाम, सारांश, सुरक्षा जाँच या निजी जानकारी छिपाना' },
  localize: { description: 'संलग्न दस्तावेज़ का अनुवाद (.docx, .txt, .srt, .html)' },
  bridge: {
    description: 'इस चैनल को दूसरे प्लेटफ़ॉर्म के चैनलों से जोड़ें, हर कोई अपनी भाषा में पढ़े',
    options: {
      action:
        'create, join CODE, list, leave, pause, resume, या mode members|channel (सदस्यों की भाषाएँ या चैनल की एक भाषा)',
      code: '/bridge create से मिला कोड',
    },
  },
  captions: { description: 'आपके वॉइस चैनल के लाइव कैप्शन, सहमति देने वाले सदस्यों के लिए' },
  settings: {
    description: 'सेटिंग देखें या बदलें (आपकी, चैनल की, वर्कस्पेस की)',
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
    },
  },
  help: { description: 'मैं क्या-क्या कर सकता हूँ, या किसी एक कमांड की जानकारी' },
};

// हिंदी: वही कुंजियाँ जो en.ts में हैं। कमांड, विकल्प और मान (`/settings me language ta`) जैसे टाइप
// होते हैं वैसे ही रहते हैं; जो वाक्य यहाँ नहीं है वह अंग्रेज़ी में जाता है।
import type { Catalog } from './types.js';

export const hi: Catalog = {
  'pipeline.unknownCommand': '/{name} मुझे नहीं आता। मैं क्या-क्या कर सकता हूँ, यह देखने के लिए /help लिखें।',
  'pipeline.staleButton': 'यह बटन अब काम नहीं करता। कमांड दोबारा भेजें।',
  'access.channelAdmin': 'यह काम सिर्फ़ इस चैनल के एडमिन कर सकते हैं।',
  'access.workspaceAdmin': 'यह काम सिर्फ़ वर्कस्पेस के एडमिन कर सकते हैं।',
  'usage.month.title':
    '📊 इस महीने इस वर्कस्पेस का इस्तेमाल (हर महीने की 1 तारीख़ को हिसाब फिर से शुरू होता है, अभी {days} दिन बाक़ी हैं):',
  'usage.month.line': '• {what}: {limit} में से {used} ({percent}%), {left} बाक़ी',
  'usage.month.lineNoLimit': '• {what}: {used} (कोई सीमा नहीं)',
  'usage.month.characters': 'अनुवाद या विश्लेषण के लिए भेजे गए अक्षर',
  'usage.month.audioSeconds': 'सुने या बोले गए ऑडियो के सेकंड',
  'usage.month.change':
    'बजट बदलने के लिए: /settings workspace budget characters N (या audio N; 0 का मतलब है कोई सीमा नहीं)।',
  'pipeline.usage': '{error}\nऐसे लिखें: /{command} {usage}',
  'action.saving': 'सहेज रहा हूँ…',
  'option.unknownLanguage': '"{word}" कौन-सी भाषा है, मुझे नहीं पता। भाषा का कोड लिखें: {codes}।',
  'option.noLanguages': 'कम से कम एक भाषा बताइए, जैसे hi,ta।',
  'option.unknownVoice': '"{word}" नाम की कोई आवाज़ नहीं है। ये आवाज़ें हैं: {voices}।',
  'option.number': '{name} की संख्या {min} से {max} के बीच होनी चाहिए।',
  'option.wholeNumber': '{name} की पूरी संख्या {min} से {max} के बीच होनी चाहिए।',
  'option.choice': '{name} इनमें से कोई एक होना चाहिए: {choices} ("{word}" नहीं)।',
  'option.attach': '{name} को संदेश के साथ अटैच करके भेजें।',
  'option.notUnderstood': '"{words}" मेरी समझ में नहीं आया।',
  'option.unknown': '"{name}" नाम का कोई विकल्प नहीं है।',
  'option.required': '{name} भी बताइए।',
  'usage.speed': 'रफ़्तार 0.5 से 1.5 के बीच की कोई संख्या होनी चाहिए।',
  'usage.text.translate': 'अनुवाद के लिए कुछ लिखिए, या किसी संदेश का जवाब देते हुए यह कमांड भेजिए।',
  'usage.text.transliterate': 'लिपि बदलने के लिए कुछ लिखिए, या किसी संदेश का जवाब देते हुए यह कमांड भेजिए।',
  'usage.text.speak': 'बोलकर सुनाने के लिए कुछ लिखिए, या किसी संदेश का जवाब देते हुए यह कमांड भेजिए।',
  'usage.text.analyse': 'जाँचने के लिए कुछ लिखिए, या किसी संदेश का जवाब देते हुए यह कमांड भेजिए।',
  'budget.used':
    'इस वर्कस्पेस का इस महीने का बजट ({limit} {unit}) पूरा हो चुका है। यह हर महीने की 1 तारीख़ को फिर से शुरू होता है; एडमिन इसे /settings workspace budget {setting} N से बढ़ा सकते हैं।',
  'budget.short':
    'इसके लिए {amount} {unit} चाहिए, पर इस महीने के बजट में सिर्फ़ {left} बचे हैं। कुछ छोटा भेजिए, या एडमिन से बजट बढ़ाने को कहिए।',
  'budget.unit.characters': 'अक्षर',
  'budget.unit.audioSeconds': 'सेकंड ऑडियो',

  'error.exhausted':
    'इस वर्कस्पेस के लिए भाषा सेवा के क्रेडिट ख़त्म हो गए हैं। एडमिन को क्रेडिट जोड़ने होंगे; मैंने उन्हें बता दिया है।',
  'error.keyExpired': 'भाषा सेवा की कुंजी की मियाद ख़त्म हो गई है। एडमिन से इसे नया करवाइए।',
  'error.languageNotEnabled':
    'यह भाषा या आवाज़ इस वर्कस्पेस के लिए चालू नहीं है। कोई और चुनिए, या एडमिन से इसे चालू करवाइए।',
  'error.featureNotEnabled': 'यह सुविधा इस वर्कस्पेस के लिए चालू नहीं है। एडमिन से इसे चालू करवाइए।',
  'error.auth': 'मैं भाषा सेवा में साइन इन नहीं कर पाया। एडमिन से कुंजी जाँचने को कहिए।',
  'error.invalid': 'यह नहीं हो पाया: {reason}।',
  'error.speech': 'यह ऑडियो मैं लिख नहीं पाया ({reason})। ज़्यादा साफ़ या थोड़ी लंबी रिकॉर्डिंग भेजिए।',
  'error.batch': 'लिखित रूप नहीं बन पाया ({reason})। थोड़ी देर बाद फिर कोशिश कीजिए।',
  'error.unexpected': 'मेरी तरफ़ से कुछ गड़बड़ हो गई। एक मिनट बाद फिर कोशिश कीजिए।',
  'notice.exhausted':
    'एडमिन ध्यान दें: भाषा सेवा के मुताबिक़ इस खाते के क्रेडिट ख़त्म हो गए हैं, इसलिए अनुवाद, आवाज़ और बाक़ी सुविधाएँ काम नहीं कर रहीं। खाते में क्रेडिट जोड़िए (या कोई दूसरी API कुंजी लगाइए)।',

  'start.hello': 'नमस्ते, {name}!',
  'start.helloNoName': 'नमस्ते!',
  'start.welcome':
    'मैं dubash हूँ: अंग्रेज़ी और भारतीय भाषाओं के बीच अनुवाद करता हूँ, लिपि बदलता हूँ, लिखा हुआ पढ़कर सुनाता हूँ, वॉइस नोट को लिखकर देता हूँ और तस्वीरों में लिखा पढ़ लेता हूँ।\n' +
    'शुरुआत ऐसे करें:\n' +
    '1. अपनी भाषा चुनिए: /settings me language hi (या नीचे का बटन दबाइए)।\n' +
    '2. आज़माकर देखिए: /translate to hi,ta Where is the report?\n' +
    '3. किसी भी संदेश का जवाब /translate, /speak या /transcribe से दीजिए।\n' +
    'ग्रुप में एडमिन अपने-आप अनुवाद चालू कर सकते हैं: /settings channel translate members',
  'start.button.language': '🌐 मेरी भाषा',
  'start.button.help': '📖 सारी कमांड',
  'help.header': 'कमांड (हर कमांड अपने साथ लिखे पाठ पर, या जिस संदेश का आप जवाब दें उस पर चलती है):',
  'help.noSuchCommand': '/{name} नाम की कोई कमांड नहीं है। सारी कमांड देखने के लिए /help लिखें।',
  'help.admin.header': 'यहाँ एडमिन क्या-क्या कर सकते हैं:',
  'help.admin.member': 'सभी',
  'help.admin.channelAdmin': 'चैनल के एडमिन',
  'help.admin.workspaceAdmin': 'वर्कस्पेस के एडमिन',

  'translate.unknownLanguage':
    'समझ नहीं आया कि यह कौन-सी भाषा है। `from` से बताइए, जैसे /translate from en to hi …',
  'translate.nothing': 'अनुवाद के लिए कुछ नहीं है: इसमें सिर्फ़ इमोजी, लिंक या कोड है।',
  'translate.already': 'यह पहले से {language} में है।',
  'translate.failed': 'इसका {language} में अनुवाद नहीं हो पाया; थोड़ी देर बाद फिर कोशिश कीजिए।',
  'translate.tooLong':
    'यह पाठ अनुवाद के लिए बहुत लंबा है ({length} अक्षर; ज़्यादा से ज़्यादा {limit}): इसे टुकड़ों में भेजिए, या .txt फ़ाइल बनाकर /localize से भेजिए।',
  'transliterate.unknownScript':
    'समझ नहीं आया कि यह कौन-सी लिपि है। `from` से बताइए, जैसे /transliterate from en to hi …',
  'transliterate.already': 'यह पहले से {language} लिपि में है।',
  'speak.tooLong':
    'यह पाठ बोलकर सुनाने के लिए बहुत लंबा है ({length} अक्षर; ज़्यादा से ज़्यादा {limit}): इसे छोटे संदेशों में बाँटिए।',
  'speak.progress': '🔊 आपके लिए रिकॉर्ड कर रहा हूँ…',
  'transcribe.noAudio': 'किसी वॉइस नोट का जवाब /transcribe से दीजिए (या ऑडियो अटैच कीजिए)।',
  'transcribe.progress': '🎙️ लिख रहा हूँ…',
  'transcribe.progressLong': '🎙️ लंबी रिकॉर्डिंग लिख रहा हूँ; इसमें कुछ मिनट लग सकते हैं…',
  'ocr.noImage': 'तस्वीर या PDF अटैच करके /ocr भेजिए (या उसका जवाब /ocr से दीजिए)।',
  'ocr.progress': '🔎 लिखा हुआ पढ़ रहा हूँ…',
  'job.empty.recording': 'यह रिकॉर्डिंग ख़ाली है। इसे फिर से भेजिए।',
  'job.empty.file': 'यह फ़ाइल ख़ाली है। इसे फिर से भेजिए।',
  'job.empty.document': 'यह दस्तावेज़ ख़ाली है। इसे फिर से भेजिए।',
  'job.noDuration':
    'यह रिकॉर्डिंग कितनी लंबी है, मैं पता नहीं कर पाया। WAV, OGG/Opus, MP3, FLAC या M4A रिकॉर्डिंग भेजिए।',
  'job.unreadableAudio': 'यह ऑडियो मैं पढ़ नहीं पाया ({reason})। WAV, OGG/Opus, MP3, FLAC या M4A रिकॉर्डिंग भेजिए।',
  'job.noSpeech': 'इस रिकॉर्डिंग में मुझे कोई बोली सुनाई नहीं दी।',
  'job.transcriptFile': 'पूरा लिखित रूप, फ़ाइल में।',
  'job.notImage': 'यह फ़ाइल तस्वीर या PDF नहीं है, इसलिए इसका लिखा मैं नहीं पढ़ सकता। PNG, JPEG या PDF भेजिए।',
  'job.noText': 'इस तस्वीर में मुझे कुछ लिखा हुआ नहीं मिला।',
  'job.cannotLocalize': '"{name}" का अनुवाद मैं नहीं कर सकता। .docx, .txt, .srt या .html फ़ाइल अटैच कीजिए।',
  'job.noTranslations': 'दस्तावेज़ बिना किसी अनुवाद के लौटा। फिर से कोशिश कीजिए।',
  'localize.noDocument': '.docx, .txt, .srt या .html फ़ाइल अटैच करके /localize भेजिए (या उसका जवाब दीजिए)।',
  'localize.badType': '{ext} फ़ाइलों का अनुवाद मैं नहीं कर सकता। .docx, .txt, .srt या .html फ़ाइल अटैच कीजिए।',
  'localize.thatKind': 'इस तरह की',
  'localize.alreadyIn': 'दस्तावेज़ पहले से {language} में है। `to` से बताइए कि किस भाषा में चाहिए।',
  'localize.progress': '📑 {name} का {languages} में अनुवाद कर रहा हूँ…',
  'localize.theDocument': 'दस्तावेज़',

  'bridge.noAction': 'बताइए कि ब्रिज के साथ क्या करना है।',
  'bridge.noCode': 'वह कोड दीजिए जो दूसरे एडमिन को `/bridge create` से मिला था।',
  'bridge.noMode':
    '`/bridge mode members` लिखिए (संदेश उन भाषाओं में आएँगे जो सदस्य पढ़ते हैं) या `/bridge mode channel` (चैनल की अपनी भाषा में)।',
  'bridge.unavailable': 'इस सर्वर पर ब्रिज की सुविधा नहीं है।',
  'bridge.adminOnly': 'इस चैनल का ब्रिज सिर्फ़ इसके एडमिन बदल सकते हैं। `/bridge list` से उसे देख सकते हैं।',
  'bridge.created':
    'ब्रिज कोड: {code} ({minutes} मिनट तक मान्य, एक चैनल के लिए; यह सिर्फ़ आपको दिख रहा है)। दूसरे चैनल में (किसी भी प्लेटफ़ॉर्म पर) एक एडमिन /bridge join {code} चलाए। फिर संदेश आर-पार जाएँगे, हर चैनल की भाषा में अनुवाद होकर। हर अगले चैनल के लिए /bridge create फिर से चलाइए।',
  'bridge.joined':
    'ब्रिज जुड़ गया। अब ये चैनल एक ही बातचीत में हैं:\n{legs}\nइन सभी को बता दिया गया है। /bridge leave से यह चैनल ब्रिज से बाहर हो जाता है।',
  'bridge.none': 'यह चैनल किसी ब्रिज से नहीं जुड़ा है। एडमिन /bridge create से ब्रिज शुरू करते हैं।',
  'bridge.list': 'इस चैनल का ब्रिज:\n{legs}',
  'bridge.left': 'यह चैनल अपने ब्रिज से निकल गया: अब संदेश आर-पार नहीं जाएँगे।',
  'bridge.notBridged': 'यह चैनल किसी ब्रिज से नहीं जुड़ा है।',
  'bridge.paused': 'इस चैनल के लिए ब्रिज रोक दिया गया: /bridge resume तक यहाँ से न कुछ जाएगा, न आएगा।',
  'bridge.resumed': 'इस चैनल के लिए ब्रिज फिर से चालू हो गया।',
  'bridge.modeMembers': 'अब ब्रिज के संदेश यहाँ उन भाषाओं में आएँगे जो इस चैनल के सदस्य पढ़ते हैं, हर भाषा की एक पंक्ति।',
  'bridge.modeChannel': 'अब ब्रिज के संदेश यहाँ इस चैनल की भाषा में आएँगे।',
  'bridge.channel': '{platform} {channel}',
  'bridge.who': '{name} ({platform})',
  'bridge.leg': '• {platform} {channel}{self}: {reads}{state}',
  'bridge.leg.self': ' (यह चैनल)',
  'bridge.leg.members': 'इसके सदस्यों की भाषाएँ',
  'bridge.leg.paused': ' — रुका हुआ',
  'bridge.leg.refused': ' — रुका हुआ: इसने एक संदेश लेने से इनकार किया',
  'bridge.leg.webChat': 'वेब चैट',
  'bridge.alreadyBridged': 'यह चैनल पहले से ब्रिज से जुड़ा है।',
  'bridge.unknownCode':
    'यह कोड अनजान है, इसकी मियाद ख़त्म हो गई या यह पहले ही इस्तेमाल हो चुका है। दूसरे एडमिन से `bridge create` फिर चलाने को कहिए।',
  'bridge.alreadyInThat': 'यह चैनल पहले से उसी ब्रिज में है।',
  'bridge.inAnother': 'यह चैनल पहले से किसी दूसरे ब्रिज में है। पहले `bridge leave` चलाइए।',

  'captions.noAction': '`consent on`, `consent off`, `start` या `stop` लिखिए।',
  'captions.noConsentState':
    'वॉइस चैनलों में आपके कैप्शन बनें, इसके लिए `/captions consent on` लिखिए; मना करने के लिए `/captions consent off`।',
  'captions.unavailable': 'इस सर्वर पर लाइव कैप्शन की सुविधा नहीं है।',
  'captions.restarting': 'लाइव कैप्शन रुक गए: dubash दोबारा शुरू हो रहा है। थोड़ी देर बाद इन्हें फिर से चालू करें।',
  'captions.lost':
    'लाइव कैप्शन रुक गए: जिस सर्वर पर ये चल रहे थे, वह बंद हो गया। आगे जारी रखने के लिए इन्हें फिर से चालू करें।',
  'captions.consentOn':
    'लाइव कैप्शन चालू रहने पर, आपके अगले शब्दों से, यहाँ के वॉइस चैनलों में आपके कैप्शन बनेंगे। `/captions consent off` से सहमति वापस ले सकते हैं।',
  'captions.consentOff':
    'अब यहाँ आपके कैप्शन नहीं बनेंगे: आपके अगले शब्दों से आपकी आवाज़ ली ही नहीं जाएगी। `/captions consent on` से फिर सहमति दे सकते हैं।',

  'settings.onOff': '{what} के लिए on या off लिखिए।',
  'settings.needValue': '{what} का मान भी लिखिए।',
  'settings.range': '{what} {min} से {max} के बीच की संख्या होनी चाहिए।',
  'settings.translateFirst': 'पहले अपने-आप अनुवाद चालू कीजिए, जैसे /settings channel translate hi,ta',
  'settings.script': 'लिपि latin या native में से एक है।',
  'settings.domain': 'डोमेन इनमें से एक है: {domains}।',
  'settings.budget': 'बजट ऐसे लिखिए: `characters N` या `audio SECONDS` (0 यानी कोई सीमा नहीं)।',
  'settings.logging': 'लॉगिंग के लिए true, no_audio, no_transcript या false लिखिए।',
  'settings.privacy': 'निजता के लिए `logging true|no_audio|no_transcript|false` या `retain HOURS` लिखिए।',
  'settings.noSuchSetting': '{level} की "{key}" नाम की कोई सेटिंग नहीं है।',
  'settings.moderation': 'मॉडरेशन off, flag, hide या redact में से एक है; उसके बाद चाहें तो प्रकार और dry-run।',
  'settings.moderationTypes': 'मॉडरेशन के प्रकार profanity, hate_speech और pii हैं ("{word}" नहीं)।',
  'settings.noLevel': 'शुरुआत me, channel या workspace से कीजिए, जैसे /settings me language ta',
  'settings.noKey': 'बताइए कौन-सी सेटिंग, जैसे /settings me language ta',
  'settings.adminOnly.channel':
    'चैनल की सेटिंग बदलने का अधिकार सिर्फ़ वर्कस्पेस एडमिन को है। अपनी सेटिंग आप ख़ुद बदल सकते हैं, जैसे /settings me language ta',
  'settings.adminOnly.workspace':
    'वर्कस्पेस की सेटिंग बदलने का अधिकार सिर्फ़ वर्कस्पेस एडमिन को है। अपनी सेटिंग आप ख़ुद बदल सकते हैं, जैसे /settings me language ta',
  'settings.notThere': 'यह यहाँ सेट नहीं हो सकता: {reason}।',
  'settings.notAllowed': '{what} के लिए यह मान नहीं चलेगा।',
  'settings.staleButton': 'यह बटन अब काम नहीं करता। /settings दोबारा भेजिए।',
  'settings.show.title': 'यहाँ आप पर लागू सेटिंग:',
  'settings.show.language': '• आपकी भाषा: {language} (लिपि: {script})',
  'settings.show.translate': '• अपने-आप अनुवाद: {translate}{topics}',
  'settings.show.topics': '; हर भाषा का अलग फ़ोरम टॉपिक',
  'settings.show.transcribe': '• वॉइस नोट अपने-आप लिखना: {state}',
  'settings.show.ocr': '• तस्वीरों का लिखा अपने-आप पढ़ना: {state}',
  'settings.show.moderation': '• मॉडरेशन: {moderation}',
  'settings.show.dryRun': '; सिर्फ़ आज़माइश (सिर्फ़ एडमिन देखते हैं)',
  'settings.show.voice': '• आवाज़: {voice}, रफ़्तार {speed}',
  'settings.show.domain': '• अनुवाद का क्षेत्र: {domain}',
  'settings.show.privacy': '• निजता: API लॉगिंग {logging}; संदेशों का पाठ रखा जाता है: {kept}',
  'settings.show.never': 'कभी नहीं',
  'settings.show.keptDefault': '{hours} घंटे (डिफ़ॉल्ट, रिएक्शन से अनुवाद के लिए)',
  'settings.show.month': '• इस महीने: {characters}; {audio}',
  'settings.show.used': '{limit} में से {used} {unit}',
  'settings.show.usedNoLimit': '{used} {unit} (कोई सीमा नहीं)',
  'settings.show.change': 'बदलने के लिए: /settings me|channel|workspace KEY VALUE (देखें /help)।',
  'settings.done.member': 'हो गया। आपकी सेटिंग बदल गई — {what}: {said}।',
  'settings.done.channel': 'हो गया। इस चैनल की सेटिंग बदल गई — {what}: {said}।',
  'settings.done.workspace': 'हो गया। वर्कस्पेस की सेटिंग बदल गई — {what}: {said}।',
  'settings.what.topics': 'प्रति-भाषा टॉपिक में अपने-आप अनुवाद',
  'settings.what.language': 'भाषा',
  'settings.what.script': 'लिपि',
  'settings.what.autoTranslate': 'अपने-आप अनुवाद',
  'settings.what.autoTranscribe': 'वॉइस नोट अपने-आप लिखना',
  'settings.what.autoOcr': 'तस्वीरों का लिखा अपने-आप पढ़ना',
  'settings.what.voice': 'आवाज़',
  'settings.what.speed': 'बोलने की रफ़्तार',
  'settings.what.domain': 'अनुवाद का क्षेत्र',
  'settings.what.budgetCharacters': 'महीने का अक्षर-बजट',
  'settings.what.budgetAudio': 'महीने का ऑडियो-सेकंड बजट',
  'settings.what.logging': 'API लॉगिंग',
  'settings.what.retention': 'संदेशों का पाठ रखने की अवधि',
  'settings.what.moderation': 'मॉडरेशन',
  'settings.said.members': 'हर सदस्य की अपनी भाषा में',
  'settings.said.languages': '{languages} में',
  'settings.said.unlimited': 'कोई सीमा नहीं',
  'settings.said.hours': '{hours} घंटे',

  // ---- merged from main: bridge join codes and announcements, long text, transcribe language, reactions, severity
  'bridge.createdMore':
    'ब्रिज कोड: {code} ({minutes} मिनट तक मान्य, एक और चैनल के लिए; यह सिर्फ़ आपको दिख रहा है)। दूसरे चैनल में (किसी भी प्लेटफ़ॉर्म पर) एक एडमिन /bridge join {code} चलाए। फिर संदेश आर-पार जाएँगे, हर चैनल की भाषा में अनुवाद होकर। हर अगले चैनल के लिए /bridge create फिर से चलाइए।',
  'bridge.unreachable':
    'मैं आपको ब्रिज कोड निजी तौर पर नहीं भेज सका। मुझे आपको संदेश भेजने दीजिए (Telegram पर: मेरे साथ निजी चैट खोलकर Start दबाइए), फिर /bridge create दोबारा चलाइए।',
  'bridge.codeJustUsed': 'यह कोड अभी-अभी इस्तेमाल हो गया। दूसरे एडमिन से `bridge create` फिर चलाने को कहिए।',
  'bridge.remove.noChannel':
    'बताइए कौन-सा चैनल, जैसा `/bridge list` में दिखता है, जैसे /bridge remove telegram -1001234567890।',
  'bridge.remove.self': 'इस चैनल को उसके ब्रिज से निकालने के लिए /bridge leave चलाइए।',
  'bridge.remove.several': 'ब्रिज में {id} नाम के कई चैनल हैं: प्लेटफ़ॉर्म भी बताइए, जैसे {remove}।',
  'bridge.remove.unknown': 'इस ब्रिज में "{id}" नाम का कोई चैनल नहीं है। /bridge list से उन्हें देखिए।',
  'bridge.remove.already': 'वह चैनल पहले ही ब्रिज से निकल चुका है।',
  'bridge.removed': '{channel} को ब्रिज से हटा दिया गया। हर तरफ़ बता दिया गया है।',
  'bridge.announce.joined':
    '{channel} इस ब्रिज से जुड़ गया, {who} ने जोड़ा। अब संदेश उसके साथ भी आर-पार जाएँगे। अगर ऐसा होना तय नहीं था, तो यहाँ का कोई एडमिन {remove} चलाए; /bridge leave से यह चैनल बाहर हो जाता है।',
  'bridge.announce.removedYou':
    '{who} ने इस चैनल को उसके ब्रिज से हटा दिया: अब संदेश आर-पार नहीं जाएँगे। यहाँ का एडमिन नए कोड से फिर किसी ब्रिज से जुड़ सकता है।',
  'bridge.announce.removed': '{channel} को {who} ने इस ब्रिज से हटा दिया।',
  'bridge.announce.left': '{channel} इस ब्रिज से निकल गया ({who})।',
  'transliterate.tooLong':
    'यह पाठ लिप्यंतरण के लिए बहुत लंबा है ({length} अक्षर; ज़्यादा से ज़्यादा {limit}): इसे छोटे संदेशों में बाँटिए।',
  'pipeline.messageTooLong':
    'यह संदेश इस चैट की सीमा से लंबा है ({length} अक्षर; ज़्यादा से ज़्यादा {limit}), इसलिए मैंने इसे नहीं पढ़ा: इसे छोटे संदेशों में बाँटिए।',
  'transcribe.cannotHear':
    'मैं यह रिकॉर्डिंग लिख नहीं सका: बोली पहचानने वाली सेवा {language} नहीं पहचानती (लोकल इंजन सिर्फ़ अंग्रेज़ी समझता है), और मैं यह भी नहीं बता सका कि यह किस भाषा में है।',
  'transcribe.heardAs': '({heard} मानकर लिखा गया: बोली पहचानने वाली सेवा {asked} नहीं पहचानती।)',
  'help.reactions': 'रिएक्शन से अनुवाद: किसी संदेश पर {reactions} से रिएक्ट कीजिए, उसका अनुवाद उसी के थ्रेड में आ जाएगा।',
  'settings.reactionsWorkspace': 'रिएक्शन पूरे वर्कस्पेस के लिए तय होते हैं, जैसे /settings workspace reactions 🇮🇳 hi।',
  'settings.what.reactions': 'रिएक्शन से अनुवाद की सूची',
  'settings.what.reaction': 'रिएक्शन {emoji}',
  'settings.said.emptyOff': 'खाली (बंद)',
  'settings.said.reactionInto': '{language} में अनुवाद',
  'settings.show.reactions': '• रिएक्शन से अनुवाद: {reactions}',
  'settings.what.mirror': '{language} का मिरर चैनल',
  'settings.mirror.channelOnly':
    'मिरर चैनल हर चैनल के लिए अलग से तय होता है, जैसे /settings channel mirror ta #tamil-chat',
  'settings.mirror.where':
    'जिस चैनल में मिरर करना है उसे #channel लिखकर बताइए, या off लिखिए, जैसे /settings channel mirror ta #tamil-chat',
  'settings.show.mirrors': '• मिरर चैनल: {mirrors}',
  'settings.severity': '"from" के बाद गंभीरता लिखिए: low, medium या high।',
  'settings.show.severity': ', {level} गंभीरता से (इससे हल्के मामले सिर्फ़ चिह्नित होंगे)',
  'settings.said.moderation': '{mode}{types}{severity}{dryRun}',
  'settings.said.dryRun': ', सिर्फ़ आज़माइश (dry run)',
  'settings.adminOnly.workspaceFromDm':
    'वर्कस्पेस की सेटिंग सिर्फ़ वर्कस्पेस एडमिन बदल सकते हैं (डायरेक्ट मैसेज से नहीं)। आप इस चैनल की सेटिंग बदल सकते हैं, जैसे /settings channel language ta, या अपनी, जैसे /settings me language ta।',

  // ---- लाइव कैप्शन (src/features/captions, adapters/discord/voice-captions.ts)
  'captions.webChatMic':
    'वेब चैट में वॉइस चैनल नहीं होते: यहाँ लाइव कैप्शन आपके माइक्रोफ़ोन से बनते हैं। मैसेज बॉक्स के ऊपर माइक्रोफ़ोन वाला बटन (कैप्शन शुरू करें) दबाइए।',
  'captions.noVoicePlatform':
    'इस प्लेटफ़ॉर्म पर ऐसे वॉइस चैनल नहीं हैं जिनमें मैं जुड़ सकूँ। लाइव कैप्शन Discord के वॉइस चैनलों में और वेब चैट में (उसके माइक्रोफ़ोन बटन से) चलते हैं।',
  'captions.alreadyOn': '{name} में लाइव कैप्शन पहले से चल रहे हैं। पहले `/captions stop` से उन्हें बंद कीजिए।',
  'captions.noBudget': 'लाइव कैप्शन शुरू नहीं हुए। {reason}',
  'captions.started': '{name} में लाइव कैप्शन शुरू हो गए; वे उसकी चैट में दिखेंगे।',
  'captions.notOn': 'यहाँ लाइव कैप्शन चालू नहीं हैं। `/captions start` से वे आपके वॉइस चैनल में शुरू होंगे।',
  'captions.stopped': 'लाइव कैप्शन बंद हो गए; मैं {name} से निकल गया।',
  'captions.on':
    '🎙️ {name} में लाइव कैप्शन चालू हैं (बोली जा रही भाषा: {language})। सिर्फ़ उन्हीं सदस्यों के कैप्शन बनते हैं जिन्होंने सहमति दी है; बाक़ी किसी की आवाज़ ली ही नहीं जाती।',
  'captions.onTranslated':
    '🎙️ {name} में लाइव कैप्शन चालू हैं (बोली जा रही भाषा: {language}, चैनल के पाठकों की भाषाओं में अनुवाद के साथ)। सिर्फ़ उन्हीं सदस्यों के कैप्शन बनते हैं जिन्होंने सहमति दी है; बाक़ी किसी की आवाज़ ली ही नहीं जाती।',
  'captions.captioned': 'जिनके कैप्शन बन रहे हैं: {names}।',
  'captions.notCaptioned':
    'जिनके कैप्शन नहीं बन रहे: {names}। कैप्शन के लिए `/captions consent on` लिखिए (रोकने के लिए `/captions consent off`)।',
  'captions.nobody': 'कोई नहीं',
  'captions.joinedNotCaptioned': '{name} जुड़े हैं: इनके कैप्शन नहीं बन रहे। कैप्शन के लिए `/captions consent on` लिखिए।',
  'captions.end.empty': 'लाइव कैप्शन बंद हो गए: सब लोग {name} से चले गए।',
  'captions.end.time':
    'लाइव कैप्शन {duration} बाद बंद हो गए, एक सत्र इससे ज़्यादा नहीं चलता। `/captions start` से फिर शुरू कीजिए।',
  'captions.end.disconnected':
    'लाइव कैप्शन बंद हो गए: एक बार दोबारा जुड़ने के बाद {name} से कनेक्शन फिर टूट गया। `/captions start` से फिर कोशिश कीजिए।',
  'captions.end.shutdown':
    'लाइव कैप्शन बंद हो गए: dubash फिर से शुरू हो रहा है। उसके लौटने पर `/captions start` से फिर शुरू कीजिए।',
  'captions.end.budget': 'लाइव कैप्शन बंद हो गए। {reason}',
  'captions.notServed':
    'लाइव कैप्शन बंद हो गए: भाषा सेवा "{language}" को लाइव नहीं पहचान सकती। कैप्शन के लिए कोई दूसरी भाषा चुनिए (लोकल इंजन सिर्फ़ अंग्रेज़ी समझता है)।',
  'captions.voice.dm': 'लाइव कैप्शन सर्वर के वॉइस चैनलों के लिए हैं, डायरेक्ट मैसेज के लिए नहीं।',
  'captions.voice.joinFirst':
    'पहले किसी वॉइस चैनल में जुड़िए, फिर `/captions start` लिखिए: आप जिस वॉइस चैनल में हैं, मैं उसी में आता हूँ।',
  'captions.voice.busy': 'मैं इस सर्वर के एक वॉइस चैनल में पहले से हूँ। पहले `/captions stop` लिखिए।',
  'captions.voice.mayNotJoin':
    'मुझे {name} में जुड़ने की अनुमति नहीं है: वहाँ मुझे View Channel और Connect की अनुमति दीजिए (Speak ज़रूरी नहीं), फिर दोबारा कोशिश कीजिए।',
  'captions.voice.cannotConnect':
    'मैं {name} से जुड़ नहीं पाया। देखिए कि वहाँ मुझे View Channel और Connect की अनुमति है, फिर दोबारा कोशिश कीजिए।',
  'duration.minute': '1 मिनट',
  'duration.minutes': '{n} मिनट',
  'duration.second': '1 सेकंड',
  'duration.seconds': '{n} सेकंड',

  // ---- मॉडरेशन
  'moderation.what.message': 'यह संदेश',
  'moderation.what.voiceNote': 'यह वॉइस नोट',
  'moderation.what.image': 'यह तस्वीर',
  'moderation.in.message': 'इस संदेश',
  'moderation.in.voiceNote': 'इस वॉइस नोट',
  'moderation.in.image': 'इस तस्वीर',
  'moderation.type.profanity': 'अपशब्द',
  'moderation.type.hate_speech': 'नफ़रत भरी बातें',
  'moderation.type.pii': 'निजी जानकारी',
  'moderation.and': '{list} और {last}',
  'moderation.flagged': '⚠️ {inThing} में शायद {found} है।',
  'moderation.hidden': '{inThing} में {found} है, इसलिए इसे छिपा दिया गया।',
  'moderation.redacted': '{inThing} में से {found} को हटा दिया गया।',
  'moderation.dryRun.flag': 'मॉडरेशन (सिर्फ़ जाँच): {inThing} में {found} है; असल में इस पर चेतावनी लगाई जाती।',
  'moderation.dryRun.hide': 'मॉडरेशन (सिर्फ़ जाँच): {inThing} में {found} है; असल में इसे छिपा दिया जाता।',
  'moderation.dryRun.redact': 'मॉडरेशन (सिर्फ़ जाँच): {inThing} में {found} है; असल में उसे इसमें से हटा दिया जाता।',

  // ---- बजट: एडमिन के लिए सूचनाएँ
  'budget.warn':
    'एडमिन ध्यान दें: इस वर्कस्पेस ने अपने महीने के बजट का {pct}% इस्तेमाल कर लिया है ({limit} {unit} में से {used})। 100% पर मैं रुक जाऊँगा; इसे /settings workspace budget {setting} N से बढ़ाइए।',
  'budget.refused.characters':
    'एडमिन ध्यान दें: इस वर्कस्पेस में अपने-आप होने वाला अनुवाद (और ब्रिज) रुक गया है: {limit} {unit} का महीने का बजट अगले संदेश के लिए काफ़ी नहीं है ({used} इस्तेमाल हो चुके)। यह हर महीने की 1 तारीख़ को फिर से शुरू होता है; इसे /settings workspace budget {setting} N से बढ़ाइए।',
  'budget.refused.audioSeconds':
    'एडमिन ध्यान दें: इस वर्कस्पेस में वॉइस नोट अपने-आप लिखना रुक गया है: {limit} {unit} का महीने का बजट अगले संदेश के लिए काफ़ी नहीं है ({used} इस्तेमाल हो चुके)। यह हर महीने की 1 तारीख़ को फिर से शुरू होता है; इसे /settings workspace budget {setting} N से बढ़ाइए।',

  // ---- ब्रिज: मीडिया और रुकावट
  'bridge.noRecogniser': 'यह वॉइस नोट मैं लिख नहीं पाया: भाषा सेवा के पास {language} पहचानने वाला इंजन नहीं है।',
  'bridge.pausedRefused':
    'ब्रिज ने {channel} को रोक दिया है: उसने एक संदेश लेने से मना कर दिया ({reason})। बाक़ी चैनल आपस में बात करते रहेंगे। वहाँ गड़बड़ ठीक कीजिए (dubash को वापस जोड़िए, उसे पोस्ट करने की अनुमति दीजिए), फिर उस चैनल का कोई एडमिन /bridge resume चलाए।',

  // ---- जॉब, लंबे जवाब, बड़ी फ़ाइलें
  'job.badPayload':
    'मैं इस संदेश पर काम नहीं कर पाया: चैट ऐप ने इसे ऐसी जानकारी के साथ भेजा जो मेरे काम की नहीं। कृपया इसे फिर से भेजिए।',
  'split.asFile': 'जवाब लंबा है, इसलिए यह रहा फ़ाइल में।',
  'file.tooLarge': 'यह फ़ाइल {mb} MB से बड़ी है, जितना dubash डाउनलोड करता है। छोटी रिकॉर्डिंग या छोटी फ़ाइल भेजिए।',
  'file.tooLargeNamed': '{names}: मेरे लिए बहुत बड़ी है ({mb} MB से ज़्यादा)। छोटी रिकॉर्डिंग या छोटी फ़ाइल भेजिए।',
  'file.tooLargeTelegram':
    'यह फ़ाइल {mb} MB से बड़ी है, जितनी Telegram बॉट को डाउनलोड करने देता है। छोटी रिकॉर्डिंग या छोटी फ़ाइल भेजिए, या बॉट चलाने वाले से कहिए कि 2 GB तक की फ़ाइलों के लिए लोकल Bot API सर्वर (TELEGRAM_API_ROOT) चलाएँ।',

  // ---- अनुवाद नहीं, सिर्फ़ लिपि बदली: एडमिन के लिए
  'soundedOut.admins':
    'एडमिन ध्यान दें: {pairs} का अनुवाद नहीं हुआ, सिर्फ़ लिपि बदली गई: यहाँ की भाषा सेवा के पास इस जोड़ी के लिए अनुवाद इंजन नहीं है। असली अनुवाद के लिए लोकल API को LibreTranslate जैसा सर्वर दीजिए (LOCAL_MT_URL=http://…), शब्दावली लोड कीजिए (dubash serve-api --lookup FILE), या Language Services API इस्तेमाल कीजिए (REVERIE_BASE_URL, REVERIE_API_KEY और REVERIE_APP_ID सेट कीजिए)। यह बात हर वर्कस्पेस में एक ही बार कही जाती है।',
  'soundedOut.note':
    'सिर्फ़ {script} लिपि में उच्चारण लिखा गया है, अनुवाद नहीं; यहाँ {from}→{to} के लिए अनुवाद इंजन नहीं है — LOCAL_MT_URL सेट कीजिए या Language Services API इस्तेमाल कीजिए',
  'soundedOut.mark': '(सिर्फ़ लिप्यंतरण, अनुवाद नहीं)',
  'soundedOut.sentence': '{note}।',
  'soundedOut.file.whole': '(पूरे पाठ का अनुवाद नहीं हुआ: {note}।)',
  'soundedOut.file.part': '({of} में से {passages} हिस्सों का अनुवाद नहीं हुआ: {note}।)',

  // ---- वेब चैट का स्वागत
  'greeting.welcome':
    '#{channel} में आपका स्वागत है। मैं dubash हूँ: अंग्रेज़ी और भारतीय भाषाओं के बीच मैं लिपि बदलता हूँ, अनुवाद करता हूँ, वॉइस नोट लिखकर देता हूँ, लिखा हुआ पढ़कर सुनाता हूँ, तस्वीरों और PDF में लिखा पढ़ता हूँ और दस्तावेज़ों का अनुवाद करता हूँ।',
  'greeting.try': 'इनमें से कोई आज़माइए (उस पर क्लिक कीजिए, फिर Send दबाइए):',
  'greeting.pickLanguage':
    'हर सदस्य वह भाषा चुनता है जो वह पढ़ता है: “reads” बॉक्स में, या /settings me language ta से। हर संदेश का हर सदस्य की भाषा में अनुवाद हो, इसके लिए कोई एडमिन भेजे:',
  'greeting.admins':
    'यहाँ के एडमिन: {admins} (LOCAL_ADMINS में इनके नाम हैं)। एडमिन बनकर चलाने के लिए चैट को {first} के रूप में खोलिए: सदस्य वाले बॉक्स में यह नाम लिखिए, या {first} बनकर साइन इन कीजिए (अगर LOCAL_ADMIN_PASSWORD सेट है तो उसके साथ)।',
  'greeting.noAdmins': 'यहाँ अभी कोई एडमिन नहीं है: LOCAL_ADMINS में एडमिन के नाम लिखिए और फिर से शुरू कीजिए।',
  'greeting.noEngine':
    'यहाँ अंग्रेज़ी और भारतीय भाषाओं के बीच अनुवाद का कोई इंजन नहीं चल रहा, इसलिए ऐसे अनुवाद पाठक की लिपि में सिर्फ़ लिखे जाते हैं, और ऐसा बताया जाता है। इंजन जोड़ने के लिए dubash को इनमें से किसी एक के साथ फिर से शुरू कीजिए:',
  'greeting.readme': 'README का “Connecting a translation engine” हिस्सा हर तरीक़ा दिखाता है।',
  'greeting.api': 'भाषा का काम {url} पर Language Services API को जाता है: आपके खाते में जितनी भाषाएँ हैं, वे सब।',
  'greeting.offline': 'इस मशीन पर बिना इंटरनेट के चल रहे इंजन:',
  'greeting.help': 'सारी कमांड देखने के लिए /help लिखिए।',
  // ---- फ़ाइलें जो प्लेटफ़ॉर्म ने नहीं दीं
  'file.gone': '{platform} के पास अब यह फ़ाइल नहीं है। इसे फिर से भेजिए।',
  'file.noWay': '{platform} ने यह फ़ाइल डाउनलोड करने का कोई रास्ता नहीं दिया। इसे फिर से भेजिए।',
  'file.elsewhere': 'यह अटैचमेंट {platform} पर नहीं है। फ़ाइल ख़ुद भेजिए।',
  'file.slackSignIn':
    'फ़ाइल की जगह Slack ने अपना साइन-इन पेज भेजा: बॉट टोकन इसे पढ़ नहीं सकता। देखिए कि ऐप के पास files:read स्कोप है और वह इस चैनल में है, फिर फ़ाइल दोबारा भेजिए।',
  'file.room.workspace':
    'इस वर्कस्पेस में पहले से {used} की फ़ाइलें रखी हैं (ज़्यादा से ज़्यादा {limit}): अटैचमेंट वाले संदेश मिटाइए, या पुरानी फ़ाइलों के अपने-आप हटने का इंतज़ार कीजिए ({days} दिन बाद)',
  'file.room.chat':
    'चैट में अभी और फ़ाइलों की जगह नहीं है: थोड़ी देर बाद फिर कोशिश कीजिए, या इसे चलाने वाले से जगह बनाने को कहिए',
  'file.room.audio': 'मैंने ऑडियो बना दिया, पर उसे रख नहीं सका: {why}।',
  'file.room.image': 'मैंने तस्वीर बना दी, पर उसे रख नहीं सका: {why}।',
  'file.room.document': 'मैंने फ़ाइल बना दी, पर उसे रख नहीं सका: {why}।',
  'pipeline.lostChannel': 'यह जवाब अपना चैनल खो बैठा। फिर से पूछिए।',
  // ---- Discord ने अनुमति न होने से मना किया: सर्वर के एडमिन के लिए
  'rights.what.send': 'संदेश भेज',
  'rights.what.edit': 'संदेश बदल',
  'rights.what.delete': 'संदेश मिटा',
  'rights.discord.noAccess':
    'dubash उस चैनल को देख नहीं सकता (Missing Access), इसलिए वहाँ {what} नहीं सकता। dubash रोल को उस चैनल में View Channel और Read Message History की अनुमति दीजिए।',
  'rights.discord.missing':
    'उस चैनल में {what} पाने के लिए dubash के पास एक अनुमति नहीं है (Missing Permissions)। dubash रोल को वहाँ Send Messages, Attach Files, Read Message History, Manage Messages और Manage Webhooks की अनुमति दीजिए।',
  'rights.discord.where': '⚠️ {sentence} (चैनल {channel})',
  // ---- Telegram ने अनुमति न होने से भेजने नहीं दिया: चैट के लिए
  'rights.what.voice': 'वॉइस मैसेज भेज',
  'rights.what.photo': 'फ़ोटो भेज',
  'rights.what.document': 'फ़ाइलें भेज',
  'rights.what.deleteAsAdmin': 'संदेश मिटा (मुझे “Delete messages” वाला एडमिन बनाइए)',
  'rights.telegram': 'मैं इस चैट में {what} नहीं सकता। कोई एडमिन चैट की सेटिंग में इसकी अनुमति दे सकता है।',
  'pipeline.busy': 'यह सर्वर इस मिनट dubash को बहुत ज़्यादा अनुरोध भेज रहा है। एक मिनट बाद फिर कोशिश कीजिए।',
  // ---- Slack के Web API की गड़बड़ियाँ
  'slack.notInChannel':
    'मैं इस चैनल में नहीं हूँ, इसलिए यहाँ पोस्ट नहीं कर सकता। चैनल में `/invite @dubash` लिखिए, फिर दोबारा कोशिश कीजिए।',
  'slack.says': 'Slack का जवाब: {code}।',
  'slack.missingScope':
    'एडमिन ध्यान दें: Slack ने एक कॉल ठुकरा दी, क्योंकि dubash ऐप के पास `{scope}` स्कोप नहीं है। इसे OAuth & Permissions → Bot Token Scopes में जोड़िए (या `dubash slack manifest` का मैनिफ़ेस्ट फिर से चिपकाइए) और ऐप दोबारा इंस्टॉल कीजिए।',
  'slack.home.intro':
    'भारतीय भाषाओं और अंग्रेज़ी के बीच अनुवाद। कहीं भी `/dubash help` लिखिए, या संदेश के शॉर्टकट इस्तेमाल कीजिए (संदेश पर ⋯ → *Translate*, *Transcribe*, *Speak*, *Read text*)।',
  'slack.home.language': '*मेरी भाषा:* {language}',
  'slack.home.languageDefault': '*मेरी भाषा:* {language} _(आपकी Slack भाषा या वर्कस्पेस से)_',
  'slack.home.script': '*रोमन हिंदी इसमें दिखती है:* {script}',
  'slack.home.script.latin': 'रोमन अक्षरों में',
  'slack.home.script.native': 'देवनागरी में',
  'slack.home.change': 'मेरी सेटिंग बदलें',
  'slack.home.admins': 'वर्कस्पेस (एडमिन)',
  'slack.home.workspaceLanguage': '*वर्कस्पेस की भाषा:* {language}',
  'slack.home.month': '*इस महीने*\nअनुवाद हुए अक्षर: {characters}\nऑडियो के सेकंड: {audio}',
  'slack.home.bar': '{bar} {percent}% ({budget} में से {used})',
  'slack.home.noLimit': '{used} इस्तेमाल हुए (कोई सीमा नहीं)',
  'slack.home.privacy':
    '*निजता:* API लॉगिंग `{logging}` (बदलने के लिए `/dubash settings workspace privacy logging false`)',
  'slack.home.channel': 'चैनल की सेटिंग: चैनल में `/dubash settings` लिखने से खुलती हैं।',
  // bridged media's captions, in the receiving side's language (src/features/bridge/relay.ts)
  'bridge.media.image': '{who} ने एक तस्वीर भेजी',
  'bridge.media.file': '{who} ने एक फ़ाइल भेजी',
  'bridge.media.voice': '{who} ने एक वॉइस नोट भेजा',
  'bridge.media.voiceNote': 'वॉइस नोट',
  // Telegram's inline answer: the title of the transliteration (src/features/inline.ts)
  'inline.latin': 'रोमन अक्षरों में: {latin}',
  // a localized document's caption; {language} is named in the reader's language (src/jobs/handlers.ts)
  'localize.caption': '{name} ({language} में)',
  'destinations.original': '↩ मूल संदेश',
  'author.unnamed': 'एक सदस्य',
  // the web chat's storage (Redis) full: said to the member who posts (adapters/local/routes.ts)
  'file.room.full':
    'चैट की स्टोरेज भर गई है, इसलिए अब कुछ भी नया सहेजा नहीं जा सकता: इसे चलाने वाले से जगह बनाने को कहिए',
  // /settings as a form (commands/settings-form.ts; Slack's modal)
  'settings.form.title': 'dubash सेटिंग',
  'settings.form.save': 'सहेजें',
  'settings.form.cancel': 'रद्द करें',
  'settings.form.keep': 'जैसा है वैसा रहने दें',
  'settings.form.you': 'आपके लिए',
  'settings.form.channel': 'यह चैनल (एडमिन)',
  'settings.form.language': 'मेरी भाषा',
  'settings.form.languageHint': 'आपके लिए अनुवाद इसी भाषा में आएँगे।',
  'settings.form.script': 'रोमन में लिखी हिंदी किस लिपि में दिखे',
  'settings.form.native': 'अपनी लिपि में',
  'settings.form.latin': 'रोमन अक्षरों में',
  'settings.form.translate': 'हर संदेश का अनुवाद इस भाषा में करें',
  'settings.form.translateHint': 'अनुवाद हर संदेश के थ्रेड में आते हैं।',
  'settings.form.eachMember': 'हर सदस्य की अपनी भाषा',
  'settings.form.transcribe': 'वॉइस और हडल क्लिप को लिखकर दिखाएँ',
  'settings.form.ocr': 'भेजी गई तस्वीरों में लिखा टेक्स्ट पढ़ें',
  'settings.form.on': 'चालू',
  'settings.form.off': 'बंद',
  // Slack's install pages (adapters/slack/oauth.ts)
  'slack.install.failedTitle': 'dubash इंस्टॉल नहीं हुआ',
  'slack.install.ourFault': 'हमारी तरफ़ कुछ गड़बड़ हो गई। {link} से फिर कोशिश कीजिए।',
  'slack.install.repeated':
    'इंस्टॉल का यह लिंक सही नहीं है (इसमें कोई पैरामीटर दो बार आया है)। {link} से फिर शुरू कीजिए।',
  'slack.install.slackSaid': 'Slack ने कहा: {error}। {link} से फिर शुरू कीजिए।',
  'slack.install.invalid': 'इंस्टॉल का यह लिंक गलत है या इसकी मियाद ख़त्म हो चुकी है। {link} से फिर शुरू कीजिए।',
  'slack.install.otherBrowser':
    'इंस्टॉल का यह लिंक किसी दूसरे ब्राउज़र में शुरू हुआ था (या उसकी कुकी की मियाद ख़त्म हो गई)। इसी ब्राउज़र में {link} से फिर शुरू कीजिए।',
  'slack.install.used': 'इंस्टॉल का यह लिंक पहले ही इस्तेमाल हो चुका है। {link} से फिर शुरू कीजिए।',
  'slack.install.noToken': 'Slack ने टोकन नहीं दिया ({error})। {link} से फिर कोशिश कीजिए।',
  'slack.install.doneTitle': 'dubash इंस्टॉल हो गया',
  'slack.install.done': 'dubash अब {team} में है। इसे किसी चैनल में {invite} से बुलाइए, या {help} लिखिए।',
  // the web chat's refusals, sign-in page and microphone (adapters/local)
  'webchat.crossSite': 'मना कर दिया: यह अनुरोध किसी दूसरी साइट से आया है; चैट को उसी के पेज से इस्तेमाल कीजिए',
  'webchat.signIn': 'पहले साइन इन कीजिए: POST /local/api/login, {user, password} के साथ',
  'webchat.noFile': 'फ़ाइल {id} नहीं है (उसे मिटा दिया गया या उसकी मियाद ख़त्म हो गई)',
  'webchat.signedInAs': 'आप {name} के नाम से साइन इन हैं: आप सिर्फ़ अपने नाम से ही कुछ कर सकते हैं',
  'webchat.fileTooLarge': 'फ़ाइल {mb} MB से बड़ी है; छोटी फ़ाइल भेजिए',
  'webchat.textTooLong': 'टेक्स्ट {max} अक्षरों से लंबा है; इसे फ़ाइल बनाकर भेजिए',
  'webchat.shuttingDown': 'चैट बंद हो रही है; थोड़ी देर में फिर कोशिश कीजिए',
  'webchat.noMessage': 'वह संदेश अब यहाँ नहीं है',
  'webchat.onlyAuthorEdit': 'संदेश को सिर्फ़ उसे लिखने वाला ही बदल सकता है',
  'webchat.onlyAuthorDelete': 'संदेश को सिर्फ़ उसे लिखने वाला ही मिटा सकता है',
  'webchat.buttonGone': 'वह बटन अब यहाँ नहीं है',
  'webchat.login.title': 'dubash — साइन इन',
  'webchat.login.member': 'सदस्य',
  'webchat.login.password': 'पासवर्ड',
  'webchat.login.submit': 'साइन इन करें',
  'webchat.login.wrong': 'पासवर्ड गलत है',
  'webchat.login.locked': 'इस पते से बहुत बार गलत पासवर्ड डाला गया; 10 मिनट रुकिए',
  'webchat.login.lookAlike': 'नाम {name} किसी एडमिन के नाम जैसा दिखता है: किसी दूसरे नाम से साइन इन कीजिए',
  'webchat.mic.unavailable': 'माइक्रोफ़ोन नहीं मिल रहा: {error} (इस पेज को माइक्रोफ़ोन की इजाज़त दीजिए)',
  'webchat.mic.connecting': 'जुड़ रहा है…',
  'webchat.mic.listening': 'सुन रहा है',
  'webchat.mic.hearing': 'सुनाई दे रहा है: {text}',
  'webchat.mic.heard': 'सुना: {text}',
  'webchat.mic.off': 'कैप्शन बंद',
  'webchat.mic.sent': 'आपके संदेश के रूप में भेज दिया',
  'webchat.mic.failed': 'भेजा नहीं जा सका ({status})',
  'webchat.captions.unavailable': 'इस चैट में लाइव कैप्शन उपलब्ध नहीं हैं',
  'webchat.captions.otherTab': 'आपके लिए लाइव कैप्शन किसी दूसरे टैब में पहले से चालू हैं: पहले उन्हें वहाँ बंद कीजिए',
  'webchat.captions.failed': 'लाइव कैप्शन शुरू नहीं हो सके; फिर कोशिश कीजिए',
  // the web chat page's own controls (adapters/local/page.ts, mic-page.ts, reaction-page.ts)
  'webchat.page.title': 'dubash — लोकल चैट',
  'webchat.page.workspace': 'वर्कस्पेस',
  'webchat.page.channel': 'चैनल',
  'webchat.page.reads': 'पढ़ने की भाषा',
  'webchat.page.placeholder': 'संदेश, या /help',
  'webchat.page.send': 'भेजें',
  'webchat.page.live': 'जुड़ा है',
  'webchat.page.reconnecting': 'फिर से जुड़ रहा है…',
  'webchat.page.sent': 'भेज दिया',
  'webchat.page.reply': 'जवाब दें',
  'webchat.page.isReply': 'जवाब',
  'webchat.page.replyingTo': '{name} को जवाब',
  'webchat.page.edit': 'बदलें',
  'webchat.page.delete': 'मिटाएँ',
  'webchat.page.editLabel': 'अपना संदेश बदलें',
  'webchat.page.save': 'सहेजें',
  'webchat.page.cancel': 'रद्द करें',
  'webchat.page.admin': 'एडमिन',
  'webchat.page.onlyYou': 'सिर्फ़ आपको दिखता है',
  'webchat.page.onlyThese': 'सिर्फ़ {names} को दिखता है',
  'webchat.page.translatedTo': '{language} में अनुवाद',
  'webchat.mic.startButton': 'कैप्शन शुरू करें',
  'webchat.mic.stopButton': '■ कैप्शन रोकें',
  'webchat.mic.spoken': 'बोली जा रही भाषा',
  'webchat.mic.dictate': 'मेरे संदेश के रूप में भेजें',
  'webchat.react.choose': 'अनुवाद…',
  'webchat.react.label': 'रिएक्शन से अनुवाद',
  'webchat.react.failed': 'रिएक्शन नहीं हो सका',
};

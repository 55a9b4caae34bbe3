// मराठी: en.ts मधल्याच किल्ल्या. कमांड, पर्याय आणि मूल्ये (`/settings me language mr`) जशी टाइप
// होतात तशीच राहतात; इथे नसलेले वाक्य इंग्रजीत जाते.
import type { Catalog } from './types.js';

export const mr: Catalog = {
  'pipeline.unknownCommand': '/{name} मला माहीत नाही. मी काय काय करू शकतो ते पाहण्यासाठी /help लिहा.',
  'pipeline.staleButton': 'हे बटण आता चालत नाही. कमांड पुन्हा पाठवा.',
  'access.channelAdmin': 'हे फक्त या चॅनेलचे ॲडमिन करू शकतात.',
  'access.workspaceAdmin': 'हे फक्त वर्कस्पेसचे ॲडमिन करू शकतात.',
  'usage.month.title':
    '📊 या महिन्यात या वर्कस्पेसचा वापर (दर महिन्याच्या 1 तारखेला हिशोब नव्याने सुरू होतो; अजून {days} दिवस बाकी):',
  'usage.month.line': '• {what}: {limit} पैकी {used} ({percent}%), {left} शिल्लक',
  'usage.month.lineNoLimit': '• {what}: {used} (मर्यादा नाही)',
  'usage.month.characters': 'भाषांतर किंवा विश्लेषणासाठी पाठवलेली अक्षरे',
  'usage.month.audioSeconds': 'ऐकलेल्या किंवा बोललेल्या ऑडिओचे सेकंद',
  'usage.month.change':
    'बजेट बदलण्यासाठी: /settings workspace budget characters N (किंवा audio N; 0 म्हणजे मर्यादा नाही).',
  'pipeline.usage': '{error}\nअसे लिहा: /{command} {usage}',
  'action.saving': 'जतन करतोय…',
  'option.unknownLanguage': '"{word}" ही भाषा मला माहीत नाही. भाषेचा कोड वापरा: {codes}.',
  'option.noLanguages': 'किमान एका भाषेचे नाव सांगा, उदा. hi,ta.',
  'option.unknownVoice': '"{word}" नावाचा आवाज नाही. उपलब्ध आवाज: {voices}.',
  'option.number': '{name} ही {min} ते {max} यांच्यातली संख्या हवी.',
  'option.wholeNumber': '{name} ही {min} ते {max} यांच्यातली पूर्ण संख्या हवी.',
  'option.choice': '{name} यांपैकी एक हवे: {choices} ("{word}" नाही).',
  'option.attach': '{name} संदेशासोबत जोडून पाठवा.',
  'option.notUnderstood': '"{words}" मला समजले नाही.',
  'option.unknown': '"{name}" नावाचा पर्याय नाही.',
  'option.required': '{name} सुद्धा द्या.',
  'usage.speed': 'वेग 0.5 ते 1.5 यांच्यातली संख्या हवी.',
  'usage.text.translate': 'भाषांतरासाठी काहीतरी लिहा, किंवा एखाद्या संदेशाला उत्तर देताना ही कमांड पाठवा.',
  'usage.text.transliterate': 'लिपी बदलण्यासाठी काहीतरी लिहा, किंवा एखाद्या संदेशाला उत्तर देताना ही कमांड पाठवा.',
  'usage.text.speak': 'वाचून दाखवण्यासाठी काहीतरी लिहा, किंवा एखाद्या संदेशाला उत्तर देताना ही कमांड पाठवा.',
  'usage.text.analyse': 'विश्लेषणासाठी काहीतरी लिहा, किंवा एखाद्या संदेशाला उत्तर देताना ही कमांड पाठवा.',
  'budget.used':
    'या वर्कस्पेसने या महिन्याचे {limit} {unit} चे बजेट पूर्ण वापरले आहे. ते दर महिन्याच्या 1 तारखेला पुन्हा सुरू होते; ॲडमिन /settings workspace budget {setting} N ने ते वाढवू शकतात.',
  'budget.short':
    'यासाठी {amount} {unit} लागतील, पण या महिन्याच्या बजेटमध्ये फक्त {left} उरले आहेत. काहीतरी लहान पाठवा, किंवा बजेट वाढवायला ॲडमिनना सांगा.',
  'budget.unit.characters': 'अक्षरे',
  'budget.unit.audioSeconds': 'सेकंद ऑडिओ',

  'error.exhausted': 'या वर्कस्पेससाठी भाषा सेवेचे क्रेडिट संपले आहेत. ॲडमिनना क्रेडिट जोडावे लागतील; मी त्यांना कळवले आहे.',
  'error.keyExpired': 'भाषा सेवेच्या किल्लीची मुदत संपली आहे. ती नवी करायला ॲडमिनना सांगा.',
  'error.languageNotEnabled':
    'ही भाषा किंवा आवाज या वर्कस्पेससाठी सुरू नाही. दुसरा निवडा, किंवा सुरू करायला ॲडमिनना सांगा.',
  'error.featureNotEnabled': 'ही सुविधा या वर्कस्पेससाठी सुरू नाही. सुरू करायला ॲडमिनना सांगा.',
  'error.auth': 'मला भाषा सेवेत साइन इन करता आले नाही. किल्ली तपासायला ॲडमिनना सांगा.',
  'error.invalid': 'हे जमले नाही: {reason}.',
  'error.speech': 'हा ऑडिओ मला लिहून काढता आला नाही ({reason}). अधिक स्पष्ट किंवा थोडे लांब रेकॉर्डिंग पाठवा.',
  'error.batch': 'लिहून काढणे अयशस्वी झाले ({reason}). थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'error.unexpected': 'माझ्याकडून काहीतरी चुकले. एका मिनिटाने पुन्हा प्रयत्न करा.',
  'notice.exhausted':
    'ॲडमिनसाठी: भाषा सेवेनुसार या खात्याचे क्रेडिट संपले आहेत, त्यामुळे भाषांतर, आवाज आणि इतर सुविधा चालत नाहीत. खात्यात क्रेडिट जोडा (किंवा दुसरी API किल्ली वापरा).',

  'start.hello': 'नमस्कार, {name}!',
  'start.helloNoName': 'नमस्कार!',
  'start.welcome':
    'मी dubash: इंग्रजी आणि भारतीय भाषांमध्ये भाषांतर करतो, लिपी बदलतो, लिहिलेले वाचून दाखवतो, व्हॉइस नोट लिहून देतो आणि चित्रांतला मजकूर वाचतो.\n' +
    'सुरुवात अशी करा:\n' +
    '1. तुम्ही वाचता ती भाषा निवडा: /settings me language mr (किंवा खालचे बटण).\n' +
    '2. करून पाहा: /translate to hi,mr Where is the report?\n' +
    '3. कोणत्याही संदेशाला /translate, /speak किंवा /transcribe ने उत्तर द्या.\n' +
    'ग्रुपमध्ये ॲडमिन आपोआप भाषांतर सुरू करू शकतात: /settings channel translate members',
  'start.button.language': '🌐 माझी भाषा',
  'start.button.help': '📖 सगळ्या कमांड',
  'help.header': 'कमांड (प्रत्येक कमांड सोबत लिहिलेल्या मजकुरावर, किंवा तुम्ही ज्या संदेशाला उत्तर देता त्यावर चालते):',
  'help.noSuchCommand': '/{name} नावाची कमांड नाही. सगळ्या कमांड पाहण्यासाठी /help लिहा.',
  'help.admin.header': 'इथे अ‍ॅडमिन काय काय करू शकतात:',
  'help.admin.member': 'सगळे',
  'help.admin.channelAdmin': 'चॅनेलचे अ‍ॅडमिन',
  'help.admin.workspaceAdmin': 'वर्कस्पेसचे अ‍ॅडमिन',

  'translate.unknownLanguage':
    'ही कोणती भाषा आहे ते मला सांगता येत नाही. `from` ने सांगा, उदा. /translate from en to mr …',
  'translate.nothing': 'भाषांतर करण्यासारखे काही नाही: यात फक्त इमोजी, लिंक किंवा कोड आहे.',
  'translate.already': 'हे आधीच {language} मध्ये आहे.',
  'translate.failed': 'याचे {language} मध्ये भाषांतर करता आले नाही; थोड्या वेळाने पुन्हा प्रयत्न करा.',
  'translate.tooLong':
    'हा मजकूर भाषांतरासाठी खूप लांब आहे ({length} अक्षरे; जास्तीत जास्त {limit}): तो तुकड्यांत पाठवा, किंवा .txt फाइल करून /localize ने पाठवा.',
  'transliterate.unknownScript':
    'ही कोणती लिपी आहे ते मला सांगता येत नाही. `from` ने सांगा, उदा. /transliterate from en to mr …',
  'transliterate.already': 'हे आधीच {language} लिपीत आहे.',
  'speak.tooLong':
    'हा मजकूर वाचून दाखवण्यासाठी खूप लांब आहे ({length} अक्षरे; जास्तीत जास्त {limit}): तो लहान संदेशांत विभागून पाठवा.',
  'speak.progress': '🔊 तुमच्यासाठी रेकॉर्ड करतोय…',
  'transcribe.noAudio': 'एखाद्या व्हॉइस नोटला /transcribe ने उत्तर द्या (किंवा ऑडिओ जोडा).',
  'transcribe.progress': '🎙️ लिहून काढतोय…',
  'transcribe.progressLong': '🎙️ लांब रेकॉर्डिंग लिहून काढतोय; याला काही मिनिटे लागू शकतात…',
  'ocr.noImage': 'चित्र किंवा PDF जोडून /ocr पाठवा (किंवा त्याला /ocr ने उत्तर द्या).',
  'ocr.progress': '🔎 मजकूर वाचतोय…',
  'job.empty.recording': 'हे रेकॉर्डिंग रिकामे आहे. ते पुन्हा पाठवा.',
  'job.empty.file': 'ही फाइल रिकामी आहे. ती पुन्हा पाठवा.',
  'job.empty.document': 'हा दस्तऐवज रिकामा आहे. तो पुन्हा पाठवा.',
  'job.noDuration': 'हे रेकॉर्डिंग किती लांब आहे ते मला कळले नाही. WAV, OGG/Opus, MP3, FLAC किंवा M4A रेकॉर्डिंग पाठवा.',
  'job.unreadableAudio':
    'हा ऑडिओ मला वाचता आला नाही ({reason}). WAV, OGG/Opus, MP3, FLAC किंवा M4A रेकॉर्डिंग पाठवा.',
  'job.noSpeech': 'या रेकॉर्डिंगमध्ये मला कोणतेही बोलणे ऐकू आले नाही.',
  'job.transcriptFile': 'संपूर्ण लिखित मजकूर, फाइल म्हणून.',
  'job.notImage':
    'ही फाइल चित्र किंवा PDF नाही, त्यामुळे तिच्यातला मजकूर मला वाचता येणार नाही. PNG, JPEG किंवा PDF पाठवा.',
  'job.noText': 'या चित्रात मला कोणताही मजकूर सापडला नाही.',
  'job.cannotLocalize': '"{name}" चे भाषांतर मला करता येत नाही. .docx, .txt, .srt किंवा .html फाइल जोडा.',
  'job.noTranslations': 'दस्तऐवज कोणत्याही भाषांतराशिवाय परत आला. पुन्हा प्रयत्न करा.',
  'localize.noDocument': '.docx, .txt, .srt किंवा .html फाइल जोडून /localize पाठवा (किंवा तिला उत्तर द्या).',
  'localize.badType': '{ext} फाइलींचे भाषांतर मला करता येत नाही. .docx, .txt, .srt किंवा .html फाइल जोडा.',
  'localize.thatKind': 'या प्रकारच्या',
  'localize.alreadyIn': 'दस्तऐवज आधीच {language} मध्ये आहे. कोणत्या भाषेत हवा ते `to` ने सांगा.',
  'localize.progress': '📑 {name}: {languages} मध्ये भाषांतर करतोय…',
  'localize.theDocument': 'दस्तऐवज',

  'bridge.noAction': 'ब्रिजचे काय करायचे ते सांगा.',
  'bridge.noCode': 'दुसऱ्या ॲडमिनना `/bridge create` मधून मिळालेला कोड द्या.',
  'bridge.noMode':
    '`/bridge mode members` (सदस्य वाचतात त्या भाषांत संदेश येतील) किंवा `/bridge mode channel` (चॅनेलच्या एका भाषेत) असे सांगा.',
  'bridge.unavailable': 'या सर्व्हरवर ब्रिजची सुविधा नाही.',
  'bridge.adminOnly': 'या चॅनेलचा ब्रिज फक्त त्याचे ॲडमिन बदलू शकतात. `/bridge list` तो दाखवते.',
  'bridge.created':
    'ब्रिज कोड: {code} ({minutes} मिनिटे वैध, एका चॅनेलसाठी; तो फक्त तुम्हाला दिसतो). दुसऱ्या चॅनेलमध्ये (कोणत्याही प्लॅटफॉर्मवर) एका ॲडमिनने /bridge join {code} चालवावे. मग संदेश इकडून तिकडे जातील, प्रत्येक चॅनेलच्या भाषेत भाषांतरित होऊन. प्रत्येक पुढच्या चॅनेलसाठी पुन्हा /bridge create चालवा.',
  'bridge.joined':
    'ब्रिज जोडला गेला. आता हे चॅनेल एकाच संभाषणात आहेत:\n{legs}\nत्या प्रत्येकाला कळवले आहे. /bridge leave हे चॅनेल ब्रिजमधून बाहेर काढते.',
  'bridge.none': 'हे चॅनेल कोणत्याही ब्रिजला जोडलेले नाही. ॲडमिन /bridge create ने ब्रिज सुरू करतात.',
  'bridge.list': 'या चॅनेलचा ब्रिज:\n{legs}',
  'bridge.left': 'हे चॅनेल आपल्या ब्रिजमधून बाहेर पडले: आता संदेश इकडून तिकडे जाणार नाहीत.',
  'bridge.notBridged': 'हे चॅनेल कोणत्याही ब्रिजला जोडलेले नाही.',
  'bridge.paused': 'या चॅनेलसाठी ब्रिज थांबवला: /bridge resume होईपर्यंत इथून काही जाणार नाही, इथे काही येणार नाही.',
  'bridge.resumed': 'या चॅनेलसाठी ब्रिज पुन्हा सुरू झाला.',
  'bridge.modeMembers': 'आता ब्रिजचे संदेश इथे या चॅनेलचे सदस्य वाचतात त्या भाषांत, प्रत्येक भाषा एका ओळीत, येतील.',
  'bridge.modeChannel': 'आता ब्रिजचे संदेश इथे या चॅनेलच्या भाषेत येतील.',
  'bridge.channel': '{platform} {channel}',
  'bridge.who': '{name} ({platform})',
  'bridge.leg': '• {platform} {channel}{self}: {reads}{state}',
  'bridge.leg.self': ' (हे चॅनेल)',
  'bridge.leg.members': 'त्याच्या सदस्यांच्या भाषा',
  'bridge.leg.paused': ' — थांबवलेले',
  'bridge.leg.refused': ' — थांबवलेले: त्याने एक संदेश नाकारला',
  'bridge.leg.webChat': 'वेब चॅट',
  'bridge.alreadyBridged': 'हे चॅनेल आधीच ब्रिजला जोडलेले आहे.',
  'bridge.unknownCode':
    'हा कोड अनोळखी आहे, त्याची मुदत संपली आहे किंवा तो आधीच वापरला गेला आहे. दुसऱ्या ॲडमिनना पुन्हा `bridge create` चालवायला सांगा.',
  'bridge.alreadyInThat': 'हे चॅनेल आधीच त्या ब्रिजमध्ये आहे.',
  'bridge.inAnother': 'हे चॅनेल आधीच दुसऱ्या ब्रिजमध्ये आहे. आधी `bridge leave` चालवा.',

  'captions.noAction': '`consent on`, `consent off`, `start` किंवा `stop` असे सांगा.',
  'captions.noConsentState':
    'व्हॉइस चॅनेलमध्ये तुमच्या बोलण्याचे कॅप्शन हवे असतील तर `/captions consent on`, नको असतील तर `/captions consent off` असे सांगा.',
  'captions.unavailable': 'या सर्व्हरवर लाइव्ह कॅप्शनची सुविधा नाही.',
  'captions.restarting': 'लाइव्ह कॅप्शन थांबले: dubash पुन्हा सुरू होत आहे. थोड्या वेळाने ते पुन्हा सुरू करा.',
  'captions.lost': 'लाइव्ह कॅप्शन थांबले: ते ज्या सर्व्हरवर चालू होते तो बंद पडला. पुढे चालू ठेवण्यासाठी ते पुन्हा सुरू करा.',
  'captions.consentOn':
    'लाइव्ह कॅप्शन सुरू असताना, तुमच्या पुढच्या शब्दांपासून, इथल्या व्हॉइस चॅनेलमध्ये तुमचे कॅप्शन तयार होतील. `/captions consent off` ने संमती मागे घेता येते.',
  'captions.consentOff':
    'आता इथे तुमचे कॅप्शन तयार होणार नाहीत: तुमच्या पुढच्या शब्दांपासून तुमचा आवाज घेतला जाणार नाही. `/captions consent on` ने पुन्हा संमती देता येते.',

  'settings.onOff': '{what} साठी on किंवा off सांगा.',
  'settings.needValue': '{what} साठी मूल्य द्या.',
  'settings.range': '{what} ही {min} ते {max} यांच्यातली संख्या हवी.',
  'settings.translateFirst': 'आधी आपोआप भाषांतर सुरू करा, उदा. /settings channel translate hi,ta',
  'settings.script': 'लिपी latin किंवा native असते.',
  'settings.domain': 'डोमेन यांपैकी एक: {domains}.',
  'settings.budget': 'बजेट असे सांगा: `characters N` किंवा `audio SECONDS` (0 म्हणजे मर्यादा नाही).',
  'settings.logging': 'लॉगिंगसाठी true, no_audio, no_transcript किंवा false सांगा.',
  'settings.privacy': 'गोपनीयतेसाठी `logging true|no_audio|no_transcript|false` किंवा `retain HOURS` सांगा.',
  'settings.noSuchSetting': '{level} पातळीवर "{key}" नावाचे सेटिंग नाही.',
  'settings.moderation': 'मॉडरेशन off, flag, hide किंवा redact यांपैकी एक; नंतर हवे तर प्रकार आणि dry-run.',
  'settings.moderationTypes': 'मॉडरेशनचे प्रकार profanity, hate_speech आणि pii आहेत ("{word}" नाही).',
  'settings.noLevel': 'me, channel किंवा workspace ने सुरुवात करा, उदा. /settings me language ta',
  'settings.noKey': 'कोणते सेटिंग ते सांगा, उदा. /settings me language ta',
  'settings.adminOnly.channel':
    'चॅनेलचे सेटिंग बदलण्याचा अधिकार फक्त वर्कस्पेस ॲडमिनना आहे. तुमचे स्वतःचे सेटिंग तुम्ही बदलू शकता, उदा. /settings me language ta',
  'settings.adminOnly.workspace':
    'वर्कस्पेसचे सेटिंग बदलण्याचा अधिकार फक्त वर्कस्पेस ॲडमिनना आहे. तुमचे स्वतःचे सेटिंग तुम्ही बदलू शकता, उदा. /settings me language ta',
  'settings.notThere': 'हे इथे सेट करता येत नाही: {reason}.',
  'settings.notAllowed': '{what} साठी हे मूल्य चालणार नाही.',
  'settings.staleButton': 'हे बटण आता चालत नाही. /settings पुन्हा पाठवा.',
  'settings.show.title': 'इथे तुम्हाला लागू असलेली सेटिंग:',
  'settings.show.language': '• तुमची भाषा: {language} (लिपी: {script})',
  'settings.show.translate': '• आपोआप भाषांतर: {translate}{topics}',
  'settings.show.topics': '; प्रत्येक भाषेसाठी वेगळा फोरम टॉपिक',
  'settings.show.transcribe': '• व्हॉइस नोट आपोआप लिहून काढणे: {state}',
  'settings.show.ocr': '• चित्रांतला मजकूर आपोआप वाचणे: {state}',
  'settings.show.moderation': '• मॉडरेशन: {moderation}',
  'settings.show.dryRun': '; फक्त चाचणी (फक्त ॲडमिनना दिसते)',
  'settings.show.voice': '• आवाज: {voice}, वेग {speed}',
  'settings.show.domain': '• भाषांतराचे क्षेत्र: {domain}',
  'settings.show.privacy': '• गोपनीयता: API लॉगिंग {logging}; संदेशांचा मजकूर ठेवला जातो: {kept}',
  'settings.show.never': 'कधीच नाही',
  'settings.show.keptDefault': '{hours} तास (डीफॉल्ट, रिॲक्शनने भाषांतरासाठी)',
  'settings.show.month': '• या महिन्यात: {characters}; {audio}',
  'settings.show.used': '{limit} पैकी {used} {unit}',
  'settings.show.usedNoLimit': '{used} {unit} (मर्यादा नाही)',
  'settings.show.change': 'बदलण्यासाठी: /settings me|channel|workspace KEY VALUE (पाहा /help).',
  'settings.done.member': 'झाले. तुमचे सेटिंग बदलले — {what}: {said}.',
  'settings.done.channel': 'झाले. या चॅनेलचे सेटिंग बदलले — {what}: {said}.',
  'settings.done.workspace': 'झाले. वर्कस्पेसचे सेटिंग बदलले — {what}: {said}.',
  'settings.what.topics': 'भाषानिहाय टॉपिकमध्ये आपोआप भाषांतर',
  'settings.what.language': 'भाषा',
  'settings.what.script': 'लिपी',
  'settings.what.autoTranslate': 'आपोआप भाषांतर',
  'settings.what.autoTranscribe': 'व्हॉइस नोट आपोआप लिहून काढणे',
  'settings.what.autoOcr': 'चित्रांतला मजकूर आपोआप वाचणे',
  'settings.what.voice': 'आवाज',
  'settings.what.speed': 'बोलण्याचा वेग',
  'settings.what.domain': 'भाषांतराचे क्षेत्र',
  'settings.what.budgetCharacters': 'महिन्याचे अक्षर-बजेट',
  'settings.what.budgetAudio': 'महिन्याचे ऑडिओ-सेकंद बजेट',
  'settings.what.logging': 'API लॉगिंग',
  'settings.what.retention': 'संदेशांचा मजकूर ठेवण्याचा कालावधी',
  'settings.what.moderation': 'मॉडरेशन',
  'settings.said.members': 'प्रत्येक सदस्याच्या भाषेत',
  'settings.said.languages': '{languages} मध्ये',
  'settings.said.unlimited': 'मर्यादा नाही',
  'settings.said.hours': '{hours} तास',

  // ---- merged from main: bridge join codes and announcements, long text, transcribe language, reactions, severity
  'bridge.createdMore':
    'ब्रिज कोड: {code} ({minutes} मिनिटे वैध, आणखी एका चॅनेलसाठी; तो फक्त तुम्हाला दिसतो). दुसऱ्या चॅनेलमध्ये (कोणत्याही प्लॅटफॉर्मवर) एका ॲडमिनने /bridge join {code} चालवावे. मग संदेश इकडून तिकडे जातील, प्रत्येक चॅनेलच्या भाषेत भाषांतरित होऊन. प्रत्येक पुढच्या चॅनेलसाठी पुन्हा /bridge create चालवा.',
  'bridge.unreachable':
    'ब्रिज कोड मी तुम्हाला खासगीत पाठवू शकलो नाही. मला तुम्हाला लिहू द्या (Telegram वर: माझ्याशी खासगी चॅट उघडून Start दाबा), मग पुन्हा /bridge create चालवा.',
  'bridge.codeJustUsed': 'हा कोड आत्ताच वापरला गेला. दुसऱ्या ॲडमिनना पुन्हा `bridge create` चालवायला सांगा.',
  'bridge.remove.noChannel':
    'कोणते चॅनेल ते `/bridge list` दाखवते तसे सांगा, उदा. /bridge remove telegram -1001234567890.',
  'bridge.remove.self': 'हे चॅनेल त्याच्या ब्रिजमधून काढण्यासाठी /bridge leave चालवा.',
  'bridge.remove.several': 'ब्रिजमध्ये {id} नावाची अनेक चॅनेल आहेत: प्लॅटफॉर्मही सांगा, उदा. {remove}.',
  'bridge.remove.unknown': '"{id}" नावाचे कोणतेही चॅनेल या ब्रिजमध्ये नाही. /bridge list ती दाखवते.',
  'bridge.remove.already': 'ते चॅनेल आधीच ब्रिजमधून बाहेर पडले आहे.',
  'bridge.removed': '{channel} ब्रिजमधून काढले. प्रत्येक बाजूला कळवले आहे.',
  'bridge.announce.joined':
    '{channel} या ब्रिजला जोडले गेले, {who} यांनी जोडले. आता संदेश त्याच्याशीही इकडून तिकडे जातील. हे अपेक्षित नसेल, तर इथल्या ॲडमिनने {remove} चालवावे; /bridge leave हे चॅनेल बाहेर काढते.',
  'bridge.announce.removedYou':
    '{who} यांनी हे चॅनेल त्याच्या ब्रिजमधून काढले: आता संदेश इकडून तिकडे जाणार नाहीत. इथले ॲडमिन नव्या कोडने पुन्हा एखाद्या ब्रिजला जोडू शकतात.',
  'bridge.announce.removed': '{channel} {who} यांनी या ब्रिजमधून काढले.',
  'bridge.announce.left': '{channel} या ब्रिजमधून बाहेर पडले ({who}).',
  'transliterate.tooLong':
    'हा मजकूर लिप्यंतरासाठी खूप लांब आहे ({length} अक्षरे; जास्तीत जास्त {limit}): तो लहान संदेशांत विभागून पाठवा.',
  'pipeline.messageTooLong':
    'हा संदेश या चॅटच्या मर्यादेपेक्षा लांब आहे ({length} अक्षरे; जास्तीत जास्त {limit}), म्हणून मी तो वाचला नाही: तो लहान संदेशांत विभागून पाठवा.',
  'transcribe.cannotHear':
    'हे रेकॉर्डिंग मी लिहून काढू शकलो नाही: बोलणे ओळखणारी सेवा {language} ओळखत नाही (लोकल इंजिन फक्त इंग्रजी ओळखते), आणि हे कोणत्या भाषेत आहे तेही मला ओळखता आले नाही.',
  'transcribe.heardAs': '({heard} समजून लिहिले: बोलणे ओळखणारी सेवा {asked} ओळखत नाही.)',
  'help.reactions': 'रिॲक्शनने भाषांतर: एखाद्या संदेशावर {reactions} ने रिॲक्ट करा, त्याचे भाषांतर त्याच्या थ्रेडमध्ये येईल.',
  'settings.reactionsWorkspace':
    'रिॲक्शन संपूर्ण वर्कस्पेससाठी ठरवले जातात, उदा. /settings workspace reactions 🇮🇳 hi.',
  'settings.what.reactions': 'रिॲक्शनने भाषांतराची यादी',
  'settings.what.reaction': 'रिॲक्शन {emoji}',
  'settings.said.emptyOff': 'रिकामी (बंद)',
  'settings.said.reactionInto': '{language} मध्ये भाषांतर',
  'settings.show.reactions': '• रिॲक्शनने भाषांतर: {reactions}',
  'settings.what.mirror': '{language} मिरर चॅनेल',
  'settings.mirror.channelOnly':
    'मिरर चॅनेल प्रत्येक चॅनेलसाठी वेगळे ठरवावे लागते, उदा. /settings channel mirror ta #tamil-chat.',
  'settings.mirror.where':
    'कोणत्या चॅनेलमध्ये मिरर करायचे ते #channel असे लिहा, किंवा off, उदा. /settings channel mirror ta #tamil-chat.',
  'settings.show.mirrors': '• मिरर चॅनेल: {mirrors}',
  'settings.severity': '"from" नंतर तीव्रता लिहा: low, medium किंवा high.',
  'settings.show.severity': ', {level} तीव्रतेपासून (त्याहून सौम्य फक्त चिन्हांकित)',
  'settings.said.moderation': '{mode}{types}{severity}{dryRun}',
  'settings.said.dryRun': ', फक्त चाचणी (dry run)',
  'settings.adminOnly.workspaceFromDm':
    'वर्कस्पेसचे सेटिंग फक्त वर्कस्पेस ॲडमिन बदलू शकतात (थेट संदेशातून नाही). तुम्ही या चॅनेलचे सेटिंग बदलू शकता, उदा. /settings channel language ta, किंवा स्वतःचे, उदा. /settings me language ta.',

  // ---- लाइव्ह कॅप्शन (src/features/captions, adapters/discord/voice-captions.ts)
  'captions.webChatMic':
    'वेब चॅटमध्ये व्हॉइस चॅनेल नसतात: इथे लाइव्ह कॅप्शन तुमच्या मायक्रोफोनमधून येतात. संदेशाच्या चौकटीवरचे मायक्रोफोनचे बटण (कॅप्शन सुरू करा) दाबा.',
  'captions.noVoicePlatform':
    'या प्लॅटफॉर्मवर मला जोडता येईल असे व्हॉइस चॅनेल नाहीत. लाइव्ह कॅप्शन Discord च्या व्हॉइस चॅनेलमध्ये आणि वेब चॅटमध्ये (त्याच्या मायक्रोफोन बटणाने) चालतात.',
  'captions.alreadyOn': '{name} मध्ये लाइव्ह कॅप्शन आधीच सुरू आहेत. आधी `/captions stop` ने ते बंद करा.',
  'captions.noBudget': 'लाइव्ह कॅप्शन सुरू झाले नाहीत. {reason}',
  'captions.started': '{name} मध्ये लाइव्ह कॅप्शन सुरू झाले; ते त्याच्या चॅटमध्ये दिसतील.',
  'captions.notOn': 'इथे लाइव्ह कॅप्शन सुरू नाहीत. `/captions start` ने ते तुमच्या व्हॉइस चॅनेलमध्ये सुरू होतील.',
  'captions.stopped': 'लाइव्ह कॅप्शन बंद झाले; मी {name} मधून बाहेर पडलो.',
  'captions.on':
    '🎙️ {name} मध्ये लाइव्ह कॅप्शन सुरू आहेत (बोलली जाणारी भाषा: {language}). ज्यांनी संमती दिली आहे त्याच सदस्यांचे कॅप्शन तयार होतात; इतर कोणाचाही आवाज घेतला जात नाही.',
  'captions.onTranslated':
    '🎙️ {name} मध्ये लाइव्ह कॅप्शन सुरू आहेत (बोलली जाणारी भाषा: {language}, चॅनेलमध्ये वाचल्या जाणाऱ्या भाषांत भाषांतरासह). ज्यांनी संमती दिली आहे त्याच सदस्यांचे कॅप्शन तयार होतात; इतर कोणाचाही आवाज घेतला जात नाही.',
  'captions.captioned': 'ज्यांचे कॅप्शन तयार होत आहेत: {names}.',
  'captions.notCaptioned':
    'ज्यांचे कॅप्शन तयार होत नाहीत: {names}. कॅप्शनसाठी `/captions consent on` म्हणा (थांबवण्यासाठी `/captions consent off`).',
  'captions.nobody': 'कोणीही नाही',
  'captions.joinedNotCaptioned':
    '{name} आले आहेत: त्यांचे कॅप्शन तयार होत नाहीत. कॅप्शनसाठी `/captions consent on` म्हणा.',
  'captions.end.empty': 'लाइव्ह कॅप्शन बंद झाले: सगळे {name} मधून निघून गेले.',
  'captions.end.time':
    '{duration} नंतर लाइव्ह कॅप्शन बंद झाले, एक सत्र यापेक्षा जास्त चालत नाही. `/captions start` ने ते पुन्हा सुरू होतील.',
  'captions.end.disconnected':
    'लाइव्ह कॅप्शन बंद झाले: एकदा पुन्हा जोडल्यानंतरही {name} शी असलेले कनेक्शन पुन्हा तुटले. `/captions start` ने पुन्हा प्रयत्न करा.',
  'captions.end.shutdown':
    'लाइव्ह कॅप्शन बंद झाले: dubash पुन्हा सुरू होत आहे. ते परत आल्यावर `/captions start` ने पुन्हा सुरू करा.',
  'captions.end.budget': 'लाइव्ह कॅप्शन बंद झाले. {reason}',
  'captions.notServed':
    'लाइव्ह कॅप्शन बंद झाले: भाषा सेवा "{language}" थेट ओळखू शकत नाही. कॅप्शनसाठी दुसरी भाषा निवडा (लोकल इंजिनला फक्त इंग्रजी समजते).',
  'captions.voice.dm': 'लाइव्ह कॅप्शन सर्व्हरमधल्या व्हॉइस चॅनेलसाठी आहेत, थेट संदेशांसाठी नाहीत.',
  'captions.voice.joinFirst':
    'आधी एखाद्या व्हॉइस चॅनेलमध्ये सामील व्हा, मग `/captions start` म्हणा: तुम्ही ज्या व्हॉइस चॅनेलमध्ये आहात, त्याच चॅनेलमध्ये मी येतो.',
  'captions.voice.busy': 'मी या सर्व्हरमधल्या एका व्हॉइस चॅनेलमध्ये आधीच आहे. आधी `/captions stop`.',
  'captions.voice.mayNotJoin':
    'मला {name} मध्ये येण्याची परवानगी नाही: तिथे मला View Channel आणि Connect च्या परवानग्या द्या (Speak ची गरज नाही), मग पुन्हा प्रयत्न करा.',
  'captions.voice.cannotConnect':
    'मी {name} शी जोडू शकलो नाही. तिथे मला View Channel आणि Connect च्या परवानग्या आहेत का ते पाहा, मग पुन्हा प्रयत्न करा.',
  'duration.minute': '1 मिनिट',
  'duration.minutes': '{n} मिनिटे',
  'duration.second': '1 सेकंद',
  'duration.seconds': '{n} सेकंद',

  // ---- मॉडरेशन
  'moderation.what.message': 'हा संदेश',
  'moderation.what.voiceNote': 'ही व्हॉइस नोट',
  'moderation.what.image': 'हे चित्र',
  'moderation.in.message': 'या संदेशात',
  'moderation.in.voiceNote': 'या व्हॉइस नोटमध्ये',
  'moderation.in.image': 'या चित्रात',
  'moderation.type.profanity': 'शिवीगाळ',
  'moderation.type.hate_speech': 'द्वेषपूर्ण भाषा',
  'moderation.type.pii': 'वैयक्तिक माहिती',
  'moderation.and': '{list} आणि {last}',
  'moderation.flagged': '⚠️ {inThing} कदाचित {found} आहे.',
  'moderation.hidden': '{inThing} {found} असल्याने ते लपवण्यात आले.',
  'moderation.redacted': '{inThing} असलेली {found} काढून टाकण्यात आली.',
  'moderation.dryRun.flag': 'मॉडरेशन (फक्त चाचणी): {inThing} {found} आहे; प्रत्यक्षात यावर इशारा लावला गेला असता.',
  'moderation.dryRun.hide': 'मॉडरेशन (फक्त चाचणी): {inThing} {found} आहे; प्रत्यक्षात हे लपवले गेले असते.',
  'moderation.dryRun.redact': 'मॉडरेशन (फक्त चाचणी): {inThing} {found} आहे; प्रत्यक्षात ते काढून टाकले गेले असते.',

  // ---- बजेट: ॲडमिनसाठी सूचना
  'budget.warn':
    'ॲडमिनसाठी: या वर्कस्पेसने महिन्याच्या बजेटपैकी {pct}% वापरले आहे ({limit} {unit} पैकी {used}). 100% झाल्यावर मी थांबेन; /settings workspace budget {setting} N ने ते वाढवा.',
  'budget.refused.characters':
    'ॲडमिनसाठी: या वर्कस्पेसमधले आपोआप भाषांतर (आणि ब्रिज) थांबले आहे: {limit} {unit} चे महिन्याचे बजेट पुढच्या संदेशासाठी पुरेसे नाही ({used} वापरले). ते दर महिन्याच्या 1 तारखेला पुन्हा सुरू होते; /settings workspace budget {setting} N ने ते वाढवा.',
  'budget.refused.audioSeconds':
    'ॲडमिनसाठी: या वर्कस्पेसमध्ये व्हॉइस नोट आपोआप लिहून देणे थांबले आहे: {limit} {unit} चे महिन्याचे बजेट पुढच्या संदेशासाठी पुरेसे नाही ({used} वापरले). ते दर महिन्याच्या 1 तारखेला पुन्हा सुरू होते; /settings workspace budget {setting} N ने ते वाढवा.',

  // ---- ब्रिज: मीडिया आणि थांबणे
  'bridge.noRecogniser': 'ही व्हॉइस नोट मला लिहून देता आली नाही: भाषा सेवेकडे {language} ओळखणारे इंजिन नाही.',
  'bridge.pausedRefused':
    'ब्रिजने {channel} थांबवले आहे: त्याने एक संदेश घ्यायला नकार दिला ({reason}). बाकीचे चॅनेल बोलत राहतील. तिथली अडचण दूर करा (dubash ला पुन्हा जोडा, पोस्ट करण्याची परवानगी द्या), मग त्या चॅनेलच्या ॲडमिनने /bridge resume चालवावे.',

  // ---- कामे, मोठी उत्तरे, मोठ्या फाइल
  'job.badPayload':
    'मला या संदेशावर काम करता आले नाही: चॅट ॲपने तो मला वापरता न येणाऱ्या तपशिलांसह पाठवला. कृपया तो पुन्हा पाठवा.',
  'split.asFile': 'उत्तर मोठे आहे, म्हणून ते फाइल म्हणून देतो.',
  'file.tooLarge': 'ही फाइल dubash डाउनलोड करतो त्या {mb} MB पेक्षा मोठी आहे. लहान रेकॉर्डिंग किंवा लहान फाइल पाठवा.',
  'file.tooLargeNamed': '{names}: माझ्यासाठी खूप मोठी ({mb} MB पेक्षा जास्त). लहान रेकॉर्डिंग किंवा लहान फाइल पाठवा.',
  'file.tooLargeTelegram':
    'ही फाइल Telegram बॉटना डाउनलोड करू देते त्या {mb} MB पेक्षा मोठी आहे. लहान रेकॉर्डिंग किंवा लहान फाइल पाठवा, किंवा 2 GB पर्यंतच्या फाइलसाठी लोकल Bot API सर्व्हर (TELEGRAM_API_ROOT) चालवायला बॉटच्या मालकाला सांगा.',

  // ---- भाषांतर नाही, फक्त लिपी बदलली: ॲडमिनसाठी
  'soundedOut.admins':
    'ॲडमिनसाठी: {pairs} चे भाषांतर झाले नाही, फक्त लिपी बदलली: इथल्या भाषा सेवेकडे त्या जोडीसाठी भाषांतराचे इंजिन नाही. खऱ्या भाषांतरासाठी लोकल API ला LibreTranslate सारखा सर्व्हर द्या (LOCAL_MT_URL=http://…), शब्दसंग्रह लोड करा (dubash serve-api --lookup FILE), किंवा Language Services API वापरा (REVERIE_BASE_URL, REVERIE_API_KEY आणि REVERIE_APP_ID सेट करा). हे प्रत्येक वर्कस्पेसमध्ये एकदाच सांगितले जाते.',
  'soundedOut.note':
    'फक्त {script} लिपीत उच्चार लिहिला आहे, भाषांतर नाही; इथे {from}→{to} साठी भाषांतराचे इंजिन नाही — LOCAL_MT_URL सेट करा किंवा Language Services API वापरा',
  'soundedOut.mark': '(फक्त लिप्यंतर, भाषांतर नाही)',
  'soundedOut.sentence': '{note}.',
  'soundedOut.file.whole': '(संपूर्ण मजकुराचे भाषांतर झाले नाही: {note}.)',
  'soundedOut.file.part': '({of} पैकी {passages} भागांचे भाषांतर झाले नाही: {note}.)',

  // ---- वेब चॅटचे स्वागत
  'greeting.welcome':
    '#{channel} मध्ये स्वागत आहे. मी dubash: इंग्रजी आणि भारतीय भाषांमध्ये मी लिपी बदलतो, भाषांतर करतो, व्हॉइस नोट लिहून देतो, लिहिलेले वाचून दाखवतो, चित्रांतला आणि PDF मधला मजकूर वाचतो आणि दस्तऐवजांचे भाषांतर करतो.',
  'greeting.try': 'यापैकी एक करून पाहा (त्यावर क्लिक करा, मग Send):',
  'greeting.pickLanguage':
    'प्रत्येक सदस्य आपण वाचतो ती भाषा निवडतो: “reads” चौकटीत, किंवा /settings me language ta ने. प्रत्येक संदेशाचे प्रत्येक सदस्याच्या भाषेत भाषांतर व्हावे, यासाठी एखाद्या ॲडमिनने हे पाठवावे:',
  'greeting.admins':
    'इथले ॲडमिन: {admins} (LOCAL_ADMINS मध्ये त्यांची नावे आहेत). ॲडमिन म्हणून वापरण्यासाठी चॅट {first} म्हणून उघडा: सदस्याच्या चौकटीत ते नाव लिहा, किंवा {first} म्हणून साइन इन करा (LOCAL_ADMIN_PASSWORD सेट असेल तर त्यासह).',
  'greeting.noAdmins': 'इथे अजून कोणी ॲडमिन नाही: LOCAL_ADMINS मध्ये ॲडमिनची नावे द्या आणि पुन्हा सुरू करा.',
  'greeting.noEngine':
    'इथे इंग्रजी आणि भारतीय भाषांमधले भाषांतराचे कोणतेही इंजिन चालत नाही, म्हणून अशी भाषांतरे वाचणाऱ्याच्या लिपीत फक्त उच्चारानुसार लिहिली जातात, आणि तसे सांगितले जाते. इंजिन जोडण्यासाठी यापैकी एकासह dubash पुन्हा सुरू करा:',
  'greeting.readme': 'README मधला “Connecting a translation engine” भाग प्रत्येक पद्धत दाखवतो.',
  'greeting.api': 'भाषेचे काम {url} वरच्या Language Services API कडे जाते: तुमच्या खात्याला परवानगी असलेल्या भाषा.',
  'greeting.offline': 'या मशीनवर इंटरनेटशिवाय चालणारे:',
  'greeting.help': 'सगळ्या कमांड पाहण्यासाठी /help लिहा.',
  // ---- प्लॅटफॉर्मने न दिलेल्या फाइल
  'file.gone': '{platform} कडे ती फाइल आता नाही. ती पुन्हा पाठवा.',
  'file.noWay': '{platform} ने ती फाइल डाउनलोड करण्याचा कोणताही मार्ग दिला नाही. ती पुन्हा पाठवा.',
  'file.elsewhere': 'ते अटॅचमेंट {platform} वर नाही. फाइलच पाठवा.',
  'file.slackSignIn':
    'फाइलऐवजी Slack ने त्याचे साइन-इन पान पाठवले: बॉट टोकनला ते वाचता येत नाही. ॲपकडे files:read स्कोप आहे का आणि ते या चॅनेलमध्ये आहे का ते पाहा, मग फाइल पुन्हा पाठवा.',
  'file.room.workspace':
    'या वर्कस्पेसमध्ये आधीच {used} फाइल्स ठेवल्या आहेत (जास्तीत जास्त {limit}): अटॅचमेंट असलेले संदेश हटवा, किंवा जुन्या फाइल्सची मुदत संपेपर्यंत थांबा ({days} दिवसांनंतर)',
  'file.room.chat':
    'चॅटमध्ये आत्ता आणखी फाइल्ससाठी जागा नाही: थोड्या वेळाने पुन्हा प्रयत्न करा, किंवा चालवणाऱ्यांना जागा करायला सांगा',
  'file.room.audio': 'मी ऑडिओ तयार केला, पण तो ठेवता आला नाही: {why}.',
  'file.room.image': 'मी चित्र तयार केले, पण ते ठेवता आले नाही: {why}.',
  'file.room.document': 'मी फाइल तयार केली, पण ती ठेवता आली नाही: {why}.',
  'pipeline.lostChannel': 'त्या उत्तराचा चॅनेल हरवला. पुन्हा विचारा.',
  // ---- परवानगी नसल्याने Discord ने नकार दिला: सर्व्हरच्या ॲडमिनसाठी
  'rights.what.send': 'संदेश पाठवण्यासाठी',
  'rights.what.edit': 'संदेश बदलण्यासाठी',
  'rights.what.delete': 'संदेश हटवण्यासाठी',
  'rights.discord.noAccess':
    'dubash ला तो चॅनेल दिसत नाही (Missing Access), त्यामुळे तिथे {what} त्याला परवानगी नाही. त्या चॅनेलमध्ये dubash रोलला View Channel आणि Read Message History च्या परवानग्या द्या.',
  'rights.discord.missing':
    'त्या चॅनेलमध्ये {what} dubash कडे एक परवानगी नाही (Missing Permissions). तिथे dubash रोलला Send Messages, Attach Files, Read Message History, Manage Messages आणि Manage Webhooks च्या परवानग्या द्या.',
  'rights.discord.where': '⚠️ {sentence} (चॅनेल {channel})',
  // ---- परवानगी नसल्याने Telegram ने पाठवू दिले नाही: चॅटसाठी
  'rights.what.voice': 'व्हॉइस मेसेज पाठवण्यासाठी',
  'rights.what.photo': 'फोटो पाठवण्यासाठी',
  'rights.what.document': 'फाइल पाठवण्यासाठी',
  'rights.what.deleteAsAdmin': 'संदेश हटवण्यासाठी (मला “Delete messages” अधिकारासह ॲडमिन करा)',
  'rights.telegram': 'या चॅटमध्ये {what} मला परवानगी नाही. ॲडमिन चॅटच्या सेटिंग्जमध्ये याची परवानगी देऊ शकतात.',
  'pipeline.busy': 'हा सर्व्हर या मिनिटात dubash ला खूप जास्त विनंत्या पाठवत आहे. एका मिनिटाने पुन्हा प्रयत्न करा.',
  // ---- Slack Web API च्या अडचणी
  'slack.notInChannel':
    'मी या चॅनेलमध्ये नाही, त्यामुळे इथे पोस्ट करू शकत नाही. चॅनेलमध्ये `/invite @dubash` लिहा, मग पुन्हा प्रयत्न करा.',
  'slack.says': 'Slack चे उत्तर: {code}.',
  'slack.missingScope':
    'ॲडमिनसाठी: dubash ॲपकडे `{scope}` स्कोप नसल्याने Slack ने एक कॉल नाकारला. तो OAuth & Permissions → Bot Token Scopes मध्ये जोडा (किंवा `dubash slack manifest` चा मॅनिफेस्ट पुन्हा चिकटवा) आणि ॲप पुन्हा इन्स्टॉल करा.',
  'slack.home.intro':
    'भारतीय भाषा आणि इंग्रजी यांच्यात भाषांतर. कुठेही `/dubash help` लिहा, किंवा संदेशांचे शॉर्टकट वापरा (संदेशावर ⋯ → *Translate*, *Transcribe*, *Speak*, *Read text*).',
  'slack.home.language': '*माझी भाषा:* {language}',
  'slack.home.languageDefault': '*माझी भाषा:* {language} _(तुमच्या Slack भाषेवरून किंवा वर्कस्पेसवरून)_',
  'slack.home.script': '*रोमन हिंदी दिसते:* {script}',
  'slack.home.script.latin': 'रोमन अक्षरांत',
  'slack.home.script.native': 'तिच्या स्वतःच्या लिपीत',
  'slack.home.change': 'माझी सेटिंग्ज बदला',
  'slack.home.admins': 'वर्कस्पेस (ॲडमिन)',
  'slack.home.workspaceLanguage': '*वर्कस्पेसची भाषा:* {language}',
  'slack.home.month': '*या महिन्यात*\nभाषांतरित अक्षरे: {characters}\nऑडिओचे सेकंद: {audio}',
  'slack.home.bar': '{bar} {percent}% ({budget} पैकी {used})',
  'slack.home.noLimit': '{used} वापरले (मर्यादा नाही)',
  'slack.home.privacy':
    '*गोपनीयता:* API लॉगिंग `{logging}` (बदलण्यासाठी: `/dubash settings workspace privacy logging false`)',
  'slack.home.channel': 'चॅनेलची सेटिंग्ज: चॅनेलमध्ये `/dubash settings` लिहिल्यावर उघडतात.',
  // bridged media's captions, in the receiving side's language (src/features/bridge/relay.ts)
  'bridge.media.image': '{who} यांनी एक चित्र पाठवले',
  'bridge.media.file': '{who} यांनी एक फाइल पाठवली',
  'bridge.media.voice': '{who} यांनी एक व्हॉइस नोट पाठवली',
  'bridge.media.voiceNote': 'व्हॉइस नोट',
  // Telegram's inline answer: the title of the transliteration (src/features/inline.ts)
  'inline.latin': 'रोमन अक्षरांत: {latin}',
  // a localized document's caption; {language} is named in the reader's language (src/jobs/handlers.ts)
  'localize.caption': '{name} ({language}मध्ये)',
  'destinations.original': '↩ मूळ संदेश',
  'author.unnamed': 'एक सदस्य',
  // the web chat's storage (Redis) full: said to the member who posts (adapters/local/routes.ts)
  'file.room.full': 'चॅटची साठवण भरली आहे, त्यामुळे नवीन काहीही जतन करता येत नाही: चालवणाऱ्यांना जागा करायला सांगा',
  // /settings as a form (commands/settings-form.ts; Slack's modal)
  'settings.form.title': 'dubash सेटिंग्ज',
  'settings.form.save': 'जतन करा',
  'settings.form.cancel': 'रद्द करा',
  'settings.form.keep': 'आहे तसेच ठेवा',
  'settings.form.you': 'तुमच्यासाठी',
  'settings.form.channel': 'हे चॅनेल (ॲडमिन)',
  'settings.form.language': 'माझी भाषा',
  'settings.form.languageHint': 'तुमच्यासाठी भाषांतरे याच भाषेत येतील.',
  'settings.form.script': 'रोमन लिपीतील हिंदी कोणत्या लिपीत दाखवायची',
  'settings.form.native': 'तिच्या स्वतःच्या लिपीत',
  'settings.form.latin': 'रोमन अक्षरांत',
  'settings.form.translate': 'प्रत्येक संदेशाचे भाषांतर या भाषेत करा',
  'settings.form.translateHint': 'भाषांतरे प्रत्येक संदेशाच्या थ्रेडमध्ये येतात.',
  'settings.form.eachMember': 'प्रत्येक सदस्याची स्वतःची भाषा',
  'settings.form.transcribe': 'व्हॉइस आणि हडल क्लिप लिखित स्वरूपात आणा',
  'settings.form.ocr': 'पाठवलेल्या चित्रांतील मजकूर वाचा',
  'settings.form.on': 'चालू',
  'settings.form.off': 'बंद',
  // Slack's install pages (adapters/slack/oauth.ts)
  'slack.install.failedTitle': 'dubash इन्स्टॉल झाले नाही',
  'slack.install.ourFault': 'आमच्या बाजूने काहीतरी बिघडले. {link} येथून पुन्हा प्रयत्न करा.',
  'slack.install.repeated': 'ही इन्स्टॉल लिंक सदोष आहे (एखादा पॅरामीटर दोनदा आला आहे). {link} येथून पुन्हा सुरुवात करा.',
  'slack.install.slackSaid': 'Slack ने सांगितले: {error}. {link} येथून पुन्हा सुरुवात करा.',
  'slack.install.invalid': 'ही इन्स्टॉल लिंक अवैध आहे, किंवा तिची मुदत संपली आहे. {link} येथून पुन्हा सुरुवात करा.',
  'slack.install.otherBrowser':
    'ही इन्स्टॉल लिंक दुसऱ्या ब्राउझरमध्ये सुरू झाली होती (किंवा तिच्या कुकीची मुदत संपली). याच ब्राउझरमध्ये {link} येथून पुन्हा सुरुवात करा.',
  'slack.install.used': 'ही इन्स्टॉल लिंक आधीच वापरली गेली आहे. {link} येथून पुन्हा सुरुवात करा.',
  'slack.install.noToken': 'Slack ने टोकन दिले नाही ({error}). {link} येथून पुन्हा प्रयत्न करा.',
  'slack.install.doneTitle': 'dubash इन्स्टॉल झाले',
  'slack.install.done':
    'dubash आता {team} मध्ये आहे. {invite} वापरून त्याला एखाद्या चॅनेलमध्ये बोलवा, किंवा {help} लिहा.',
  // the web chat's refusals, sign-in page and microphone (adapters/local)
  'webchat.crossSite': 'नाकारले: ही विनंती दुसऱ्या साइटवरून आली आहे; चॅट तिच्या स्वतःच्या पानावरूनच वापरा',
  'webchat.signIn': 'आधी साइन इन करा: POST /local/api/login, {user, password} सह',
  'webchat.noFile': '{id} ही फाइल नाही (ती हटवली गेली, किंवा तिची मुदत संपली)',
  'webchat.signedInAs': 'तुम्ही {name} म्हणून साइन इन केले आहे: तुम्ही फक्त स्वतःच्या नावानेच काही करू शकता',
  'webchat.fileTooLarge': 'फाइल {mb} MB पेक्षा मोठी आहे; लहान फाइल पाठवा',
  'webchat.textTooLong': 'मजकूर {max} अक्षरांपेक्षा लांब आहे; तो फाइल म्हणून पाठवा',
  'webchat.shuttingDown': 'चॅट बंद होत आहे; थोड्या वेळाने पुन्हा प्रयत्न करा',
  'webchat.noMessage': 'तो संदेश आता इथे नाही',
  'webchat.onlyAuthorEdit': 'संदेश फक्त तो लिहिणाऱ्यालाच बदलता येतो',
  'webchat.onlyAuthorDelete': 'संदेश फक्त तो लिहिणाऱ्यालाच हटवता येतो',
  'webchat.buttonGone': 'ते बटण आता इथे नाही',
  'webchat.login.title': 'dubash — साइन इन',
  'webchat.login.member': 'सदस्य',
  'webchat.login.password': 'पासवर्ड',
  'webchat.login.submit': 'साइन इन करा',
  'webchat.login.wrong': 'पासवर्ड चुकीचा आहे',
  'webchat.login.locked': 'या पत्त्यावरून खूप वेळा चुकीचा पासवर्ड आला; 10 मिनिटे थांबा',
  'webchat.login.lookAlike': '{name} हे नाव एखाद्या ॲडमिनच्या नावासारखे दिसते: दुसऱ्या नावाने साइन इन करा',
  'webchat.mic.unavailable': 'मायक्रोफोन उपलब्ध नाही: {error} (या पानाला मायक्रोफोनची परवानगी द्या)',
  'webchat.mic.connecting': 'जोडत आहे…',
  'webchat.mic.listening': 'ऐकत आहे',
  'webchat.mic.hearing': 'ऐकू येत आहे: {text}',
  'webchat.mic.heard': 'ऐकले: {text}',
  'webchat.mic.off': 'कॅप्शन बंद',
  'webchat.mic.sent': 'तुमचा संदेश म्हणून पाठवले',
  'webchat.mic.failed': 'पाठवता आले नाही ({status})',
  'webchat.captions.unavailable': 'या चॅटमध्ये लाइव्ह कॅप्शन उपलब्ध नाहीत',
  'webchat.captions.otherTab': 'तुमच्यासाठी लाइव्ह कॅप्शन दुसऱ्या टॅबमध्ये आधीच चालू आहेत: आधी ती तिथे बंद करा',
  'webchat.captions.failed': 'लाइव्ह कॅप्शन सुरू होऊ शकली नाहीत; पुन्हा प्रयत्न करा',
  // the web chat page's own controls (adapters/local/page.ts, mic-page.ts, reaction-page.ts)
  'webchat.page.title': 'dubash — लोकल चॅट',
  'webchat.page.workspace': 'वर्कस्पेस',
  'webchat.page.channel': 'चॅनेल',
  'webchat.page.reads': 'वाचनाची भाषा',
  'webchat.page.placeholder': 'संदेश, किंवा /help',
  'webchat.page.send': 'पाठवा',
  'webchat.page.live': 'जोडलेले',
  'webchat.page.reconnecting': 'पुन्हा जोडत आहे…',
  'webchat.page.sent': 'पाठवले',
  'webchat.page.reply': 'उत्तर द्या',
  'webchat.page.isReply': 'उत्तर',
  'webchat.page.replyingTo': '{name} यांना उत्तर',
  'webchat.page.edit': 'बदला',
  'webchat.page.delete': 'हटवा',
  'webchat.page.editLabel': 'तुमचा संदेश बदला',
  'webchat.page.save': 'जतन करा',
  'webchat.page.cancel': 'रद्द करा',
  'webchat.page.admin': 'ॲडमिन',
  'webchat.page.onlyYou': 'फक्त तुम्हाला दिसते',
  'webchat.page.onlyThese': 'फक्त {names} यांना दिसते',
  'webchat.page.translatedTo': '{language} मध्ये भाषांतर',
  'webchat.mic.startButton': 'कॅप्शन सुरू करा',
  'webchat.mic.stopButton': '■ कॅप्शन थांबवा',
  'webchat.mic.spoken': 'बोलली जाणारी भाषा',
  'webchat.mic.dictate': 'माझा संदेश म्हणून पाठवा',
  'webchat.react.choose': 'भाषांतर…',
  'webchat.react.label': 'रिॲक्शनने भाषांतर',
  'webchat.react.failed': 'रिॲक्शन देता आले नाही',
};

// தமிழ்: en.ts-இல் உள்ள அதே விசைகள். கட்டளைகள், விருப்பங்கள், மதிப்புகள் (`/settings me language ta`)
// தட்டச்சு செய்வது போலவே இருக்கும்; இங்கே இல்லாத வாக்கியம் ஆங்கிலத்தில் போகும்.
import type { Catalog } from './types.js';

export const ta: Catalog = {
  'pipeline.unknownCommand': '/{name} எனக்குத் தெரியாது. நான் என்னென்ன செய்வேன் என்று பார்க்க /help என்று அனுப்புங்கள்.',
  'pipeline.staleButton': 'இந்தப் பொத்தான் இப்போது வேலை செய்யாது. கட்டளையை மீண்டும் அனுப்புங்கள்.',
  'access.channelAdmin': 'இதை இந்தச் சேனலின் நிர்வாகிகள் மட்டுமே செய்ய முடியும்.',
  'access.workspaceAdmin': 'இதை வொர்க்ஸ்பேஸ் நிர்வாகிகள் மட்டுமே செய்ய முடியும்.',
  'usage.month.title':
    '📊 இந்த மாதம் இந்த வொர்க்ஸ்பேஸின் பயன்பாடு (ஒவ்வொரு மாதமும் 1-ஆம் தேதி கணக்கு புதிதாகத் தொடங்கும்; இன்னும் {days} நாட்கள் உள்ளன):',
  'usage.month.line': '• {what}: {limit}-இல் {used} ({percent}%), மீதம் {left}',
  'usage.month.lineNoLimit': '• {what}: {used} (வரம்பு இல்லை)',
  'usage.month.characters': 'மொழிபெயர்ப்புக்கோ பகுப்பாய்வுக்கோ அனுப்பிய எழுத்துகள்',
  'usage.month.audioSeconds': 'கேட்ட அல்லது பேசிய ஒலியின் விநாடிகள்',
  'usage.month.change':
    'வரம்பை மாற்ற: /settings workspace budget characters N (அல்லது audio N; 0 என்றால் வரம்பு இல்லை).',
  'pipeline.usage': '{error}\nஇப்படி எழுதுங்கள்: /{command} {usage}',
  'action.saving': 'சேமிக்கிறேன்…',
  'option.unknownLanguage': '"{word}" என்ற மொழி எனக்குத் தெரியாது. மொழிக் குறியீட்டைப் பயன்படுத்துங்கள்: {codes}.',
  'option.noLanguages': 'குறைந்தது ஒரு மொழியையாவது சொல்லுங்கள், உதாரணமாக hi,ta.',
  'option.unknownVoice': '"{word}" என்ற குரல் இல்லை. இருக்கும் குரல்கள்: {voices}.',
  'option.number': '{name} {min} முதல் {max} வரையிலான எண்ணாக இருக்க வேண்டும்.',
  'option.wholeNumber': '{name} {min} முதல் {max} வரையிலான முழு எண்ணாக இருக்க வேண்டும்.',
  'option.choice': '{name} இவற்றில் ஒன்றாக இருக்க வேண்டும்: {choices} ("{word}" அல்ல).',
  'option.attach': '{name}-ஐச் செய்தியுடன் இணைத்து அனுப்புங்கள்.',
  'option.notUnderstood': '"{words}" எனக்குப் புரியவில்லை.',
  'option.unknown': '"{name}" என்ற விருப்பம் இல்லை.',
  'option.required': '{name}-ஐயும் கொடுங்கள்.',
  'usage.speed': 'வேகம் 0.5 முதல் 1.5 வரையிலான எண்ணாக இருக்க வேண்டும்.',
  'usage.text.translate': 'மொழிபெயர்க்க ஏதாவது எழுதுங்கள், அல்லது ஒரு செய்திக்குப் பதிலாக இந்தக் கட்டளையை அனுப்புங்கள்.',
  'usage.text.transliterate':
    'எழுத்துமாற்றம் செய்ய ஏதாவது எழுதுங்கள், அல்லது ஒரு செய்திக்குப் பதிலாக இந்தக் கட்டளையை அனுப்புங்கள்.',
  'usage.text.speak': 'வாசித்துக் காட்ட ஏதாவது எழுதுங்கள், அல்லது ஒரு செய்திக்குப் பதிலாக இந்தக் கட்டளையை அனுப்புங்கள்.',
  'usage.text.analyse': 'பகுப்பாய்வு செய்ய ஏதாவது எழுதுங்கள், அல்லது ஒரு செய்திக்குப் பதிலாக இந்தக் கட்டளையை அனுப்புங்கள்.',
  'budget.used':
    'இந்த வொர்க்ஸ்பேஸ் இந்த மாதத்துக்கான {limit} {unit} வரம்பை முழுதாகப் பயன்படுத்திவிட்டது. இது ஒவ்வொரு மாதமும் 1-ஆம் தேதி புதுப்பிக்கப்படும்; நிர்வாகி /settings workspace budget {setting} N மூலம் இதை உயர்த்தலாம்.',
  'budget.short':
    'இதற்கு {amount} {unit} தேவை, ஆனால் இந்த மாத வரம்பில் {left} மட்டுமே மீதம் உள்ளது. சிறியதாக அனுப்புங்கள், அல்லது வரம்பை உயர்த்த நிர்வாகியிடம் கேளுங்கள்.',
  'budget.unit.characters': 'எழுத்துகள்',
  'budget.unit.audioSeconds': 'விநாடி ஒலி',

  'error.exhausted':
    'இந்த வொர்க்ஸ்பேஸுக்கான மொழிச் சேவை வரவுகள் தீர்ந்துவிட்டன. நிர்வாகி வரவுகளைச் சேர்க்க வேண்டும்; அவர்களிடம் சொல்லிவிட்டேன்.',
  'error.keyExpired': 'மொழிச் சேவையின் சாவி காலாவதியாகிவிட்டது. அதைப் புதுப்பிக்க நிர்வாகியிடம் கேளுங்கள்.',
  'error.languageNotEnabled':
    'இந்த மொழி அல்லது குரல் இந்த வொர்க்ஸ்பேஸுக்கு இயக்கப்படவில்லை. வேறொன்றைத் தேர்ந்தெடுங்கள், அல்லது இயக்கும்படி நிர்வாகியிடம் கேளுங்கள்.',
  'error.featureNotEnabled': 'இந்த வசதி இந்த வொர்க்ஸ்பேஸுக்கு இயக்கப்படவில்லை. இயக்கும்படி நிர்வாகியிடம் கேளுங்கள்.',
  'error.auth': 'மொழிச் சேவையில் என்னால் உள்நுழைய முடியவில்லை. சாவியைச் சரிபார்க்கும்படி நிர்வாகியிடம் கேளுங்கள்.',
  'error.invalid': 'இது நடக்கவில்லை: {reason}.',
  'error.speech': 'இந்த ஒலியை என்னால் எழுத்தாக்க முடியவில்லை ({reason}). தெளிவான அல்லது சற்று நீளமான பதிவை அனுப்புங்கள்.',
  'error.batch': 'எழுத்தாக்கம் தோல்வியடைந்தது ({reason}). சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'error.unexpected': 'என் பக்கத்தில் ஏதோ தவறு நடந்துவிட்டது. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
  'notice.exhausted':
    'நிர்வாகிகளுக்கு: இந்தக் கணக்கின் வரவுகள் தீர்ந்துவிட்டதாக மொழிச் சேவை சொல்கிறது, அதனால் மொழிபெயர்ப்பு, பேச்சு மற்ற வசதிகள் வேலை செய்யவில்லை. கணக்கில் வரவுகளைச் சேருங்கள் (அல்லது வேறு API சாவியைப் பயன்படுத்துங்கள்).',

  'start.hello': 'வணக்கம், {name}!',
  'start.helloNoName': 'வணக்கம்!',
  'start.welcome':
    'நான் dubash: ஆங்கிலத்துக்கும் இந்திய மொழிகளுக்கும் இடையே மொழிபெயர்ப்பேன், எழுத்துமாற்றம் செய்வேன், எழுதியதை வாசித்துக் காட்டுவேன், குரல் செய்திகளை எழுத்தாக்குவேன், படங்களில் உள்ள எழுத்துகளைப் படிப்பேன்.\n' +
    'முதல் படிகள்:\n' +
    '1. நீங்கள் படிக்கும் மொழியைத் தேர்ந்தெடுங்கள்: /settings me language ta (அல்லது கீழே உள்ள பொத்தான்).\n' +
    '2. முயன்று பாருங்கள்: /translate to hi,ta Where is the report?\n' +
    '3. எந்தச் செய்திக்கும் /translate, /speak அல்லது /transcribe மூலம் பதில் அனுப்புங்கள்.\n' +
    'குழுவில் நிர்வாகி தானியங்கி மொழிபெயர்ப்பை இயக்கலாம்: /settings channel translate members',
  'start.button.language': '🌐 என் மொழி',
  'start.button.help': '📖 எல்லாக் கட்டளைகளும்',
  'help.header': 'கட்டளைகள் (ஒவ்வொன்றும் அதனுடன் எழுதிய உரையிலோ, நீங்கள் பதில் அளிக்கும் செய்தியிலோ செயல்படும்):',
  'help.noSuchCommand': '/{name} என்ற கட்டளை இல்லை. எல்லாக் கட்டளைகளையும் பார்க்க /help என்று அனுப்புங்கள்.',

  'translate.unknownLanguage':
    'இது எந்த மொழி என்று என்னால் சொல்ல முடியவில்லை. `from` மூலம் சொல்லுங்கள், உதாரணமாக /translate from en to ta …',
  'translate.nothing': 'மொழிபெயர்க்க எதுவும் இல்லை: இதில் எமோஜி, இணைப்புகள் அல்லது நிரல் மட்டுமே உள்ளன.',
  'translate.already': 'இது ஏற்கெனவே {language} மொழியில் உள்ளது.',
  'translate.failed': 'இதை {language} மொழியில் மொழிபெயர்க்க முடியவில்லை; சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  'translate.tooLong':
    'இந்த உரை மொழிபெயர்க்க மிக நீளமானது ({length} எழுத்துகள்; அதிகபட்சம் {limit}): பிரித்து அனுப்புங்கள், அல்லது .txt கோப்பாக /localize மூலம் அனுப்புங்கள்.',
  'transliterate.unknownScript':
    'இது எந்த எழுத்துமுறை என்று என்னால் சொல்ல முடியவில்லை. `from` மூலம் சொல்லுங்கள், உதாரணமாக /transliterate from en to ta …',
  'transliterate.already': 'இது ஏற்கெனவே {language} எழுத்தில் உள்ளது.',
  'speak.tooLong':
    'இந்த உரை வாசித்துக் காட்ட மிக நீளமானது ({length} எழுத்துகள்; அதிகபட்சம் {limit}): சிறு செய்திகளாகப் பிரித்து அனுப்புங்கள்.',
  'speak.progress': '🔊 உங்களுக்காகப் பதிவு செய்கிறேன்…',
  'transcribe.noAudio': 'ஒரு குரல் செய்திக்கு /transcribe மூலம் பதில் அனுப்புங்கள் (அல்லது ஒலிக் கோப்பை இணையுங்கள்).',
  'transcribe.progress': '🎙️ எழுத்தாக்குகிறேன்…',
  'transcribe.progressLong': '🎙️ நீண்ட பதிவை எழுத்தாக்குகிறேன்; சில நிமிடங்கள் ஆகலாம்…',
  'ocr.noImage': 'படம் அல்லது PDF-ஐ இணைத்து /ocr அனுப்புங்கள் (அல்லது அதற்கு /ocr மூலம் பதில் அனுப்புங்கள்).',
  'ocr.progress': '🔎 எழுத்துகளைப் படிக்கிறேன்…',
  'job.empty.recording': 'இந்தப் பதிவு காலியாக உள்ளது. மீண்டும் அனுப்புங்கள்.',
  'job.empty.file': 'இந்தக் கோப்பு காலியாக உள்ளது. மீண்டும் அனுப்புங்கள்.',
  'job.empty.document': 'இந்த ஆவணம் காலியாக உள்ளது. மீண்டும் அனுப்புங்கள்.',
  'job.noDuration':
    'இந்தப் பதிவு எவ்வளவு நீளம் என்று என்னால் அறிய முடியவில்லை. WAV, OGG/Opus, MP3, FLAC அல்லது M4A பதிவை அனுப்புங்கள்.',
  'job.unreadableAudio':
    'இந்த ஒலியை என்னால் படிக்க முடியவில்லை ({reason}). WAV, OGG/Opus, MP3, FLAC அல்லது M4A பதிவை அனுப்புங்கள்.',
  'job.noSpeech': 'இந்தப் பதிவில் எந்தப் பேச்சும் எனக்குக் கேட்கவில்லை.',
  'job.transcriptFile': 'முழு எழுத்துப் படி, கோப்பாக.',
  'job.notImage':
    'இந்தக் கோப்பு படமோ PDF-ஓ அல்ல, அதனால் அதிலுள்ள எழுத்துகளைப் படிக்க முடியாது. PNG, JPEG அல்லது PDF அனுப்புங்கள்.',
  'job.noText': 'இந்தப் படத்தில் எந்த எழுத்தும் இல்லை.',
  'job.cannotLocalize': '"{name}"-ஐ என்னால் மொழிபெயர்க்க முடியாது. .docx, .txt, .srt அல்லது .html கோப்பை இணையுங்கள்.',
  'job.noTranslations': 'ஆவணம் மொழிபெயர்ப்பு இல்லாமல் திரும்பி வந்தது. மீண்டும் முயலுங்கள்.',
  'localize.noDocument':
    '.docx, .txt, .srt அல்லது .html கோப்பை இணைத்து /localize அனுப்புங்கள் (அல்லது அதற்குப் பதில் அனுப்புங்கள்).',
  'localize.badType': '{ext} கோப்புகளை என்னால் மொழிபெயர்க்க முடியாது. .docx, .txt, .srt அல்லது .html கோப்பை இணையுங்கள்.',
  'localize.thatKind': 'இந்த வகைக்',
  'localize.alreadyIn': 'ஆவணம் ஏற்கெனவே {language} மொழியில் உள்ளது. எந்த மொழியில் வேண்டும் என்று `to` மூலம் சொல்லுங்கள்.',
  'localize.progress': '📑 {name}: {languages} மொழியில் மொழிபெயர்க்கிறேன்…',
  'localize.theDocument': 'ஆவணம்',

  'bridge.noAction': 'பாலத்தை வைத்து என்ன செய்ய வேண்டும் என்று சொல்லுங்கள்.',
  'bridge.noCode': 'மற்ற நிர்வாகிக்கு `/bridge create` மூலம் கிடைத்த குறியீட்டைக் கொடுங்கள்.',
  'bridge.noMode':
    '`/bridge mode members` (உறுப்பினர்கள் படிக்கும் மொழிகளில் செய்திகள் வரும்) அல்லது `/bridge mode channel` (சேனலின் ஒரே மொழியில்) என்று சொல்லுங்கள்.',
  'bridge.unavailable': 'இந்தச் சர்வரில் பால வசதி இல்லை.',
  'bridge.adminOnly': 'இந்தச் சேனலின் பாலத்தை அதன் நிர்வாகி மட்டுமே மாற்ற முடியும். `/bridge list` அதைக் காட்டும்.',
  'bridge.created':
    'பாலக் குறியீடு: {code} ({minutes} நிமிடங்களுக்குச் செல்லும், ஒரு சேனலுக்கு மட்டும்; இது உங்களுக்கு மட்டுமே தெரியும்). மற்ற சேனலில் (எந்தத் தளத்திலும்) ஒரு நிர்வாகி /bridge join {code} இயக்கட்டும். அதன் பின் செய்திகள் இரு பக்கமும் செல்லும், ஒவ்வொரு சேனலின் மொழியிலும் மொழிபெயர்க்கப்பட்டு. மேலும் ஒவ்வொரு சேனலுக்கும் /bridge create மீண்டும் இயக்குங்கள்.',
  'bridge.joined':
    'பாலம் இணைந்தது. இனி இந்தச் சேனல்கள் ஒரே உரையாடலில் உள்ளன:\n{legs}\nஒவ்வொன்றுக்கும் தெரிவிக்கப்பட்டது. /bridge leave இந்தச் சேனலைப் பாலத்திலிருந்து வெளியேற்றும்.',
  'bridge.none': 'இந்தச் சேனல் எந்தப் பாலத்திலும் இல்லை. நிர்வாகி /bridge create மூலம் பாலத்தைத் தொடங்கலாம்.',
  'bridge.list': 'இந்தச் சேனலின் பாலம்:\n{legs}',
  'bridge.left': 'இந்தச் சேனல் தன் பாலத்திலிருந்து விலகியது: இனி செய்திகள் கடந்து செல்லாது.',
  'bridge.notBridged': 'இந்தச் சேனல் எந்தப் பாலத்திலும் இல்லை.',
  'bridge.paused':
    'இந்தச் சேனலுக்குப் பாலம் நிறுத்தப்பட்டது: /bridge resume வரை இங்கிருந்து எதுவும் போகாது, இங்கே எதுவும் வராது.',
  'bridge.resumed': 'இந்தச் சேனலுக்குப் பாலம் மீண்டும் இயங்குகிறது.',
  'bridge.modeMembers':
    'இனி பாலச் செய்திகள் இங்கே இந்தச் சேனல் உறுப்பினர்கள் படிக்கும் மொழிகளில், ஒவ்வொன்றும் ஒரு வரியாக வரும்.',
  'bridge.modeChannel': 'இனி பாலச் செய்திகள் இங்கே இந்தச் சேனலின் மொழியில் வரும்.',
  'bridge.channel': '{platform} {channel}',
  'bridge.who': '{name} ({platform})',
  'bridge.leg': '• {platform} {channel}{self}: {reads}{state}',
  'bridge.leg.self': ' (இந்தச் சேனல்)',
  'bridge.leg.members': 'அதன் உறுப்பினர்களின் மொழிகள்',
  'bridge.leg.paused': ' — நிறுத்தப்பட்டுள்ளது',
  'bridge.leg.refused': ' — நிறுத்தப்பட்டுள்ளது: ஒரு செய்தியை ஏற்க மறுத்தது',
  'bridge.leg.webChat': 'வலை அரட்டை',
  'bridge.alreadyBridged': 'இந்தச் சேனல் ஏற்கெனவே பாலத்தில் இணைந்துள்ளது.',
  'bridge.unknownCode':
    'இந்தக் குறியீடு தெரியாதது, காலாவதியானது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டது. `bridge create`-ஐ மீண்டும் இயக்கும்படி மற்ற நிர்வாகியிடம் கேளுங்கள்.',
  'bridge.alreadyInThat': 'இந்தச் சேனல் ஏற்கெனவே அந்தப் பாலத்தில் உள்ளது.',
  'bridge.inAnother': 'இந்தச் சேனல் ஏற்கெனவே வேறொரு பாலத்தில் உள்ளது. முதலில் `bridge leave` இயக்குங்கள்.',

  'captions.noAction': '`consent on`, `consent off`, `start` அல்லது `stop` என்று சொல்லுங்கள்.',
  'captions.noConsentState':
    'குரல் சேனல்களில் உங்களுக்குத் துணைத்தலைப்பு வர `/captions consent on` என்றும், வேண்டாம் என்றால் `/captions consent off` என்றும் சொல்லுங்கள்.',
  'captions.unavailable': 'இந்தச் சர்வரில் நேரடித் துணைத்தலைப்பு வசதி இல்லை.',
  'captions.consentOn':
    'நேரடித் துணைத்தலைப்பு இயங்கும்போது, உங்கள் அடுத்த சொற்களிலிருந்து, இங்குள்ள குரல் சேனல்களில் உங்களுக்குத் துணைத்தலைப்பு வரும். `/captions consent off` மூலம் ஒப்புதலைத் திரும்பப் பெறலாம்.',
  'captions.consentOff':
    'இனி இங்கே உங்களுக்குத் துணைத்தலைப்பு வராது: உங்கள் அடுத்த சொற்களிலிருந்து உங்கள் குரல் பெறப்படாது. `/captions consent on` மூலம் மீண்டும் ஒப்புதல் தரலாம்.',

  'settings.onOff': '{what}-க்கு on அல்லது off என்று சொல்லுங்கள்.',
  'settings.needValue': '{what}-க்கு ஒரு மதிப்பைக் கொடுங்கள்.',
  'settings.range': '{what} {min} முதல் {max} வரையிலான எண்ணாக இருக்க வேண்டும்.',
  'settings.translateFirst': 'முதலில் தானியங்கி மொழிபெயர்ப்பை இயக்குங்கள், உதாரணமாக /settings channel translate hi,ta',
  'settings.script': 'எழுத்துமுறை latin அல்லது native ஆக இருக்கலாம்.',
  'settings.domain': 'துறை இவற்றில் ஒன்று: {domains}.',
  'settings.budget': 'வரம்பை இப்படிச் சொல்லுங்கள்: `characters N` அல்லது `audio SECONDS` (0 என்றால் வரம்பு இல்லை).',
  'settings.logging': 'பதிவுக்கு true, no_audio, no_transcript அல்லது false என்று சொல்லுங்கள்.',
  'settings.privacy':
    'தனியுரிமைக்கு `logging true|no_audio|no_transcript|false` அல்லது `retain HOURS` என்று சொல்லுங்கள்.',
  'settings.noSuchSetting': '{level} நிலையில் "{key}" என்ற அமைப்பு இல்லை.',
  'settings.moderation':
    'கண்காணிப்பு off, flag, hide, redact ஆகியவற்றில் ஒன்று; அதன் பின் விரும்பினால் வகைகளும் dry-run-உம்.',
  'settings.moderationTypes': 'கண்காணிப்பு வகைகள் profanity, hate_speech, pii ("{word}" அல்ல).',
  'settings.noLevel': 'me, channel அல்லது workspace என்று தொடங்குங்கள், உதாரணமாக /settings me language ta',
  'settings.noKey': 'எந்த அமைப்பு என்று சொல்லுங்கள், உதாரணமாக /settings me language ta',
  'settings.adminOnly.channel':
    'சேனல் அமைப்புகளை வொர்க்ஸ்பேஸ் நிர்வாகிகள் மட்டுமே மாற்ற முடியும். உங்கள் சொந்த அமைப்புகளை நீங்களே மாற்றலாம், உதாரணமாக /settings me language ta',
  'settings.adminOnly.workspace':
    'வொர்க்ஸ்பேஸ் அமைப்புகளை அதன் நிர்வாகிகள் மட்டுமே மாற்ற முடியும். உங்கள் சொந்த அமைப்புகளை நீங்களே மாற்றலாம், உதாரணமாக /settings me language ta',
  'settings.notThere': 'இதை இங்கே அமைக்க முடியாது: {reason}.',
  'settings.notAllowed': '{what}-க்கு இந்த மதிப்பு அனுமதிக்கப்படவில்லை.',
  'settings.staleButton': 'இந்தப் பொத்தான் இப்போது வேலை செய்யாது. /settings-ஐ மீண்டும் அனுப்புங்கள்.',
  'settings.show.title': 'இங்கே உங்களுக்குப் பொருந்தும் அமைப்புகள்:',
  'settings.show.language': '• உங்கள் மொழி: {language} (எழுத்துமுறை: {script})',
  'settings.show.translate': '• தானியங்கி மொழிபெயர்ப்பு: {translate}{topics}',
  'settings.show.topics': '; ஒவ்வொரு மொழிக்கும் தனி ஃபோரம் தலைப்பு',
  'settings.show.transcribe': '• குரல் செய்திகளைத் தானாக எழுத்தாக்குதல்: {state}',
  'settings.show.ocr': '• படங்களின் எழுத்துகளைத் தானாகப் படித்தல்: {state}',
  'settings.show.moderation': '• கண்காணிப்பு: {moderation}',
  'settings.show.dryRun': '; சோதனை மட்டும் (நிர்வாகிகள் மட்டும் பார்ப்பர்)',
  'settings.show.voice': '• குரல்: {voice}, வேகம் {speed}',
  'settings.show.domain': '• மொழிபெயர்ப்புத் துறை: {domain}',
  'settings.show.privacy': '• தனியுரிமை: API பதிவு {logging}; செய்தி உரை வைக்கப்படும் காலம்: {kept}',
  'settings.show.never': 'ஒருபோதும் இல்லை',
  'settings.show.month': '• இந்த மாதம்: {characters}; {audio}',
  'settings.show.used': '{limit}-இல் {used} {unit}',
  'settings.show.usedNoLimit': '{used} {unit} (வரம்பு இல்லை)',
  'settings.show.change': 'மாற்ற: /settings me|channel|workspace KEY VALUE (/help பாருங்கள்).',
  'settings.done.member': 'முடிந்தது. உங்கள் அமைப்பு மாறியது — {what}: {said}.',
  'settings.done.channel': 'முடிந்தது. இந்தச் சேனலின் அமைப்பு மாறியது — {what}: {said}.',
  'settings.done.workspace': 'முடிந்தது. வொர்க்ஸ்பேஸ் அமைப்பு மாறியது — {what}: {said}.',
  'settings.what.topics': 'மொழிவாரித் தலைப்புகளில் தானியங்கி மொழிபெயர்ப்பு',
  'settings.what.language': 'மொழி',
  'settings.what.script': 'எழுத்துமுறை',
  'settings.what.autoTranslate': 'தானியங்கி மொழிபெயர்ப்பு',
  'settings.what.autoTranscribe': 'குரல் செய்திகளைத் தானாக எழுத்தாக்குதல்',
  'settings.what.autoOcr': 'படங்களின் எழுத்துகளைத் தானாகப் படித்தல்',
  'settings.what.voice': 'குரல்',
  'settings.what.speed': 'பேச்சு வேகம்',
  'settings.what.domain': 'மொழிபெயர்ப்புத் துறை',
  'settings.what.budgetCharacters': 'மாதாந்திர எழுத்து வரம்பு',
  'settings.what.budgetAudio': 'மாதாந்திர ஒலி-விநாடி வரம்பு',
  'settings.what.logging': 'API பதிவு',
  'settings.what.retention': 'செய்தி உரையை வைத்திருக்கும் காலம்',
  'settings.what.moderation': 'கண்காணிப்பு',
  'settings.said.members': 'ஒவ்வொரு உறுப்பினரின் மொழியிலும்',
  'settings.said.languages': '{languages} மொழிகளில்',
  'settings.said.unlimited': 'வரம்பு இல்லை',
  'settings.said.hours': '{hours} மணி நேரம்',

  // ---- merged from main: bridge join codes and announcements, long text, transcribe language, reactions, severity
  'bridge.createdMore':
    'பாலக் குறியீடு: {code} ({minutes} நிமிடங்களுக்குச் செல்லும், இன்னும் ஒரு சேனலுக்கு; இது உங்களுக்கு மட்டுமே தெரியும்). மற்ற சேனலில் (எந்தத் தளத்திலும்) ஒரு நிர்வாகி /bridge join {code} இயக்கட்டும். அதன் பின் செய்திகள் இரு பக்கமும் செல்லும், ஒவ்வொரு சேனலின் மொழியிலும் மொழிபெயர்க்கப்பட்டு. மேலும் ஒவ்வொரு சேனலுக்கும் /bridge create மீண்டும் இயக்குங்கள்.',
  'bridge.unreachable':
    'பாலக் குறியீட்டை உங்களுக்குத் தனிப்பட்ட முறையில் அனுப்ப முடியவில்லை. நான் உங்களுக்கு எழுத அனுமதியுங்கள் (Telegram-இல்: என்னுடன் தனி உரையாடலைத் திறந்து Start அழுத்துங்கள்), பிறகு /bridge create மீண்டும் இயக்குங்கள்.',
  'bridge.codeJustUsed':
    'இந்தக் குறியீடு இப்போதுதான் பயன்படுத்தப்பட்டது. `bridge create`-ஐ மீண்டும் இயக்கும்படி மற்ற நிர்வாகியிடம் கேளுங்கள்.',
  'bridge.remove.noChannel':
    '`/bridge list` காட்டுவது போல எந்தச் சேனல் என்று சொல்லுங்கள், எ.கா. /bridge remove telegram -1001234567890.',
  'bridge.remove.self': 'இந்தச் சேனலை அதன் பாலத்திலிருந்து வெளியேற்ற /bridge leave இயக்குங்கள்.',
  'bridge.remove.several':
    'இந்தப் பாலத்தில் {id} என்ற பெயரில் பல சேனல்கள் உள்ளன: தளத்தையும் குறிப்பிடுங்கள், எ.கா. {remove}.',
  'bridge.remove.unknown': '"{id}" என்ற சேனல் இந்தப் பாலத்தில் இல்லை. /bridge list அவற்றைக் காட்டும்.',
  'bridge.remove.already': 'அந்தச் சேனல் ஏற்கெனவே பாலத்திலிருந்து வெளியேறிவிட்டது.',
  'bridge.removed': '{channel} பாலத்திலிருந்து நீக்கப்பட்டது. ஒவ்வொரு பக்கத்துக்கும் தெரிவிக்கப்பட்டது.',
  'bridge.announce.joined':
    '{channel} இந்தப் பாலத்தில் இணைந்தது, சேர்த்தவர் {who}. இனி செய்திகள் அதனுடனும் பரிமாறப்படும். இது எதிர்பாராதது என்றால், இங்குள்ள ஒரு நிர்வாகி {remove} இயக்கலாம்; /bridge leave இந்தச் சேனலை வெளியேற்றும்.',
  'bridge.announce.removedYou':
    '{who} இந்தச் சேனலை அதன் பாலத்திலிருந்து நீக்கினார்: இனி செய்திகள் பரிமாறப்படாது. இங்குள்ள நிர்வாகி புதிய குறியீட்டுடன் மீண்டும் ஒரு பாலத்தில் இணையலாம்.',
  'bridge.announce.removed': '{channel} இந்தப் பாலத்திலிருந்து நீக்கப்பட்டது; நீக்கியவர் {who}.',
  'bridge.announce.left': '{channel} இந்தப் பாலத்திலிருந்து வெளியேறியது ({who}).',
  'transliterate.tooLong':
    'இந்த உரை எழுத்துப்பெயர்க்க மிக நீளமானது ({length} எழுத்துகள்; அதிகபட்சம் {limit}): சிறு செய்திகளாகப் பிரித்து அனுப்புங்கள்.',
  'pipeline.messageTooLong':
    'இந்தச் செய்தி இந்த உரையாடல் அனுமதிப்பதைவிட நீளமானது ({length} எழுத்துகள்; அதிகபட்சம் {limit}), அதனால் அதை நான் படிக்கவில்லை: சிறு செய்திகளாகப் பிரித்து அனுப்புங்கள்.',
  'transcribe.cannotHear':
    'இந்தப் பதிவை எழுத்தாக்க முடியவில்லை: பேச்சு அறியும் சேவைக்கு {language} புரியாது (உள்ளூர் இயந்திரம் ஆங்கிலம் மட்டுமே அறியும்), இது எந்த மொழி என்றும் என்னால் கண்டறிய முடியவில்லை.',
  'transcribe.heardAs': '({heard} என எழுத்தாக்கப்பட்டது: பேச்சு அறியும் சேவைக்கு {asked} புரியாது.)',
  'help.reactions':
    'எதிர்வினை மூலம் மொழிபெயர்ப்பு: ஒரு செய்திக்கு {reactions} என எதிர்வினை அளித்தால், அதன் மொழிபெயர்ப்பு அதன் திரியில் வெளியிடப்படும்.',
  'settings.reactionsWorkspace':
    'எதிர்வினைகள் முழு வொர்க்ஸ்பேஸுக்கும் அமைக்கப்படுகின்றன, எ.கா. /settings workspace reactions 🇮🇳 hi.',
  'settings.what.reactions': 'எதிர்வினை மூலம் மொழிபெயர்ப்புப் பட்டியல்',
  'settings.what.reaction': 'எதிர்வினை {emoji}',
  'settings.said.emptyOff': 'காலி (அணைக்கப்பட்டது)',
  'settings.said.reactionInto': '{language} மொழிபெயர்ப்பு',
  'settings.show.reactions': '• எதிர்வினை மூலம் மொழிபெயர்ப்பு: {reactions}',
  'settings.what.mirror': '{language} பிரதிச் சேனல்',
  'settings.mirror.channelOnly':
    'பிரதிச் சேனல்களை ஒவ்வொரு சேனலுக்கும் தனியாக அமைக்க வேண்டும், உதாரணமாக /settings channel mirror ta #tamil-chat.',
  'settings.mirror.where':
    'பிரதி அனுப்ப வேண்டிய சேனலை #channel என்று குறிப்பிடுங்கள், அல்லது off, உதாரணமாக /settings channel mirror ta #tamil-chat.',
  'settings.show.mirrors': '• பிரதிச் சேனல்கள்: {mirrors}',
  'settings.severity': '"from"-க்குப் பின் தீவிரத்தைச் சொல்லுங்கள்: low, medium அல்லது high.',
  'settings.show.severity': ', {level} தீவிரத்திலிருந்து (அதைவிட லேசானவை குறிக்கப்பட மட்டும்)',
  'settings.said.moderation': '{mode}{types}{severity}{dryRun}',
  'settings.said.dryRun': ', சோதனை மட்டும் (dry run)',
  'settings.adminOnly.workspaceFromDm':
    'வொர்க்ஸ்பேஸ் அமைப்புகளை வொர்க்ஸ்பேஸ் நிர்வாகிகள் மட்டுமே மாற்ற முடியும் (நேரடிச் செய்தியிலிருந்து அல்ல). இந்தச் சேனலின் அமைப்புகளை மாற்றலாம், உதாரணமாக /settings channel language ta, அல்லது உங்கள் சொந்த அமைப்புகளை, உதாரணமாக /settings me language ta.',
};

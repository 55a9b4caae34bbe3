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
  'help.admin.header': 'இங்கே நிர்வாகிகள் என்னென்ன செய்யலாம்:',
  'help.admin.member': 'அனைவரும்',
  'help.admin.channelAdmin': 'சேனல் நிர்வாகிகள்',
  'help.admin.workspaceAdmin': 'வொர்க்ஸ்பேஸ் நிர்வாகிகள்',

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
  'captions.restarting':
    'நேரடித் துணைத்தலைப்புகள் நின்றுவிட்டன: dubash மறுதொடக்கம் ஆகிறது. சற்று நேரத்தில் மீண்டும் தொடங்குங்கள்.',
  'captions.lost': 'நேரடித் துணைத்தலைப்புகள் நின்றுவிட்டன: அவை இயங்கிய சர்வர் நின்றுபோனது. தொடர, மீண்டும் தொடங்குங்கள்.',
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
  'settings.show.keptDefault': '{hours} மணி நேரம் (இயல்புநிலை, எதிர்வினை மூலம் மொழிபெயர்ப்பதற்காக)',
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

  // ---- நேரடித் துணைத்தலைப்பு (src/features/captions, adapters/discord/voice-captions.ts)
  'captions.webChatMic':
    'வெப் சாட்டில் குரல் சேனல்கள் இல்லை: இங்கே நேரடித் துணைத்தலைப்பு உங்கள் மைக்ரோஃபோனிலிருந்து வரும். செய்திப் பெட்டிக்கு மேலே உள்ள மைக்ரோஃபோன் பொத்தானை (துணைத்தலைப்பைத் தொடங்கு) அழுத்துங்கள்.',
  'captions.noVoicePlatform':
    'இந்தத் தளத்தில் நான் சேரக்கூடிய குரல் சேனல்கள் இல்லை. நேரடித் துணைத்தலைப்பு Discord குரல் சேனல்களிலும் வெப் சாட்டிலும் (அதன் மைக்ரோஃபோன் பொத்தான் மூலம்) இயங்கும்.',
  'captions.alreadyOn':
    '{name}-இல் நேரடித் துணைத்தலைப்பு ஏற்கெனவே இயங்குகிறது. முதலில் `/captions stop` மூலம் அதை நிறுத்துங்கள்.',
  'captions.noBudget': 'நேரடித் துணைத்தலைப்பு தொடங்கவில்லை. {reason}',
  'captions.started': '{name}-இல் நேரடித் துணைத்தலைப்பு தொடங்கியது; அவை அதன் அரட்டையில் தோன்றும்.',
  'captions.notOn': 'இங்கே நேரடித் துணைத்தலைப்பு இயங்கவில்லை. `/captions start` உங்கள் குரல் சேனலில் அதைத் தொடங்கும்.',
  'captions.stopped': 'நேரடித் துணைத்தலைப்பு நிறுத்தப்பட்டது; நான் {name}-இலிருந்து வெளியேறினேன்.',
  'captions.on':
    '🎙️ {name}-இல் நேரடித் துணைத்தலைப்பு இயங்குகிறது (பேசப்படும் மொழி: {language}). ஒப்புதல் தந்தவர்களுக்கு மட்டுமே துணைத்தலைப்பு வரும்; மற்ற யாருடைய குரலும் பெறப்படுவதில்லை.',
  'captions.onTranslated':
    '🎙️ {name}-இல் நேரடித் துணைத்தலைப்பு இயங்குகிறது (பேசப்படும் மொழி: {language}, சேனலில் படிக்கப்படும் மொழிகளில் மொழிபெயர்ப்புடன்). ஒப்புதல் தந்தவர்களுக்கு மட்டுமே துணைத்தலைப்பு வரும்; மற்ற யாருடைய குரலும் பெறப்படுவதில்லை.',
  'captions.captioned': 'துணைத்தலைப்பு வருபவர்கள்: {names}.',
  'captions.notCaptioned':
    'துணைத்தலைப்பு வராதவர்கள்: {names}. துணைத்தலைப்பு வேண்டுமென்றால் `/captions consent on` என்று சொல்லுங்கள் (நிறுத்த `/captions consent off`).',
  'captions.nobody': 'யாரும் இல்லை',
  'captions.joinedNotCaptioned':
    '{name} சேர்ந்தார்: அவருக்குத் துணைத்தலைப்பு வராது. வேண்டுமென்றால் `/captions consent on` என்று சொல்லுங்கள்.',
  'captions.end.empty': 'நேரடித் துணைத்தலைப்பு நிறுத்தப்பட்டது: எல்லோரும் {name}-இலிருந்து வெளியேறிவிட்டனர்.',
  'captions.end.time':
    'நேரடித் துணைத்தலைப்பு {duration} கழித்து நிறுத்தப்பட்டது; ஒரு அமர்வு இதற்கு மேல் நீளாது. `/captions start` மீண்டும் தொடங்கும்.',
  'captions.end.disconnected':
    'நேரடித் துணைத்தலைப்பு நிறுத்தப்பட்டது: ஒருமுறை மீண்டும் சேர்ந்த பிறகும் {name} உடனான இணைப்பு மறுபடி துண்டிக்கப்பட்டது. `/captions start` மூலம் மீண்டும் முயலுங்கள்.',
  'captions.end.shutdown':
    'நேரடித் துணைத்தலைப்பு நிறுத்தப்பட்டது: dubash மறுதொடக்கம் ஆகிறது. அது திரும்பியதும் `/captions start` மீண்டும் தொடங்கும்.',
  'captions.end.budget': 'நேரடித் துணைத்தலைப்பு நிறுத்தப்பட்டது. {reason}',
  'captions.notServed':
    'நேரடித் துணைத்தலைப்பு நிறுத்தப்பட்டது: மொழிச் சேவையால் "{language}" மொழியை நேரலையில் அடையாளம் காண முடியாது. துணைத்தலைப்புக்கு வேறு மொழியைத் தேர்ந்தெடுங்கள் (உள்ளூர் இயந்திரம் ஆங்கிலம் மட்டுமே அறியும்).',
  'captions.voice.dm': 'நேரடித் துணைத்தலைப்பு சர்வரில் உள்ள குரல் சேனல்களுக்கு மட்டுமே, நேரடிச் செய்திகளுக்கு அல்ல.',
  'captions.voice.joinFirst':
    'முதலில் ஒரு குரல் சேனலில் சேருங்கள், பிறகு `/captions start` என்று சொல்லுங்கள்: நீங்கள் இருக்கும் குரல் சேனலில்தான் நான் சேர்வேன்.',
  'captions.voice.busy': 'இந்த சர்வரில் நான் ஏற்கெனவே ஒரு குரல் சேனலில் இருக்கிறேன். முதலில் `/captions stop`.',
  'captions.voice.mayNotJoin':
    '{name}-இல் சேர எனக்கு அனுமதி இல்லை: அங்கே எனக்கு View Channel, Connect அனுமதிகளைக் கொடுங்கள் (Speak தேவையில்லை), பிறகு மீண்டும் முயலுங்கள்.',
  'captions.voice.cannotConnect':
    '{name} உடன் என்னால் இணைய முடியவில்லை. அங்கே எனக்கு View Channel, Connect அனுமதிகள் உள்ளனவா என்று பாருங்கள், பிறகு மீண்டும் முயலுங்கள்.',
  'duration.minute': '1 நிமிடம்',
  'duration.minutes': '{n} நிமிடங்கள்',
  'duration.second': '1 விநாடி',
  'duration.seconds': '{n} விநாடிகள்',

  // ---- மட்டுறுத்தல்
  'moderation.what.message': 'இந்தச் செய்தி',
  'moderation.what.voiceNote': 'இந்தக் குரல் செய்தி',
  'moderation.what.image': 'இந்தப் படம்',
  'moderation.in.message': 'இந்தச் செய்தியில்',
  'moderation.in.voiceNote': 'இந்தக் குரல் செய்தியில்',
  'moderation.in.image': 'இந்தப் படத்தில்',
  'moderation.type.profanity': 'கெட்ட வார்த்தைகள்',
  'moderation.type.hate_speech': 'வெறுப்புப் பேச்சு',
  'moderation.type.pii': 'தனிப்பட்ட தகவல்',
  'moderation.and': '{list}, {last}',
  'moderation.flagged': '⚠️ {inThing} {found} இருக்கக்கூடும்.',
  'moderation.hidden': '{inThing} {found} இருப்பதால் அது மறைக்கப்பட்டது.',
  'moderation.redacted': '{inThing} இருந்த {found} நீக்கப்பட்டது.',
  'moderation.dryRun.flag':
    'மட்டுறுத்தல் சோதனை: {inThing} {found} உள்ளது; உண்மையான விதிப்படி இதற்கு எச்சரிக்கை இடப்பட்டிருக்கும்.',
  'moderation.dryRun.hide': 'மட்டுறுத்தல் சோதனை: {inThing} {found} உள்ளது; உண்மையான விதிப்படி இது மறைக்கப்பட்டிருக்கும்.',
  'moderation.dryRun.redact': 'மட்டுறுத்தல் சோதனை: {inThing} {found} உள்ளது; உண்மையான விதிப்படி அது நீக்கப்பட்டிருக்கும்.',

  // ---- வரம்பு: நிர்வாகிகளுக்கான அறிவிப்புகள்
  'budget.warn':
    'நிர்வாகிகளுக்கு: இந்த வொர்க்ஸ்பேஸ் தன் மாத வரம்பில் {pct}% பயன்படுத்திவிட்டது (வரம்பு {limit} {unit}, பயன்படுத்தியது {used}). 100%-இல் நான் நின்றுவிடுவேன்; /settings workspace budget {setting} N மூலம் வரம்பை உயர்த்துங்கள்.',
  'budget.refused.characters':
    'நிர்வாகிகளுக்கு: இந்த வொர்க்ஸ்பேஸில் தானியங்கி மொழிபெயர்ப்பு (பாலமும்) நின்றுவிட்டது: {limit} {unit} என்ற மாத வரம்பு அடுத்த செய்திக்குப் போதாது ({used} பயன்படுத்தப்பட்டது). இது ஒவ்வொரு மாதமும் 1-ஆம் தேதி புதுப்பிக்கப்படும்; /settings workspace budget {setting} N மூலம் உயர்த்துங்கள்.',
  'budget.refused.audioSeconds':
    'நிர்வாகிகளுக்கு: இந்த வொர்க்ஸ்பேஸில் தானியங்கி எழுத்தாக்கம் நின்றுவிட்டது: {limit} {unit} என்ற மாத வரம்பு அடுத்த செய்திக்குப் போதாது ({used} பயன்படுத்தப்பட்டது). இது ஒவ்வொரு மாதமும் 1-ஆம் தேதி புதுப்பிக்கப்படும்; /settings workspace budget {setting} N மூலம் உயர்த்துங்கள்.',

  // ---- பாலம்: ஊடகமும் நிறுத்தமும்
  'bridge.noRecogniser':
    'இந்தக் குரல் செய்தியை என்னால் எழுத்தாக்க முடியவில்லை: மொழிச் சேவையிடம் {language} மொழிக்கான பேச்சு அறிதல் இல்லை.',
  'bridge.pausedRefused':
    'பாலம் {channel}-ஐ நிறுத்திவைத்தது: அது ஒரு செய்தியை ஏற்க மறுத்தது ({reason}). மற்ற சேனல்கள் தொடர்ந்து பேசும். அங்கே சரிசெய்யுங்கள் (dubash-ஐ மீண்டும் சேருங்கள், பதிவிடும் அனுமதியைக் கொடுங்கள்), பிறகு அந்தச் சேனலின் நிர்வாகி /bridge resume இயக்கட்டும்.',

  // ---- பணிகள், நீண்ட பதில்கள், பெரிய கோப்புகள்
  'job.badPayload':
    'இந்தச் செய்தியை என்னால் கையாள முடியவில்லை: அரட்டைச் செயலி என்னால் பயன்படுத்த முடியாத விவரங்களுடன் அதை அனுப்பியது. தயவுசெய்து மீண்டும் அனுப்புங்கள்.',
  'split.asFile': 'பதில் நீளமாக உள்ளது, அதனால் கோப்பாகத் தருகிறேன்.',
  'file.tooLarge':
    'இந்தக் கோப்பு dubash பதிவிறக்கும் {mb} MB அளவைவிடப் பெரியது. சிறிய பதிவையோ சிறிய கோப்பையோ அனுப்புங்கள்.',
  'file.tooLargeNamed':
    '{names}: எனக்கு மிகப் பெரியது ({mb} MB-க்கு மேல்). சிறிய பதிவையோ சிறிய கோப்பையோ அனுப்புங்கள்.',
  'file.tooLargeTelegram':
    'இந்தக் கோப்பு Telegram பாட்களைப் பதிவிறக்க விடும் {mb} MB அளவைவிடப் பெரியது. சிறிய பதிவையோ சிறிய கோப்பையோ அனுப்புங்கள், அல்லது 2 GB வரையிலான கோப்புகளுக்கு உள்ளூர் Bot API சர்வரை (TELEGRAM_API_ROOT) இயக்கச் சொல்லி பாட் உரிமையாளரிடம் கேளுங்கள்.',

  // ---- மொழிபெயர்க்கப்படவில்லை, எழுத்துமாற்றம் மட்டும்: நிர்வாகிகளுக்கு
  'soundedOut.admins':
    'நிர்வாகிகளுக்கு: {pairs} மொழிபெயர்க்கப்படவில்லை, எழுத்துமாற்றம் மட்டுமே செய்யப்பட்டது: இங்குள்ள மொழிச் சேவையிடம் அந்த இணைக்கு மொழிபெயர்ப்பு இயந்திரம் இல்லை. உண்மையான மொழிபெயர்ப்புக்கு, உள்ளூர் API-க்கு LibreTranslate போன்ற சர்வரைக் கொடுங்கள் (LOCAL_MT_URL=http://…), சொல்லகராதியை ஏற்றுங்கள் (dubash serve-api --lookup FILE), அல்லது Language Services API-ஐப் பயன்படுத்துங்கள் (REVERIE_BASE_URL, REVERIE_API_KEY, REVERIE_APP_ID அமையுங்கள்). இது ஒவ்வொரு வொர்க்ஸ்பேஸிலும் ஒருமுறை மட்டுமே சொல்லப்படும்.',
  'soundedOut.note':
    '{script} எழுத்தில் ஒலிபெயர்ப்பு மட்டுமே, மொழிபெயர்ப்பு அல்ல; இங்கே {from}→{to} இணைக்கு மொழிபெயர்ப்பு இயந்திரம் இல்லை — LOCAL_MT_URL அமையுங்கள் அல்லது Language Services API-ஐப் பயன்படுத்துங்கள்',
  'soundedOut.mark': '(ஒலிபெயர்ப்பு மட்டும், மொழிபெயர்ப்பு அல்ல)',
  'soundedOut.sentence': '{note}.',
  'soundedOut.file.whole': '(முழு உரையும் மொழிபெயர்க்கப்படவில்லை: {note}.)',
  'soundedOut.file.part': '({of} பகுதிகளில் {passages} மொழிபெயர்க்கப்படவில்லை: {note}.)',

  // ---- வெப் சாட் வரவேற்பு
  'greeting.welcome':
    '#{channel}-க்கு வரவேற்கிறோம். நான் dubash: ஆங்கிலத்துக்கும் இந்திய மொழிகளுக்கும் இடையே எழுத்துமாற்றம் செய்வேன், மொழிபெயர்ப்பேன், குரல் செய்திகளை எழுத்தாக்குவேன், எழுதியதை வாசித்துக் காட்டுவேன், படங்களிலும் PDF-களிலும் உள்ள எழுத்துகளைப் படிப்பேன், ஆவணங்களை மொழிபெயர்ப்பேன்.',
  'greeting.try': 'இவற்றில் ஒன்றை முயலுங்கள் (அதைக் கிளிக் செய்து, பிறகு Send):',
  'greeting.pickLanguage':
    'ஒவ்வொருவரும் தாம் படிக்கும் மொழியைத் தேர்ந்தெடுக்கிறார்கள்: “reads” பெட்டியில், அல்லது /settings me language ta மூலம். ஒவ்வொரு செய்தியும் ஒவ்வொருவரின் மொழியில் மொழிபெயர்க்கப்பட, ஒரு நிர்வாகி இதை அனுப்ப வேண்டும்:',
  'greeting.admins':
    'இங்குள்ள நிர்வாகிகள்: {admins} (LOCAL_ADMINS இவர்களைக் குறிப்பிடுகிறது). நிர்வாகியாகச் செயல்பட, அரட்டையை {first} ஆகத் திறங்கள்: உறுப்பினர் பெட்டியில் அந்தப் பெயரை எழுதுங்கள், அல்லது {first} ஆக உள்நுழையுங்கள் (LOCAL_ADMIN_PASSWORD அமைக்கப்பட்டிருந்தால் அதனுடன்).',
  'greeting.noAdmins':
    'இங்கே இன்னும் நிர்வாகி யாரும் இல்லை: LOCAL_ADMINS-இல் நிர்வாகிகளின் பெயர்களைக் கொடுத்து மறுதொடக்கம் செய்யுங்கள்.',
  'greeting.noEngine':
    'ஆங்கிலத்துக்கும் இந்திய மொழிகளுக்கும் இடையிலான மொழிபெயர்ப்பு இயந்திரம் இங்கே இயங்கவில்லை, அதனால் அத்தகைய மொழிபெயர்ப்புகள் படிப்பவரின் எழுத்தில் ஒலிபெயர்ப்பு மட்டுமே செய்யப்பட்டு, அப்படியே குறிக்கப்படும். ஒன்றை இணைக்க, இவற்றில் ஒன்றுடன் dubash-ஐ மறுதொடக்கம் செய்யுங்கள்:',
  'greeting.readme': 'README-இன் “Connecting a translation engine” பகுதி ஒவ்வொன்றையும் காட்டுகிறது.',
  'greeting.api':
    'மொழிப் பணிகள் {url} இல் உள்ள Language Services API-க்குச் செல்கின்றன: உங்கள் கணக்கு அனுமதிக்கும் மொழிகள்.',
  'greeting.offline': 'இந்தக் கணினியில் இணையம் இல்லாமல் இயங்குபவை:',
  'greeting.help': 'எல்லாக் கட்டளைகளையும் பார்க்க /help என்று எழுதுங்கள்.',
  // ---- தளம் தராத கோப்புகள்
  'file.gone': '{platform}-இடம் இப்போது அந்தக் கோப்பு இல்லை. மீண்டும் அனுப்புங்கள்.',
  'file.noWay': 'அந்தக் கோப்பைப் பதிவிறக்க {platform} எந்த வழியும் தரவில்லை. மீண்டும் அனுப்புங்கள்.',
  'file.elsewhere': 'அந்த இணைப்பு {platform}-இல் இல்லை. கோப்பையே அனுப்புங்கள்.',
  'file.slackSignIn':
    'கோப்புக்குப் பதிலாக Slack தன் உள்நுழைவுப் பக்கத்தை அனுப்பியது: பாட் டோக்கனால் அதைப் படிக்க முடியாது. செயலிக்கு files:read அனுமதி உள்ளதா, அது இந்தச் சேனலில் உள்ளதா என்று பார்த்து, கோப்பை மீண்டும் அனுப்புங்கள்.',
  'file.room.workspace':
    'இந்த வொர்க்ஸ்பேஸில் ஏற்கெனவே {used} அளவு கோப்புகள் உள்ளன (அதிகபட்சம் {limit}): இணைப்புகள் உள்ள செய்திகளை நீக்குங்கள், அல்லது பழைய கோப்புகள் காலாவதியாகும் வரை காத்திருங்கள் ({days} நாட்களுக்குப் பிறகு)',
  'file.room.chat':
    'சாட்டில் இப்போது மேலும் கோப்புகளுக்கு இடமில்லை: சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள், அல்லது இதை இயக்குபவரிடம் இடம் ஒதுக்கச் சொல்லுங்கள்',
  'file.room.audio': 'ஆடியோவை உருவாக்கினேன், ஆனால் அதை வைத்திருக்க முடியவில்லை: {why}.',
  'file.room.image': 'படத்தை உருவாக்கினேன், ஆனால் அதை வைத்திருக்க முடியவில்லை: {why}.',
  'file.room.document': 'கோப்பை உருவாக்கினேன், ஆனால் அதை வைத்திருக்க முடியவில்லை: {why}.',
  'pipeline.lostChannel': 'அந்தப் பதில் தன் சேனலை இழந்துவிட்டது. மீண்டும் கேளுங்கள்.',
  // ---- அனுமதி இல்லாததால் Discord மறுத்தது: சர்வர் நிர்வாகிகளுக்கு
  'rights.what.send': 'செய்திகளை அனுப்ப',
  'rights.what.edit': 'செய்திகளைத் திருத்த',
  'rights.what.delete': 'செய்திகளை நீக்க',
  'rights.discord.noAccess':
    'dubash-ஆல் அந்தச் சேனலைப் பார்க்க முடியவில்லை (Missing Access), அதனால் அங்கே {what} முடியாது. அந்தச் சேனலில் dubash பங்குக்கு View Channel, Read Message History அனுமதிகளைக் கொடுங்கள்.',
  'rights.discord.missing':
    'அந்தச் சேனலில் {what} dubash-க்கு ஓர் அனுமதி இல்லை (Missing Permissions). அங்கே dubash பங்குக்கு Send Messages, Attach Files, Read Message History, Manage Messages, Manage Webhooks அனுமதிகளைக் கொடுங்கள்.',
  'rights.discord.where': '⚠️ {sentence} (சேனல் {channel})',
  // ---- அனுமதி இல்லாததால் Telegram அனுப்ப விடவில்லை: அரட்டைக்கு
  'rights.what.voice': 'குரல் செய்திகளை அனுப்ப',
  'rights.what.photo': 'படங்களை அனுப்ப',
  'rights.what.document': 'கோப்புகளை அனுப்ப',
  'rights.what.deleteAsAdmin': 'செய்திகளை நீக்க (என்னை “Delete messages” உரிமையுள்ள நிர்வாகி ஆக்குங்கள்)',
  'rights.telegram': 'இந்த அரட்டையில் என்னால் {what} முடியாது. அரட்டையின் அமைப்புகளில் நிர்வாகி இதை அனுமதிக்கலாம்.',
  'pipeline.busy':
    'இந்த சர்வர் இந்த நிமிடத்தில் dubash-க்கு மிக அதிகமான கோரிக்கைகளை அனுப்புகிறது. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.',
  // ---- Slack Web API பிழைகள்
  'slack.notInChannel':
    'நான் இந்தச் சேனலில் இல்லை, அதனால் இங்கே பதிவிட முடியாது. சேனலில் `/invite @dubash` என்று எழுதி, மீண்டும் முயலுங்கள்.',
  'slack.says': 'Slack சொல்கிறது: {code}.',
  'slack.missingScope':
    'நிர்வாகிகளுக்கு: dubash செயலிக்கு `{scope}` அனுமதி இல்லாததால் Slack ஓர் அழைப்பை மறுத்தது. அதை OAuth & Permissions → Bot Token Scopes-இல் சேருங்கள் (அல்லது `dubash slack manifest` தரும் மேனிஃபெஸ்டை மீண்டும் ஒட்டுங்கள்), பிறகு செயலியை மீண்டும் நிறுவுங்கள்.',
  'slack.home.intro':
    'இந்திய மொழிகளுக்கும் ஆங்கிலத்துக்கும் இடையே மொழிபெயர்ப்பு. எங்கும் `/dubash help` என்று தட்டச்சு செய்யுங்கள், அல்லது செய்திக் குறுக்குவழிகளைப் பயன்படுத்துங்கள் (செய்தியில் ⋯ → *Translate*, *Transcribe*, *Speak*, *Read text*).',
  'slack.home.language': '*என் மொழி:* {language}',
  'slack.home.languageDefault': '*என் மொழி:* {language} _(உங்கள் Slack மொழி அல்லது வொர்க்ஸ்பேஸிலிருந்து)_',
  'slack.home.script': '*ரோமன் இந்தி காட்டப்படுவது:* {script}',
  'slack.home.script.latin': 'லத்தீன் எழுத்துகளில்',
  'slack.home.script.native': 'அதன் சொந்த எழுத்தில்',
  'slack.home.change': 'என் அமைப்புகளை மாற்று',
  'slack.home.admins': 'வொர்க்ஸ்பேஸ் (நிர்வாகிகள்)',
  'slack.home.workspaceLanguage': '*வொர்க்ஸ்பேஸ் மொழி:* {language}',
  'slack.home.month': '*இந்த மாதம்*\nமொழிபெயர்த்த எழுத்துகள்: {characters}\nஆடியோ விநாடிகள்: {audio}',
  'slack.home.bar': '{bar} {percent}% ({budget}-இல் {used})',
  'slack.home.noLimit': '{used} பயன்படுத்தப்பட்டது (வரம்பு இல்லை)',
  'slack.home.privacy':
    '*தனியுரிமை:* API பதிவு `{logging}` (மாற்ற: `/dubash settings workspace privacy logging false`)',
  'slack.home.channel': 'சேனல் அமைப்புகள்: சேனலில் `/dubash settings` என்றால் திறக்கும்.',
  // bridged media's captions, in the receiving side's language (src/features/bridge/relay.ts)
  'bridge.media.image': '{who} ஒரு படம் அனுப்பினார்',
  'bridge.media.file': '{who} ஒரு கோப்பை அனுப்பினார்',
  'bridge.media.voice': '{who} ஒரு குரல் செய்தியை அனுப்பினார்',
  'bridge.media.voiceNote': 'குரல் செய்தி',
  // Telegram's inline answer: the title of the transliteration (src/features/inline.ts)
  'inline.latin': 'லத்தீன் எழுத்துகளில்: {latin}',
  // a localized document's caption; {language} is named in the reader's language (src/jobs/handlers.ts)
  'localize.caption': '{name} ({language} மொழியில்)',
  'destinations.original': '↩ மூலச் செய்தி',
  'author.unnamed': 'ஓர் உறுப்பினர்',
  // the web chat's storage (Redis) full: said to the member who posts (adapters/local/routes.ts)
  'file.room.full':
    'சாட்டின் சேமிப்பிடம் நிரம்பிவிட்டது, அதனால் புதிதாக எதையும் சேமிக்க முடியாது: இதை இயக்குபவரிடம் இடம் ஒதுக்கச் சொல்லுங்கள்',
  // /settings as a form (commands/settings-form.ts; Slack's modal)
  'settings.form.title': 'dubash அமைப்புகள்',
  'settings.form.save': 'சேமி',
  'settings.form.cancel': 'ரத்துசெய்',
  'settings.form.keep': 'இப்போது உள்ளபடியே வை',
  'settings.form.you': 'உங்களுக்கு',
  'settings.form.channel': 'இந்தச் சேனல் (நிர்வாகிகள்)',
  'settings.form.language': 'என் மொழி',
  'settings.form.languageHint': 'உங்களுக்கான மொழிபெயர்ப்புகள் இந்த மொழியில் வரும்.',
  'settings.form.script': 'ரோமன் எழுத்தில் உள்ள இந்தியைக் காட்டும் எழுத்துமுறை',
  'settings.form.native': 'அதன் சொந்த எழுத்தில்',
  'settings.form.latin': 'லத்தீன் எழுத்துகளில்',
  'settings.form.translate': 'ஒவ்வொரு செய்தியையும் இந்த மொழியில் மொழிபெயர்',
  'settings.form.translateHint': 'மொழிபெயர்ப்புகள் ஒவ்வொரு செய்தியின் திரியிலும் வரும்.',
  'settings.form.eachMember': 'ஒவ்வொரு உறுப்பினரின் மொழியிலும்',
  'settings.form.transcribe': 'குரல், ஹடில் கிளிப்புகளை எழுத்தாக்கு',
  'settings.form.ocr': 'பகிரப்படும் படங்களில் உள்ள உரையைப் படி',
  'settings.form.on': 'இயக்கம்',
  'settings.form.off': 'நிறுத்தம்',
  // Slack's install pages (adapters/slack/oauth.ts)
  'slack.install.failedTitle': 'dubash நிறுவப்படவில்லை',
  'slack.install.ourFault': 'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்துவிட்டது. {link} இலிருந்து மீண்டும் முயலுங்கள்.',
  'slack.install.repeated':
    'இந்த நிறுவல் இணைப்பு சரியாக இல்லை (ஓர் அளவுரு இருமுறை வந்துள்ளது). {link} இலிருந்து மீண்டும் தொடங்குங்கள்.',
  'slack.install.slackSaid': 'Slack சொன்னது: {error}. {link} இலிருந்து மீண்டும் தொடங்குங்கள்.',
  'slack.install.invalid': 'இந்த நிறுவல் இணைப்பு செல்லாது, அல்லது காலாவதியாகிவிட்டது. {link} இலிருந்து மீண்டும் தொடங்குங்கள்.',
  'slack.install.otherBrowser':
    'இந்த நிறுவல் இணைப்பு வேறோர் உலாவியில் தொடங்கப்பட்டது (அல்லது அதன் குக்கீ காலாவதியாகிவிட்டது). இதே உலாவியில் {link} இலிருந்து மீண்டும் தொடங்குங்கள்.',
  'slack.install.used': 'இந்த நிறுவல் இணைப்பு ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. {link} இலிருந்து மீண்டும் தொடங்குங்கள்.',
  'slack.install.noToken': 'Slack டோக்கன் தரவில்லை ({error}). {link} இலிருந்து மீண்டும் முயலுங்கள்.',
  'slack.install.doneTitle': 'dubash நிறுவப்பட்டது',
  'slack.install.done':
    'dubash இப்போது {team} இல் உள்ளது. {invite} மூலம் அதை ஒரு சேனலுக்கு அழையுங்கள், அல்லது {help} என்று தட்டச்சு செய்யுங்கள்.',
  // the web chat's refusals, sign-in page and microphone (adapters/local)
  'webchat.crossSite':
    'மறுக்கப்பட்டது: இந்தக் கோரிக்கை வேறொரு தளத்திலிருந்து வந்தது; சாட்டை அதன் சொந்தப் பக்கத்திலிருந்தே பயன்படுத்துங்கள்',
  'webchat.signIn': 'முதலில் உள்நுழையுங்கள்: POST /local/api/login, {user, password} உடன்',
  'webchat.noFile': '{id} என்ற கோப்பு இல்லை (அது நீக்கப்பட்டது, அல்லது காலாவதியானது)',
  'webchat.signedInAs': 'நீங்கள் {name} என்ற பெயரில் உள்நுழைந்திருக்கிறீர்கள்: உங்கள் பெயரில் மட்டுமே செயல்பட முடியும்',
  'webchat.fileTooLarge': 'கோப்பு {mb} MB-ஐ விடப் பெரியது; சிறிய கோப்பை அனுப்புங்கள்',
  'webchat.textTooLong': 'உரை {max} எழுத்துகளை விட நீளமானது; அதைக் கோப்பாக அனுப்புங்கள்',
  'webchat.shuttingDown': 'சாட் மூடப்படுகிறது; சிறிது நேரத்தில் மீண்டும் முயலுங்கள்',
  'webchat.noMessage': 'அந்தச் செய்தி இப்போது இங்கே இல்லை',
  'webchat.onlyAuthorEdit': 'ஒரு செய்தியை எழுதியவர் மட்டுமே அதைத் திருத்த முடியும்',
  'webchat.onlyAuthorDelete': 'ஒரு செய்தியை எழுதியவர் மட்டுமே அதை நீக்க முடியும்',
  'webchat.buttonGone': 'அந்தப் பொத்தான் இப்போது இங்கே இல்லை',
  'webchat.login.title': 'dubash — உள்நுழைவு',
  'webchat.login.member': 'உறுப்பினர்',
  'webchat.login.password': 'கடவுச்சொல்',
  'webchat.login.submit': 'உள்நுழை',
  'webchat.login.wrong': 'கடவுச்சொல் தவறு',
  'webchat.login.locked': 'இந்த முகவரியிலிருந்து பலமுறை தவறான கடவுச்சொல் வந்துள்ளது; 10 நிமிடம் காத்திருங்கள்',
  'webchat.login.lookAlike': '{name} என்ற பெயர் ஒரு நிர்வாகியின் பெயரைப் போலத் தெரிகிறது: வேறு பெயரில் உள்நுழையுங்கள்',
  'webchat.mic.unavailable': 'மைக்ரோஃபோன் கிடைக்கவில்லை: {error} (இந்தப் பக்கத்துக்கு மைக்ரோஃபோன் அனுமதி கொடுங்கள்)',
  'webchat.mic.connecting': 'இணைக்கிறது…',
  'webchat.mic.listening': 'கேட்டுக்கொண்டிருக்கிறது',
  'webchat.mic.hearing': 'கேட்பது: {text}',
  'webchat.mic.heard': 'கேட்டது: {text}',
  'webchat.mic.off': 'துணைத்தலைப்பு நிறுத்தப்பட்டது',
  'webchat.mic.sent': 'உங்கள் செய்தியாக அனுப்பப்பட்டது',
  'webchat.mic.failed': 'அனுப்ப முடியவில்லை ({status})',
  'webchat.captions.unavailable': 'இந்தச் சாட்டில் நேரடித் துணைத்தலைப்பு கிடைக்காது',
  'webchat.captions.otherTab':
    'உங்களுக்கு நேரடித் துணைத்தலைப்பு வேறொரு தாவலில் ஏற்கெனவே இயங்குகிறது: முதலில் அதை அங்கே நிறுத்துங்கள்',
  'webchat.captions.failed': 'நேரடித் துணைத்தலைப்பைத் தொடங்க முடியவில்லை; மீண்டும் முயலுங்கள்',
  // the web chat page's own controls (adapters/local/page.ts, mic-page.ts, reaction-page.ts)
  'webchat.page.title': 'dubash — உள்ளூர் சாட்',
  'webchat.page.workspace': 'வொர்க்ஸ்பேஸ்',
  'webchat.page.channel': 'சேனல்',
  'webchat.page.reads': 'படிக்கும் மொழி',
  'webchat.page.placeholder': 'செய்தி, அல்லது /help',
  'webchat.page.send': 'அனுப்பு',
  'webchat.page.live': 'இணைப்பில்',
  'webchat.page.reconnecting': 'மீண்டும் இணைக்கிறது…',
  'webchat.page.sent': 'அனுப்பப்பட்டது',
  'webchat.page.reply': 'பதில் அளி',
  'webchat.page.isReply': 'பதில்',
  'webchat.page.replyingTo': '{name} அவர்களுக்குப் பதில்',
  'webchat.page.edit': 'திருத்து',
  'webchat.page.delete': 'நீக்கு',
  'webchat.page.editLabel': 'உங்கள் செய்தியைத் திருத்துங்கள்',
  'webchat.page.save': 'சேமி',
  'webchat.page.cancel': 'ரத்துசெய்',
  'webchat.page.admin': 'நிர்வாகி',
  'webchat.page.onlyYou': 'உங்களுக்கு மட்டுமே தெரியும்',
  'webchat.page.onlyThese': '{names} ஆகியோருக்கு மட்டுமே தெரியும்',
  'webchat.page.translatedTo': '{language} மொழிபெயர்ப்பு',
  'webchat.mic.startButton': 'துணைத்தலைப்பைத் தொடங்கு',
  'webchat.mic.stopButton': '■ துணைத்தலைப்பை நிறுத்து',
  'webchat.mic.spoken': 'பேசும் மொழி',
  'webchat.mic.dictate': 'என் செய்தியாக அனுப்பு',
  'webchat.react.choose': 'மொழிபெயர்…',
  'webchat.react.label': 'எதிர்வினை மூலம் மொழிபெயர்',
  'webchat.react.failed': 'எதிர்வினையாற்ற முடியவில்லை',
};

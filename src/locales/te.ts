// తెలుగు: en.ts లోని అవే కీలు. కమాండ్‌లు, ఆప్షన్‌లు, విలువలు (`/settings me language te`) టైప్ చేసినట్టే
// ఉంటాయి; ఇక్కడ లేని వాక్యం ఇంగ్లీషులో వెళ్తుంది.
import type { Catalog } from './types.js';

export const te: Catalog = {
  'pipeline.unknownCommand': '/{name} నాకు తెలియదు. నేను ఏమేం చేయగలనో చూడటానికి /help అని పంపండి.',
  'pipeline.staleButton': 'ఈ బటన్ ఇప్పుడు పనిచేయదు. కమాండ్‌ని మళ్ళీ పంపండి.',
  'access.channelAdmin': 'ఇది ఈ ఛానెల్ అడ్మిన్‌లు మాత్రమే చేయగలరు.',
  'access.workspaceAdmin': 'ఇది వర్క్‌స్పేస్ అడ్మిన్‌లు మాత్రమే చేయగలరు.',
  'usage.month.title':
    '📊 ఈ నెలలో ఈ వర్క్\u200cస్పేస్ వినియోగం (ప్రతి నెల 1వ తేదీన లెక్క మళ్లీ మొదలవుతుంది; ఇంకా {days} రోజులు ఉన్నాయి):',
  'usage.month.line': '• {what}: {limit}లో {used} ({percent}%), ఇంకా {left} మిగిలి ఉంది',
  'usage.month.lineNoLimit': '• {what}: {used} (పరిమితి లేదు)',
  'usage.month.characters': 'అనువాదం లేదా విశ్లేషణ కోసం పంపిన అక్షరాలు',
  'usage.month.audioSeconds': 'విన్న లేదా పలికిన ఆడియో సెకన్లు',
  'usage.month.change': 'బడ్జెట్ మార్చడానికి: /settings workspace budget characters N (లేదా audio N; 0 అంటే పరిమితి లేదు).',
  'pipeline.usage': '{error}\nఇలా రాయండి: /{command} {usage}',
  'action.saving': 'సేవ్ చేస్తున్నాను…',
  'option.unknownLanguage': '"{word}" అనే భాష నాకు తెలియదు. భాష కోడ్ వాడండి: {codes}.',
  'option.noLanguages': 'కనీసం ఒక భాష పేరు చెప్పండి, ఉదాహరణకు hi,ta.',
  'option.unknownVoice': '"{word}" అనే గొంతు లేదు. ఉన్న గొంతులు: {voices}.',
  'option.number': '{name} {min} నుంచి {max} మధ్య సంఖ్య అయి ఉండాలి.',
  'option.wholeNumber': '{name} {min} నుంచి {max} మధ్య పూర్ణ సంఖ్య అయి ఉండాలి.',
  'option.choice': '{name} వీటిలో ఒకటి అయి ఉండాలి: {choices} ("{word}" కాదు).',
  'option.attach': '{name}‌ని సందేశంతో జతచేసి పంపండి.',
  'option.notUnderstood': '"{words}" నాకు అర్థం కాలేదు.',
  'option.unknown': '"{name}" అనే ఆప్షన్ లేదు.',
  'option.required': '{name} కూడా ఇవ్వండి.',
  'usage.speed': 'వేగం 0.5 నుంచి 1.5 మధ్య సంఖ్య అయి ఉండాలి.',
  'usage.text.translate': 'అనువదించడానికి ఏదైనా రాయండి, లేదా ఏదైనా సందేశానికి జవాబుగా ఈ కమాండ్ పంపండి.',
  'usage.text.transliterate': 'లిపి మార్చడానికి ఏదైనా రాయండి, లేదా ఏదైనా సందేశానికి జవాబుగా ఈ కమాండ్ పంపండి.',
  'usage.text.speak': 'చదివి వినిపించడానికి ఏదైనా రాయండి, లేదా ఏదైనా సందేశానికి జవాబుగా ఈ కమాండ్ పంపండి.',
  'usage.text.analyse': 'విశ్లేషించడానికి ఏదైనా రాయండి, లేదా ఏదైనా సందేశానికి జవాబుగా ఈ కమాండ్ పంపండి.',
  'budget.used':
    'ఈ వర్క్‌స్పేస్ ఈ నెల బడ్జెట్ {limit} {unit} పూర్తిగా వాడేసింది. ఇది ప్రతి నెలా 1వ తేదీన మళ్ళీ మొదలవుతుంది; అడ్మిన్ /settings workspace budget {setting} N తో దీన్ని పెంచవచ్చు.',
  'budget.short':
    'దీనికి {amount} {unit} కావాలి, కానీ ఈ నెల బడ్జెట్‌లో {left} మాత్రమే మిగిలి ఉన్నాయి. చిన్నదిగా పంపండి, లేదా బడ్జెట్ పెంచమని అడ్మిన్‌ని అడగండి.',
  'budget.unit.characters': 'అక్షరాలు',
  'budget.unit.audioSeconds': 'సెకన్ల ఆడియో',

  'error.exhausted': 'ఈ వర్క్‌స్పేస్‌కు భాషా సేవ క్రెడిట్‌లు అయిపోయాయి. అడ్మిన్ క్రెడిట్‌లు జోడించాలి; నేను వాళ్ళకు చెప్పేశాను.',
  'error.keyExpired': 'భాషా సేవ కీ గడువు ముగిసింది. దాన్ని పునరుద్ధరించమని అడ్మిన్‌ని అడగండి.',
  'error.languageNotEnabled': 'ఈ భాష లేదా గొంతు ఈ వర్క్‌స్పేస్‌కు ప్రారంభించబడలేదు. వేరొకటి ఎంచుకోండి, లేదా ప్రారంభించమని అడ్మిన్‌ని అడగండి.',
  'error.featureNotEnabled': 'ఈ సదుపాయం ఈ వర్క్‌స్పేస్‌కు ప్రారంభించబడలేదు. ప్రారంభించమని అడ్మిన్‌ని అడగండి.',
  'error.auth': 'భాషా సేవలోకి నేను సైన్ ఇన్ కాలేకపోయాను. కీని తనిఖీ చేయమని అడ్మిన్‌ని అడగండి.',
  'error.invalid': 'ఇది కుదరలేదు: {reason}.',
  'error.speech': 'ఈ ఆడియోని నేను అక్షరాల్లోకి మార్చలేకపోయాను ({reason}). ఇంకా స్పష్టమైన లేదా కొంచెం పొడవైన రికార్డింగ్ పంపండి.',
  'error.batch': 'అక్షరాల్లోకి మార్చడం విఫలమైంది ({reason}). కాసేపటి తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'error.unexpected': 'నా వైపు ఏదో పొరపాటు జరిగింది. ఒక నిమిషం తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'notice.exhausted':
    'అడ్మిన్‌లకు: ఈ ఖాతా క్రెడిట్‌లు అయిపోయాయని భాషా సేవ చెబుతోంది, అందుకే అనువాదం, మాట, ఇతర సదుపాయాలు పనిచేయడం లేదు. ఖాతాకు క్రెడిట్‌లు జోడించండి (లేదా వేరే API కీ వాడండి).',

  'start.hello': 'నమస్కారం, {name}!',
  'start.helloNoName': 'నమస్కారం!',
  'start.welcome':
    'నేను dubash: ఇంగ్లీషు, భారతీయ భాషల మధ్య అనువదిస్తాను, లిపి మారుస్తాను, రాసినది చదివి వినిపిస్తాను, వాయిస్ నోట్‌లను అక్షరాల్లోకి మారుస్తాను, బొమ్మల్లో ఉన్న అక్షరాలను చదువుతాను.\n' +
    'మొదటి అడుగులు:\n' +
    '1. మీరు చదివే భాషను ఎంచుకోండి: /settings me language te (లేదా కింద ఉన్న బటన్).\n' +
    '2. ప్రయత్నించి చూడండి: /translate to hi,te Where is the report?\n' +
    '3. ఏ సందేశానికైనా /translate, /speak లేదా /transcribe తో జవాబు ఇవ్వండి.\n' +
    'గ్రూప్‌లో అడ్మిన్ ఆటోమేటిక్ అనువాదాన్ని ప్రారంభించవచ్చు: /settings channel translate members',
  'start.button.language': '🌐 నా భాష',
  'start.button.help': '📖 అన్ని కమాండ్‌లు',
  'help.header': 'కమాండ్‌లు (ప్రతి ఒక్కటీ దానితో రాసిన పాఠం మీద, లేదా మీరు జవాబిస్తున్న సందేశం మీద పనిచేస్తుంది):',
  'help.noSuchCommand': '/{name} అనే కమాండ్ లేదు. అన్ని కమాండ్‌లను చూడటానికి /help అని పంపండి.',
  'help.admin.header': 'ఇక్కడ అడ్మిన్‌లు ఏమేం చేయగలరు:',
  'help.admin.member': 'అందరూ',
  'help.admin.channelAdmin': 'ఛానెల్ అడ్మిన్‌లు',
  'help.admin.workspaceAdmin': 'వర్క్‌స్పేస్ అడ్మిన్‌లు',

  'translate.unknownLanguage': 'ఇది ఏ భాషో నేను చెప్పలేకపోతున్నాను. `from` తో చెప్పండి, ఉదాహరణకు /translate from en to te …',
  'translate.nothing': 'అనువదించడానికి ఏమీ లేదు: ఇందులో ఎమోజీలు, లింక్‌లు లేదా కోడ్ మాత్రమే ఉన్నాయి.',
  'translate.already': 'ఇది ఇప్పటికే {language}లో ఉంది.',
  'translate.failed': 'దీన్ని {language}లోకి అనువదించలేకపోయాను; కాసేపటి తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'translate.tooLong':
    'ఈ పాఠం అనువదించడానికి చాలా పొడవుగా ఉంది ({length} అక్షరాలు; గరిష్ఠం {limit}): విడగొట్టి పంపండి, లేదా .txt ఫైల్‌గా /localize తో పంపండి.',
  'transliterate.unknownScript':
    'ఇది ఏ లిపో నేను చెప్పలేకపోతున్నాను. `from` తో చెప్పండి, ఉదాహరణకు /transliterate from en to te …',
  'transliterate.already': 'ఇది ఇప్పటికే {language} లిపిలో ఉంది.',
  'speak.tooLong':
    'ఈ పాఠం చదివి వినిపించడానికి చాలా పొడవుగా ఉంది ({length} అక్షరాలు; గరిష్ఠం {limit}): చిన్న చిన్న సందేశాలుగా విడగొట్టి పంపండి.',
  'speak.progress': '🔊 మీ కోసం రికార్డ్ చేస్తున్నాను…',
  'transcribe.noAudio': 'ఏదైనా వాయిస్ నోట్‌కు /transcribe తో జవాబివ్వండి (లేదా ఆడియో జతచేయండి).',
  'transcribe.progress': '🎙️ అక్షరాల్లోకి మారుస్తున్నాను…',
  'transcribe.progressLong': '🎙️ పొడవైన రికార్డింగ్‌ను అక్షరాల్లోకి మారుస్తున్నాను; కొన్ని నిమిషాలు పట్టవచ్చు…',
  'ocr.noImage': 'బొమ్మ లేదా PDF జతచేసి /ocr పంపండి (లేదా దానికి /ocr తో జవాబివ్వండి).',
  'ocr.progress': '🔎 అక్షరాలను చదువుతున్నాను…',
  'job.empty.recording': 'ఈ రికార్డింగ్ ఖాళీగా ఉంది. మళ్ళీ పంపండి.',
  'job.empty.file': 'ఈ ఫైల్ ఖాళీగా ఉంది. మళ్ళీ పంపండి.',
  'job.empty.document': 'ఈ పత్రం ఖాళీగా ఉంది. మళ్ళీ పంపండి.',
  'job.noDuration': 'ఈ రికార్డింగ్ ఎంత పొడవో నేను తెలుసుకోలేకపోయాను. WAV, OGG/Opus, MP3, FLAC లేదా M4A రికార్డింగ్ పంపండి.',
  'job.unreadableAudio': 'ఈ ఆడియోని నేను చదవలేకపోయాను ({reason}). WAV, OGG/Opus, MP3, FLAC లేదా M4A రికార్డింగ్ పంపండి.',
  'job.noSpeech': 'ఈ రికార్డింగ్‌లో నాకు ఏ మాటలూ వినిపించలేదు.',
  'job.transcriptFile': 'పూర్తి పాఠం, ఫైల్‌గా.',
  'job.notImage': 'ఈ ఫైల్ బొమ్మ లేదా PDF కాదు, కాబట్టి దానిలోని అక్షరాలను చదవలేను. PNG, JPEG లేదా PDF పంపండి.',
  'job.noText': 'ఈ బొమ్మలో నాకు ఏ అక్షరాలూ కనిపించలేదు.',
  'job.cannotLocalize': '"{name}"ని నేను అనువదించలేను. .docx, .txt, .srt లేదా .html ఫైల్ జతచేయండి.',
  'job.noTranslations': 'పత్రం ఏ అనువాదం లేకుండా తిరిగి వచ్చింది. మళ్ళీ ప్రయత్నించండి.',
  'localize.noDocument': '.docx, .txt, .srt లేదా .html ఫైల్ జతచేసి /localize పంపండి (లేదా దానికి జవాబివ్వండి).',
  'localize.badType': '{ext} ఫైళ్ళను నేను అనువదించలేను. .docx, .txt, .srt లేదా .html ఫైల్ జతచేయండి.',
  'localize.thatKind': 'ఈ రకం',
  'localize.alreadyIn': 'పత్రం ఇప్పటికే {language}లో ఉంది. ఏ భాషలో కావాలో `to` తో చెప్పండి.',
  'localize.progress': '📑 {name}: {languages}లోకి అనువదిస్తున్నాను…',
  'localize.theDocument': 'పత్రం',

  'bridge.noAction': 'బ్రిడ్జ్‌తో ఏం చేయాలో చెప్పండి.',
  'bridge.noCode': 'ఇంకో అడ్మిన్‌కు `/bridge create` నుంచి వచ్చిన కోడ్ ఇవ్వండి.',
  'bridge.noMode':
    '`/bridge mode members` (సభ్యులు చదివే భాషల్లో సందేశాలు వస్తాయి) లేదా `/bridge mode channel` (ఛానెల్ ఒకే భాషలో) అని చెప్పండి.',
  'bridge.unavailable': 'ఈ సర్వర్‌లో బ్రిడ్జ్ సదుపాయం లేదు.',
  'bridge.adminOnly': 'ఈ ఛానెల్ బ్రిడ్జ్‌ను దాని అడ్మిన్ మాత్రమే మార్చగలరు. `/bridge list` దాన్ని చూపిస్తుంది.',
  'bridge.created':
    'బ్రిడ్జ్ కోడ్: {code} ({minutes} నిమిషాలు చెల్లుతుంది, ఒక ఛానెల్‌కు; ఇది మీకు మాత్రమే కనిపిస్తుంది). ఇంకో ఛానెల్‌లో (ఏ ప్లాట్‌ఫామ్‌లోనైనా) ఒక అడ్మిన్ /bridge join {code} నడపాలి. ఆ తర్వాత సందేశాలు అటూ ఇటూ వెళ్తాయి, ప్రతి ఛానెల్ భాషలోకి అనువదించబడి. ఇంకో ఛానెల్ కోసం ప్రతిసారీ /bridge create మళ్ళీ నడపండి.',
  'bridge.joined':
    'బ్రిడ్జ్ కలిసింది. ఇప్పుడు ఈ ఛానెల్‌లు ఒకే సంభాషణలో ఉన్నాయి:\n{legs}\nవాటన్నిటికీ తెలియజేశాం. /bridge leave ఈ ఛానెల్‌ను బ్రిడ్జ్ నుంచి బయటకు తీస్తుంది.',
  'bridge.none': 'ఈ ఛానెల్ ఏ బ్రిడ్జ్‌లోనూ లేదు. అడ్మిన్ /bridge create తో బ్రిడ్జ్ మొదలుపెడతారు.',
  'bridge.list': 'ఈ ఛానెల్ బ్రిడ్జ్:\n{legs}',
  'bridge.left': 'ఈ ఛానెల్ తన బ్రిడ్జ్ నుంచి బయటకు వచ్చింది: ఇక సందేశాలు అటూ ఇటూ వెళ్ళవు.',
  'bridge.notBridged': 'ఈ ఛానెల్ ఏ బ్రిడ్జ్‌లోనూ లేదు.',
  'bridge.paused': 'ఈ ఛానెల్‌కు బ్రిడ్జ్ ఆపబడింది: /bridge resume వరకు ఇక్కడి నుంచి ఏదీ వెళ్ళదు, ఇక్కడికి ఏదీ రాదు.',
  'bridge.resumed': 'ఈ ఛానెల్‌కు బ్రిడ్జ్ మళ్ళీ మొదలైంది.',
  'bridge.modeMembers': 'ఇకపై బ్రిడ్జ్ సందేశాలు ఇక్కడ ఈ ఛానెల్ సభ్యులు చదివే భాషల్లో, ఒక్కో భాష ఒక్కో లైన్‌లో వస్తాయి.',
  'bridge.modeChannel': 'ఇకపై బ్రిడ్జ్ సందేశాలు ఇక్కడ ఈ ఛానెల్ భాషలో వస్తాయి.',
  'bridge.channel': '{platform} {channel}',
  'bridge.who': '{name} ({platform})',
  'bridge.leg': '• {platform} {channel}{self}: {reads}{state}',
  'bridge.leg.self': ' (ఈ ఛానెల్)',
  'bridge.leg.members': 'దాని సభ్యుల భాషలు',
  'bridge.leg.paused': ' — ఆపబడింది',
  'bridge.leg.refused': ' — ఆపబడింది: ఒక సందేశాన్ని తీసుకోవడానికి నిరాకరించింది',
  'bridge.leg.webChat': 'వెబ్ చాట్',
  'bridge.alreadyBridged': 'ఈ ఛానెల్ ఇప్పటికే బ్రిడ్జ్‌లో ఉంది.',
  'bridge.unknownCode': 'ఈ కోడ్ తెలియనిది, గడువు ముగిసినది లేదా ఇప్పటికే వాడేసినది. `bridge create` మళ్ళీ నడపమని ఇంకో అడ్మిన్‌ని అడగండి.',
  'bridge.alreadyInThat': 'ఈ ఛానెల్ ఇప్పటికే ఆ బ్రిడ్జ్‌లో ఉంది.',
  'bridge.inAnother': 'ఈ ఛానెల్ ఇప్పటికే వేరే బ్రిడ్జ్‌లో ఉంది. ముందు `bridge leave` నడపండి.',

  'captions.noAction': '`consent on`, `consent off`, `start` లేదా `stop` అని చెప్పండి.',
  'captions.noConsentState':
    'వాయిస్ ఛానెల్‌లలో మీ మాటలకు క్యాప్షన్లు కావాలంటే `/captions consent on`, వద్దంటే `/captions consent off` అని చెప్పండి.',
  'captions.unavailable': 'ఈ సర్వర్‌లో లైవ్ క్యాప్షన్ల సదుపాయం లేదు.',
  'captions.restarting': 'లైవ్ క్యాప్షన్లు ఆగిపోయాయి: dubash మళ్లీ ప్రారంభమవుతోంది. కాసేపట్లో వాటిని మళ్లీ ప్రారంభించండి.',
  'captions.lost': 'లైవ్ క్యాప్షన్లు ఆగిపోయాయి: అవి నడుస్తున్న సర్వర్ ఆగిపోయింది. కొనసాగించడానికి వాటిని మళ్లీ ప్రారంభించండి.',
  'captions.consentOn':
    'లైవ్ క్యాప్షన్లు నడుస్తున్నప్పుడు, మీ తదుపరి మాటల నుంచి, ఇక్కడి వాయిస్ ఛానెల్‌లలో మీకు క్యాప్షన్లు వస్తాయి. `/captions consent off` తో సమ్మతిని వెనక్కి తీసుకోవచ్చు.',
  'captions.consentOff':
    'ఇకపై ఇక్కడ మీకు క్యాప్షన్లు రావు: మీ తదుపరి మాటల నుంచి మీ గొంతు తీసుకోబడదు. `/captions consent on` తో మళ్ళీ సమ్మతి ఇవ్వవచ్చు.',

  'settings.onOff': '{what} కోసం on లేదా off అని చెప్పండి.',
  'settings.needValue': '{what}కి ఒక విలువ ఇవ్వండి.',
  'settings.range': '{what} {min} నుంచి {max} మధ్య సంఖ్య అయి ఉండాలి.',
  'settings.translateFirst': 'ముందు ఆటోమేటిక్ అనువాదాన్ని ప్రారంభించండి, ఉదాహరణకు /settings channel translate hi,ta',
  'settings.script': 'లిపి latin లేదా native అయి ఉండాలి.',
  'settings.domain': 'డొమైన్ వీటిలో ఒకటి: {domains}.',
  'settings.budget': 'బడ్జెట్ ఇలా చెప్పండి: `characters N` లేదా `audio SECONDS` (0 అంటే పరిమితి లేదు).',
  'settings.logging': 'లాగింగ్ కోసం true, no_audio, no_transcript లేదా false అని చెప్పండి.',
  'settings.privacy': 'గోప్యత కోసం `logging true|no_audio|no_transcript|false` లేదా `retain HOURS` అని చెప్పండి.',
  'settings.noSuchSetting': '{level} స్థాయిలో "{key}" అనే సెట్టింగ్ లేదు.',
  'settings.moderation': 'మోడరేషన్ off, flag, hide, redact లో ఒకటి; ఆ తర్వాత కావాలంటే రకాలు, dry-run.',
  'settings.moderationTypes': 'మోడరేషన్ రకాలు profanity, hate_speech, pii ("{word}" కాదు).',
  'settings.noLevel': 'me, channel లేదా workspace తో మొదలుపెట్టండి, ఉదాహరణకు /settings me language ta',
  'settings.noKey': 'ఏ సెట్టింగో చెప్పండి, ఉదాహరణకు /settings me language ta',
  'settings.adminOnly.channel':
    'ఛానెల్ సెట్టింగ్‌లు మార్చే అధికారం వర్క్‌స్పేస్ అడ్మిన్‌లకు మాత్రమే ఉంది. మీ సొంత సెట్టింగ్‌లు మీరే మార్చుకోవచ్చు, ఉదాహరణకు /settings me language ta',
  'settings.adminOnly.workspace':
    'వర్క్‌స్పేస్ సెట్టింగ్‌లు మార్చే అధికారం వర్క్‌స్పేస్ అడ్మిన్‌లకు మాత్రమే ఉంది. మీ సొంత సెట్టింగ్‌లు మీరే మార్చుకోవచ్చు, ఉదాహరణకు /settings me language ta',
  'settings.notThere': 'దీన్ని ఇక్కడ సెట్ చేయలేరు: {reason}.',
  'settings.notAllowed': '{what}కి ఈ విలువ అనుమతించబడదు.',
  'settings.staleButton': 'ఈ బటన్ ఇప్పుడు పనిచేయదు. /settings మళ్ళీ పంపండి.',
  'settings.show.title': 'ఇక్కడ మీకు వర్తించే సెట్టింగ్‌లు:',
  'settings.show.language': '• మీ భాష: {language} (లిపి: {script})',
  'settings.show.translate': '• ఆటోమేటిక్ అనువాదం: {translate}{topics}',
  'settings.show.topics': '; ప్రతి భాషకు వేరే ఫోరమ్ టాపిక్',
  'settings.show.transcribe': '• వాయిస్ నోట్‌లను ఆటోమేటిక్‌గా అక్షరాల్లోకి మార్చడం: {state}',
  'settings.show.ocr': '• బొమ్మల్లోని అక్షరాలను ఆటోమేటిక్‌గా చదవడం: {state}',
  'settings.show.moderation': '• మోడరేషన్: {moderation}',
  'settings.show.dryRun': '; పరీక్ష మాత్రమే (అడ్మిన్‌లకు మాత్రమే కనిపిస్తుంది)',
  'settings.show.voice': '• గొంతు: {voice}, వేగం {speed}',
  'settings.show.domain': '• అనువాద రంగం: {domain}',
  'settings.show.privacy': '• గోప్యత: API లాగింగ్ {logging}; సందేశాల పాఠం ఉంచే కాలం: {kept}',
  'settings.show.never': 'ఎప్పుడూ కాదు',
  'settings.show.keptDefault': '{hours} గంటలు (డిఫాల్ట్, రియాక్షన్‌తో అనువాదం కోసం)',
  'settings.show.month': '• ఈ నెల: {characters}; {audio}',
  'settings.show.used': '{limit}లో {used} {unit}',
  'settings.show.usedNoLimit': '{used} {unit} (పరిమితి లేదు)',
  'settings.show.change': 'మార్చడానికి: /settings me|channel|workspace KEY VALUE (/help చూడండి).',
  'settings.done.member': 'అయిపోయింది. మీ సెట్టింగ్ మారింది — {what}: {said}.',
  'settings.done.channel': 'అయిపోయింది. ఈ ఛానెల్ సెట్టింగ్ మారింది — {what}: {said}.',
  'settings.done.workspace': 'అయిపోయింది. వర్క్‌స్పేస్ సెట్టింగ్ మారింది — {what}: {said}.',
  'settings.what.topics': 'భాషల వారీ టాపిక్‌లలో ఆటోమేటిక్ అనువాదం',
  'settings.what.language': 'భాష',
  'settings.what.script': 'లిపి',
  'settings.what.autoTranslate': 'ఆటోమేటిక్ అనువాదం',
  'settings.what.autoTranscribe': 'వాయిస్ నోట్‌లను ఆటోమేటిక్‌గా అక్షరాల్లోకి మార్చడం',
  'settings.what.autoOcr': 'బొమ్మల్లోని అక్షరాలను ఆటోమేటిక్‌గా చదవడం',
  'settings.what.voice': 'గొంతు',
  'settings.what.speed': 'మాట్లాడే వేగం',
  'settings.what.domain': 'అనువాద రంగం',
  'settings.what.budgetCharacters': 'నెలవారీ అక్షరాల బడ్జెట్',
  'settings.what.budgetAudio': 'నెలవారీ ఆడియో సెకన్ల బడ్జెట్',
  'settings.what.logging': 'API లాగింగ్',
  'settings.what.retention': 'సందేశాల పాఠం ఉంచే కాలం',
  'settings.what.moderation': 'మోడరేషన్',
  'settings.said.members': 'ప్రతి సభ్యుడి భాషలోకి',
  'settings.said.languages': '{languages}లోకి',
  'settings.said.unlimited': 'పరిమితి లేదు',
  'settings.said.hours': '{hours} గంటలు',

  // ---- merged from main: bridge join codes and announcements, long text, transcribe language, reactions, severity
  'bridge.createdMore':
    'బ్రిడ్జ్ కోడ్: {code} ({minutes} నిమిషాలు చెల్లుతుంది, ఇంకో ఒక్క ఛానెల్‌కు; ఇది మీకు మాత్రమే కనిపిస్తుంది). ఇంకో ఛానెల్‌లో (ఏ ప్లాట్‌ఫామ్‌లోనైనా) ఒక అడ్మిన్ /bridge join {code} నడపాలి. ఆ తర్వాత సందేశాలు అటూ ఇటూ వెళ్తాయి, ప్రతి ఛానెల్ భాషలోకి అనువదించబడి. ఇంకో ఛానెల్ కోసం ప్రతిసారీ /bridge create మళ్ళీ నడపండి.',
  'bridge.unreachable':
    'బ్రిడ్జ్ కోడ్‌ను మీకు ప్రైవేట్‌గా పంపలేకపోయాను. మీకు రాసే అవకాశం ఇవ్వండి (Telegram‌లో: నాతో ప్రైవేట్ చాట్ తెరిచి Start నొక్కండి), ఆ తర్వాత /bridge create మళ్ళీ నడపండి.',
  'bridge.codeJustUsed': 'ఈ కోడ్ ఇప్పుడే వాడేశారు. `bridge create` మళ్ళీ నడపమని ఇంకో అడ్మిన్‌ని అడగండి.',
  'bridge.remove.noChannel':
    'ఏ ఛానెలో `/bridge list` చూపించినట్టే చెప్పండి, ఉదాహరణకు /bridge remove telegram -1001234567890.',
  'bridge.remove.self': 'ఈ ఛానెల్‌ను దాని బ్రిడ్జ్ నుంచి తీసేయడానికి /bridge leave నడపండి.',
  'bridge.remove.several': 'బ్రిడ్జ్‌లో {id} అనే పేరుతో చాలా ఛానెల్‌లు ఉన్నాయి: ప్లాట్‌ఫామ్ పేరు కూడా చెప్పండి, ఉదాహరణకు {remove}.',
  'bridge.remove.unknown': '"{id}" అనే ఛానెల్ ఈ బ్రిడ్జ్‌లో లేదు. /bridge list వాటిని చూపిస్తుంది.',
  'bridge.remove.already': 'ఆ ఛానెల్ ఇప్పటికే బ్రిడ్జ్ నుంచి వెళ్ళిపోయింది.',
  'bridge.removed': '{channel}‌ను బ్రిడ్జ్ నుంచి తీసేశాం. ప్రతి వైపుకూ తెలియజేశాం.',
  'bridge.announce.joined':
    '{channel} ఈ బ్రిడ్జ్‌లో చేరింది, చేర్చినవారు {who}. ఇకపై సందేశాలు దానితో కూడా అటూ ఇటూ వెళ్తాయి. ఇది అనుకోనిదైతే, ఇక్కడి అడ్మిన్ {remove} నడపవచ్చు; /bridge leave ఈ ఛానెల్‌ను బయటకు తీస్తుంది.',
  'bridge.announce.removedYou':
    '{who} ఈ ఛానెల్‌ను దాని బ్రిడ్జ్ నుంచి తీసేశారు: ఇకపై సందేశాలు అటూ ఇటూ వెళ్ళవు. ఇక్కడి అడ్మిన్ కొత్త కోడ్‌తో మళ్ళీ ఏదైనా బ్రిడ్జ్‌లో చేరవచ్చు.',
  'bridge.announce.removed': '{channel}‌ను {who} ఈ బ్రిడ్జ్ నుంచి తీసేశారు.',
  'bridge.announce.left': '{channel} ఈ బ్రిడ్జ్ నుంచి వెళ్ళిపోయింది ({who}).',
  'transliterate.tooLong':
    'ఈ పాఠం లిప్యంతరీకరణకు చాలా పొడవుగా ఉంది ({length} అక్షరాలు; గరిష్ఠం {limit}): చిన్న చిన్న సందేశాలుగా విడగొట్టి పంపండి.',
  'pipeline.messageTooLong':
    'ఈ సందేశం ఈ చాట్ అనుమతించే దానికంటే పొడవుగా ఉంది ({length} అక్షరాలు; గరిష్ఠం {limit}), అందుకే దాన్ని చదవలేదు: చిన్న చిన్న సందేశాలుగా విడగొట్టి పంపండి.',
  'transcribe.cannotHear':
    'ఈ రికార్డింగ్‌ను అక్షరాల్లోకి మార్చలేకపోయాను: మాటలను గుర్తించే సేవ {language}ను గుర్తించలేదు (లోకల్ ఇంజిన్ ఇంగ్లీష్ మాత్రమే గుర్తిస్తుంది), ఇది ఏ భాషో కూడా నేను కనిపెట్టలేకపోయాను.',
  'transcribe.heardAs': '({heard}గా అక్షరాల్లోకి మార్చాం: మాటలను గుర్తించే సేవ {asked}ను గుర్తించలేదు.)',
  'help.reactions': 'రియాక్షన్‌తో అనువాదం: ఏదైనా సందేశానికి {reactions}తో రియాక్ట్ చేస్తే, దాని అనువాదం దాని థ్రెడ్‌లో వస్తుంది.',
  'settings.reactionsWorkspace':
    'రియాక్షన్‌లు మొత్తం వర్క్‌స్పేస్‌కు సెట్ అవుతాయి, ఉదాహరణకు /settings workspace reactions 🇮🇳 hi.',
  'settings.what.reactions': 'రియాక్షన్‌తో అనువాదం జాబితా',
  'settings.what.reaction': 'రియాక్షన్ {emoji}',
  'settings.said.emptyOff': 'ఖాళీ (ఆఫ్)',
  'settings.said.reactionInto': '{language}లోకి అనువాదం',
  'settings.show.reactions': '• రియాక్షన్‌తో అనువాదం: {reactions}',
  'settings.what.mirror': '{language} మిర్రర్ ఛానెల్',
  'settings.mirror.channelOnly':
    'మిర్రర్ ఛానెల్\u200cలను ఒక్కో ఛానెల్\u200cకు విడిగా సెట్ చేయాలి, ఉదాహరణకు /settings channel mirror ta #tamil-chat.',
  'settings.mirror.where':
    'ఏ ఛానెల్\u200cలోకి మిర్రర్ చేయాలో #channel అని రాయండి, లేదా off, ఉదాహరణకు /settings channel mirror ta #tamil-chat.',
  'settings.show.mirrors': '• మిర్రర్ ఛానెల్\u200cలు: {mirrors}',
  'settings.severity': '"from" తర్వాత తీవ్రత రాయండి: low, medium లేదా high.',
  'settings.show.severity': ', {level} తీవ్రత నుంచి (అంతకంటే తేలికైనవి గుర్తుపెట్టడం మాత్రమే)',
  'settings.said.moderation': '{mode}{types}{severity}{dryRun}',
  'settings.said.dryRun': ', ప్రయోగం మాత్రమే (dry run)',
  'settings.adminOnly.workspaceFromDm':
    'వర్క్‌స్పేస్ సెట్టింగ్‌లను వర్క్‌స్పేస్ అడ్మిన్‌లు మాత్రమే మార్చగలరు (నేరుగా పంపే సందేశం నుంచి కాదు). మీరు ఈ ఛానెల్ సెట్టింగ్‌లు మార్చవచ్చు, ఉదాహరణకు /settings channel language ta, లేదా మీ సొంతవి, ఉదాహరణకు /settings me language ta.',

  // ---- లైవ్ క్యాప్షన్లు (src/features/captions, adapters/discord/voice-captions.ts)
  'captions.webChatMic':
    'వెబ్ చాట్‌లో వాయిస్ ఛానెల్‌లు ఉండవు: ఇక్కడ లైవ్ క్యాప్షన్లు మీ మైక్రోఫోన్ నుంచి వస్తాయి. సందేశం పెట్టె పైన ఉన్న మైక్రోఫోన్ బటన్ (క్యాప్షన్లు మొదలుపెట్టు) నొక్కండి.',
  'captions.noVoicePlatform':
    'ఈ ప్లాట్‌ఫామ్‌లో నేను చేరగలిగే వాయిస్ ఛానెల్‌లు లేవు. లైవ్ క్యాప్షన్లు Discord వాయిస్ ఛానెల్‌లలో, వెబ్ చాట్‌లో (దాని మైక్రోఫోన్ బటన్‌తో) పనిచేస్తాయి.',
  'captions.alreadyOn': '{name}లో లైవ్ క్యాప్షన్లు ఇప్పటికే నడుస్తున్నాయి. ముందు `/captions stop` తో వాటిని ఆపండి.',
  'captions.noBudget': 'లైవ్ క్యాప్షన్లు మొదలు కాలేదు. {reason}',
  'captions.started': '{name}లో లైవ్ క్యాప్షన్లు మొదలయ్యాయి; అవి దాని చాట్‌లో కనిపిస్తాయి.',
  'captions.notOn': 'ఇక్కడ లైవ్ క్యాప్షన్లు నడవడం లేదు. `/captions start` మీ వాయిస్ ఛానెల్‌లో వాటిని మొదలుపెడుతుంది.',
  'captions.stopped': 'లైవ్ క్యాప్షన్లు ఆగిపోయాయి; నేను {name} నుంచి బయటికి వచ్చేశాను.',
  'captions.on':
    '🎙️ {name}లో లైవ్ క్యాప్షన్లు నడుస్తున్నాయి (మాట్లాడే భాష: {language}). అంగీకరించిన సభ్యులకు మాత్రమే క్యాప్షన్లు వస్తాయి; ఇంకెవరి గొంతూ తీసుకోబడదు.',
  'captions.onTranslated':
    '🎙️ {name}లో లైవ్ క్యాప్షన్లు నడుస్తున్నాయి (మాట్లాడే భాష: {language}, ఛానెల్ చదివే భాషల్లోకి అనువాదంతో). అంగీకరించిన సభ్యులకు మాత్రమే క్యాప్షన్లు వస్తాయి; ఇంకెవరి గొంతూ తీసుకోబడదు.',
  'captions.captioned': 'క్యాప్షన్లు వస్తున్నవారు: {names}.',
  'captions.notCaptioned':
    'క్యాప్షన్లు రానివారు: {names}. క్యాప్షన్లు కావాలంటే `/captions consent on` అనండి (ఆపడానికి `/captions consent off`).',
  'captions.nobody': 'ఎవరూ లేరు',
  'captions.joinedNotCaptioned': '{name} చేరారు: వారికి క్యాప్షన్లు రావు. కావాలంటే `/captions consent on` అనండి.',
  'captions.end.empty': 'లైవ్ క్యాప్షన్లు ఆగిపోయాయి: అందరూ {name} నుంచి వెళ్ళిపోయారు.',
  'captions.end.time':
    '{duration} తర్వాత లైవ్ క్యాప్షన్లు ఆగిపోయాయి, ఒక సెషన్ అంతకంటే ఎక్కువ నడవదు. `/captions start` మళ్ళీ మొదలుపెడుతుంది.',
  'captions.end.disconnected':
    'లైవ్ క్యాప్షన్లు ఆగిపోయాయి: ఒకసారి మళ్ళీ చేరిన తర్వాత కూడా {name}తో కనెక్షన్ మళ్ళీ తెగిపోయింది. `/captions start` తో మళ్ళీ ప్రయత్నించండి.',
  'captions.end.shutdown':
    'లైవ్ క్యాప్షన్లు ఆగిపోయాయి: dubash మళ్ళీ మొదలవుతోంది. అది తిరిగి వచ్చాక `/captions start` మళ్ళీ మొదలుపెడుతుంది.',
  'captions.end.budget': 'లైవ్ క్యాప్షన్లు ఆగిపోయాయి. {reason}',
  'captions.notServed':
    'లైవ్ క్యాప్షన్లు ఆగిపోయాయి: భాషా సేవ "{language}"ని లైవ్‌గా గుర్తించలేదు. క్యాప్షన్లకు వేరే భాష ఎంచుకోండి (లోకల్ ఇంజిన్ ఇంగ్లీషు మాత్రమే అర్థం చేసుకుంటుంది).',
  'captions.voice.dm': 'లైవ్ క్యాప్షన్లు సర్వర్‌లోని వాయిస్ ఛానెల్‌ల కోసం, నేరుగా పంపే సందేశాల కోసం కాదు.',
  'captions.voice.joinFirst':
    'ముందు ఒక వాయిస్ ఛానెల్‌లో చేరండి, తర్వాత `/captions start` అనండి: మీరు ఉన్న వాయిస్ ఛానెల్‌లోనే నేను చేరతాను.',
  'captions.voice.busy': 'ఈ సర్వర్‌లో నేను ఇప్పటికే ఒక వాయిస్ ఛానెల్‌లో ఉన్నాను. ముందు `/captions stop`.',
  'captions.voice.mayNotJoin':
    '{name}లో చేరడానికి నాకు అనుమతి లేదు: అక్కడ నాకు View Channel, Connect అనుమతులు ఇవ్వండి (Speak అక్కర్లేదు), తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'captions.voice.cannotConnect':
    '{name}కి నేను కనెక్ట్ కాలేకపోయాను. అక్కడ నాకు View Channel, Connect అనుమతులు ఉన్నాయో చూసి, మళ్ళీ ప్రయత్నించండి.',
  'duration.minute': '1 నిమిషం',
  'duration.minutes': '{n} నిమిషాలు',
  'duration.second': '1 సెకను',
  'duration.seconds': '{n} సెకన్లు',

  // ---- మోడరేషన్
  'moderation.what.message': 'ఈ సందేశం',
  'moderation.what.voiceNote': 'ఈ వాయిస్ నోట్',
  'moderation.what.image': 'ఈ బొమ్మ',
  'moderation.in.message': 'ఈ సందేశంలో',
  'moderation.in.voiceNote': 'ఈ వాయిస్ నోట్‌లో',
  'moderation.in.image': 'ఈ బొమ్మలో',
  'moderation.type.profanity': 'బూతులు',
  'moderation.type.hate_speech': 'ద్వేషపూరిత మాటలు',
  'moderation.type.pii': 'వ్యక్తిగత సమాచారం',
  'moderation.and': '{list}, {last}',
  'moderation.flagged': '⚠️ {inThing} {found} ఉండవచ్చు.',
  'moderation.hidden': '{inThing} {found} ఉంది, అందుకే దాన్ని దాచాం.',
  'moderation.redacted': '{inThing} ఉన్న {found} తీసేశాం.',
  'moderation.dryRun.flag': 'మోడరేషన్ (పరీక్ష మాత్రమే): {inThing} {found} ఉంది; నిజంగా అయితే దీనిపై హెచ్చరిక పెట్టేవాళ్ళం.',
  'moderation.dryRun.hide': 'మోడరేషన్ (పరీక్ష మాత్రమే): {inThing} {found} ఉంది; నిజంగా అయితే దీన్ని దాచేవాళ్ళం.',
  'moderation.dryRun.redact': 'మోడరేషన్ (పరీక్ష మాత్రమే): {inThing} {found} ఉంది; నిజంగా అయితే దాన్ని తీసేసేవాళ్ళం.',

  // ---- బడ్జెట్: అడ్మిన్‌లకు
  'budget.warn':
    'అడ్మిన్‌లకు: ఈ వర్క్‌స్పేస్ తన నెలవారీ బడ్జెట్‌లో {pct}% వాడేసింది (పరిమితి {limit} {unit}, వాడినది {used}). 100% దగ్గర నేను ఆగిపోతాను; /settings workspace budget {setting} N తో దాన్ని పెంచండి.',
  'budget.refused.characters':
    'అడ్మిన్‌లకు: ఈ వర్క్‌స్పేస్‌లో ఆటోమేటిక్ అనువాదం (బ్రిడ్జ్ కూడా) ఆగిపోయింది: {limit} {unit} నెలవారీ బడ్జెట్ తర్వాతి సందేశానికి సరిపోదు ({used} వాడారు). ఇది ప్రతి నెలా 1వ తేదీన మళ్ళీ మొదలవుతుంది; /settings workspace budget {setting} N తో పెంచండి.',
  'budget.refused.audioSeconds':
    'అడ్మిన్‌లకు: ఈ వర్క్‌స్పేస్‌లో వాయిస్ నోట్‌లను ఆటోమేటిక్‌గా అక్షరాల్లోకి మార్చడం ఆగిపోయింది: {limit} {unit} నెలవారీ బడ్జెట్ తర్వాతి సందేశానికి సరిపోదు ({used} వాడారు). ఇది ప్రతి నెలా 1వ తేదీన మళ్ళీ మొదలవుతుంది; /settings workspace budget {setting} N తో పెంచండి.',

  // ---- బ్రిడ్జ్: మీడియా, ఆగడం
  'bridge.noRecogniser': 'ఈ వాయిస్ నోట్‌ను అక్షరాల్లోకి మార్చలేకపోయాను: భాషా సేవ దగ్గర {language} గుర్తించే ఇంజిన్ లేదు.',
  'bridge.pausedRefused':
    'బ్రిడ్జ్ {channel}ని ఆపింది: అది ఒక సందేశాన్ని తీసుకోవడానికి నిరాకరించింది ({reason}). మిగతా ఛానెల్‌లు మాట్లాడుకుంటూనే ఉంటాయి. అక్కడ సరిచేయండి (dubash‌ను మళ్ళీ చేర్చండి, పోస్ట్ చేసే అనుమతి ఇవ్వండి), తర్వాత ఆ ఛానెల్ అడ్మిన్ /bridge resume నడపాలి.',

  // ---- పనులు, పొడవైన జవాబులు, పెద్ద ఫైల్‌లు
  'job.badPayload': 'ఈ సందేశంపై పని చేయలేకపోయాను: చాట్ యాప్ దీన్ని నేను వాడలేని వివరాలతో పంపింది. దయచేసి మళ్ళీ పంపండి.',
  'split.asFile': 'జవాబు పొడవుగా ఉంది, అందుకే ఫైల్‌గా ఇస్తున్నాను.',
  'file.tooLarge': 'ఈ ఫైల్ dubash డౌన్‌లోడ్ చేసే {mb} MB కంటే పెద్దది. చిన్న రికార్డింగ్ గానీ చిన్న ఫైల్ గానీ పంపండి.',
  'file.tooLargeNamed': '{names}: నాకు చాలా పెద్దది ({mb} MB కంటే ఎక్కువ). చిన్న రికార్డింగ్ గానీ చిన్న ఫైల్ గానీ పంపండి.',
  'file.tooLargeTelegram':
    'ఈ ఫైల్ Telegram బాట్‌లను డౌన్‌లోడ్ చేయనిచ్చే {mb} MB కంటే పెద్దది. చిన్న రికార్డింగ్ గానీ చిన్న ఫైల్ గానీ పంపండి, లేదా 2 GB వరకు ఫైల్‌ల కోసం లోకల్ Bot API సర్వర్ (TELEGRAM_API_ROOT) నడపమని బాట్ యజమానిని అడగండి.',

  // ---- అనువాదం కాదు, లిపి మార్పు మాత్రమే: అడ్మిన్‌లకు
  'soundedOut.admins':
    'అడ్మిన్‌లకు: {pairs} అనువాదం కాలేదు, లిపి మాత్రమే మారింది: ఇక్కడి భాషా సేవ దగ్గర ఆ జతకు అనువాద ఇంజిన్ లేదు. అసలైన అనువాదం కోసం లోకల్ API‌కి LibreTranslate లాంటి సర్వర్ ఇవ్వండి (LOCAL_MT_URL=http://…), పదకోశం లోడ్ చేయండి (dubash serve-api --lookup FILE), లేదా Language Services API వాడండి (REVERIE_BASE_URL, REVERIE_API_KEY, REVERIE_APP_ID సెట్ చేయండి). ఈ మాట ప్రతి వర్క్‌స్పేస్‌లో ఒక్కసారే చెబుతాం.',
  'soundedOut.note':
    '{script} లిపిలో ఉచ్చారణ మాత్రమే రాశాం, అనువాదం కాదు; ఇక్కడ {from}→{to} జతకు అనువాద ఇంజిన్ లేదు — LOCAL_MT_URL సెట్ చేయండి లేదా Language Services API వాడండి',
  'soundedOut.mark': '(లిప్యంతరీకరణ మాత్రమే, అనువాదం కాదు)',
  'soundedOut.sentence': '{note}.',
  'soundedOut.file.whole': '(మొత్తం పాఠం అనువాదం కాలేదు: {note}.)',
  'soundedOut.file.part': '({of} భాగాల్లో {passages} అనువాదం కాలేదు: {note}.)',

  // ---- వెబ్ చాట్ స్వాగతం
  'greeting.welcome':
    '#{channel}కి స్వాగతం. నేను dubash: ఇంగ్లీషు, భారతీయ భాషల మధ్య లిపి మారుస్తాను, అనువదిస్తాను, వాయిస్ నోట్‌లను అక్షరాల్లోకి మారుస్తాను, రాసినది చదివి వినిపిస్తాను, బొమ్మల్లో, PDFలలో ఉన్న అక్షరాలను చదువుతాను, పత్రాలను అనువదిస్తాను.',
  'greeting.try': 'వీటిలో ఒకటి ప్రయత్నించండి (దాన్ని క్లిక్ చేసి, తర్వాత Send):',
  'greeting.pickLanguage':
    'ప్రతి సభ్యుడూ తాను చదివే భాషను ఎంచుకుంటారు: “reads” పెట్టెలో, లేదా /settings me language ta తో. ప్రతి సందేశం ప్రతి సభ్యుడి భాషలోకి అనువాదం కావాలంటే, ఒక అడ్మిన్ ఇది పంపాలి:',
  'greeting.admins':
    'ఇక్కడి అడ్మిన్‌లు: {admins} (LOCAL_ADMINS వీరి పేర్లు చెబుతుంది). అడ్మిన్‌గా పనిచేయడానికి చాట్‌ను {first}గా తెరవండి: సభ్యుల పెట్టెలో ఆ పేరు రాయండి, లేదా {first}గా సైన్ ఇన్ చేయండి (LOCAL_ADMIN_PASSWORD సెట్ చేసి ఉంటే దానితో).',
  'greeting.noAdmins': 'ఇక్కడ ఇంకా అడ్మిన్ ఎవరూ లేరు: LOCAL_ADMINSలో అడ్మిన్‌ల పేర్లు ఇచ్చి మళ్ళీ మొదలుపెట్టండి.',
  'greeting.noEngine':
    'ఇంగ్లీషు, భారతీయ భాషల మధ్య అనువాద ఇంజిన్ ఏదీ ఇక్కడ నడవడం లేదు, కాబట్టి అలాంటి అనువాదాలు చదివేవారి లిపిలో ఉచ్చారణ ప్రకారం మాత్రమే రాయబడతాయి, ఆ సంగతి చెప్పబడుతుంది. ఒక ఇంజిన్‌ను కలపడానికి, వీటిలో ఒకదానితో dubash‌ను మళ్ళీ మొదలుపెట్టండి:',
  'greeting.readme': 'README లోని “Connecting a translation engine” భాగం ఒక్కోదాన్ని చూపిస్తుంది.',
  'greeting.api': 'భాషా పనులు {url} దగ్గర ఉన్న Language Services API‌కి వెళ్తాయి: మీ ఖాతా అనుమతించే భాషలు.',
  'greeting.offline': 'ఈ యంత్రంలో ఇంటర్నెట్ లేకుండా నడుస్తున్నవి:',
  'greeting.help': 'అన్ని కమాండ్‌లూ చూడటానికి /help అని రాయండి.',
  // ---- ప్లాట్‌ఫామ్ ఇవ్వని ఫైల్‌లు
  'file.gone': '{platform} దగ్గర ఆ ఫైల్ ఇప్పుడు లేదు. మళ్ళీ పంపండి.',
  'file.noWay': 'ఆ ఫైల్‌ను డౌన్‌లోడ్ చేసే దారి {platform} ఇవ్వలేదు. మళ్ళీ పంపండి.',
  'file.elsewhere': 'ఆ అటాచ్‌మెంట్ {platform}లో లేదు. ఫైల్‌నే పంపండి.',
  'file.slackSignIn':
    'ఫైల్‌కు బదులు Slack తన సైన్-ఇన్ పేజీని పంపింది: బాట్ టోకెన్ దాన్ని చదవలేదు. యాప్‌కు files:read స్కోప్ ఉందో, అది ఈ ఛానెల్‌లో ఉందో చూసి, ఫైల్‌ను మళ్ళీ పంపండి.',
  'file.room.workspace':
    'ఈ వర్క్‌స్పేస్‌లో ఇప్పటికే {used} ఫైళ్లు ఉన్నాయి (గరిష్ఠం {limit}): అటాచ్‌మెంట్లు ఉన్న మెసేజ్‌లను తొలగించండి, లేదా పాత ఫైళ్ల గడువు తీరే వరకు ఆగండి ({days} రోజుల తర్వాత)',
  'file.room.chat': 'చాట్‌లో ప్రస్తుతం ఇంకా ఫైళ్లకు చోటు లేదు: కాసేపాగి మళ్లీ ప్రయత్నించండి, లేదా దీన్ని నడిపేవారిని చోటు కల్పించమని అడగండి',
  'file.room.audio': 'ఆడియో తయారు చేశాను, కానీ దాన్ని ఉంచలేకపోయాను: {why}.',
  'file.room.image': 'చిత్రం తయారు చేశాను, కానీ దాన్ని ఉంచలేకపోయాను: {why}.',
  'file.room.document': 'ఫైల్ తయారు చేశాను, కానీ దాన్ని ఉంచలేకపోయాను: {why}.',
  'pipeline.lostChannel': 'ఆ జవాబు తన ఛానెల్‌ను కోల్పోయింది. మళ్ళీ అడగండి.',
  // ---- అనుమతి లేక Discord నిరాకరించింది: సర్వర్ అడ్మిన్‌లకు
  'rights.what.send': 'సందేశాలు పంపడానికి',
  'rights.what.edit': 'సందేశాలు మార్చడానికి',
  'rights.what.delete': 'సందేశాలు తొలగించడానికి',
  'rights.discord.noAccess':
    'dubash ఆ ఛానెల్‌ను చూడలేకపోతోంది (Missing Access), కాబట్టి అక్కడ {what} వీలు లేదు. ఆ ఛానెల్‌లో dubash రోల్‌కు View Channel, Read Message History అనుమతులు ఇవ్వండి.',
  'rights.discord.missing':
    'ఆ ఛానెల్‌లో {what} dubash‌కు ఒక అనుమతి లేదు (Missing Permissions). అక్కడ dubash రోల్‌కు Send Messages, Attach Files, Read Message History, Manage Messages, Manage Webhooks అనుమతులు ఇవ్వండి.',
  'rights.discord.where': '⚠️ {sentence} (ఛానెల్ {channel})',
  // ---- అనుమతి లేక Telegram పంపనివ్వలేదు: చాట్‌కు
  'rights.what.voice': 'వాయిస్ సందేశాలు పంపడానికి',
  'rights.what.photo': 'ఫోటోలు పంపడానికి',
  'rights.what.document': 'ఫైల్‌లు పంపడానికి',
  'rights.what.deleteAsAdmin': 'సందేశాలు తొలగించడానికి (నన్ను “Delete messages” హక్కుతో అడ్మిన్‌గా చేయండి)',
  'rights.telegram': 'ఈ చాట్‌లో {what} నాకు అనుమతి లేదు. చాట్ సెట్టింగ్‌లలో అడ్మిన్ దీన్ని అనుమతించవచ్చు.',
  'pipeline.busy': 'ఈ సర్వర్ ఈ నిమిషంలో dubash‌కు చాలా ఎక్కువ అభ్యర్థనలు పంపుతోంది. ఒక నిమిషం తర్వాత మళ్ళీ ప్రయత్నించండి.',
  // ---- Slack Web API లోపాలు
  'slack.notInChannel': 'నేను ఈ ఛానెల్‌లో లేను, కాబట్టి ఇక్కడ పోస్ట్ చేయలేను. ఛానెల్‌లో `/invite @dubash` అని రాసి, మళ్ళీ ప్రయత్నించండి.',
  'slack.says': 'Slack చెబుతోంది: {code}.',
  'slack.missingScope':
    'అడ్మిన్‌లకు: dubash యాప్‌కు `{scope}` స్కోప్ లేనందున Slack ఒక కాల్‌ను తిరస్కరించింది. దాన్ని OAuth & Permissions → Bot Token Scopesలో చేర్చండి (లేదా `dubash slack manifest` ఇచ్చే మేనిఫెస్ట్‌ను మళ్ళీ అతికించండి), తర్వాత యాప్‌ను మళ్ళీ ఇన్‌స్టాల్ చేయండి.',
  'slack.home.intro':
    'భారతీయ భాషలు, ఇంగ్లీష్ మధ్య అనువాదం. ఎక్కడైనా `/dubash help` అని టైప్ చేయండి, లేదా మెసేజ్ షార్ట్‌కట్‌లు వాడండి (మెసేజ్ మీద ⋯ → *Translate*, *Transcribe*, *Speak*, *Read text*).',
  'slack.home.language': '*నా భాష:* {language}',
  'slack.home.languageDefault': '*నా భాష:* {language} _(మీ Slack భాష లేదా వర్క్‌స్పేస్ నుంచి)_',
  'slack.home.script': '*రోమన్ హిందీ చూపించేది:* {script}',
  'slack.home.script.latin': 'లాటిన్ అక్షరాల్లో',
  'slack.home.script.native': 'దాని సొంత లిపిలో',
  'slack.home.change': 'నా సెట్టింగ్‌లు మార్చు',
  'slack.home.admins': 'వర్క్‌స్పేస్ (అడ్మిన్‌లు)',
  'slack.home.workspaceLanguage': '*వర్క్‌స్పేస్ భాష:* {language}',
  'slack.home.month': '*ఈ నెల*\nఅనువదించిన అక్షరాలు: {characters}\nఆడియో సెకన్లు: {audio}',
  'slack.home.bar': '{bar} {percent}% ({budget}లో {used})',
  'slack.home.noLimit': '{used} వాడారు (పరిమితి లేదు)',
  'slack.home.privacy':
    '*గోప్యత:* API లాగింగ్ `{logging}` (మార్చడానికి: `/dubash settings workspace privacy logging false`)',
  'slack.home.channel': 'ఛానెల్ సెట్టింగ్‌లు: ఛానెల్‌లో `/dubash settings` అంటే తెరుచుకుంటాయి.',
  // bridged media's captions, in the receiving side's language (src/features/bridge/relay.ts)
  'bridge.media.image': '{who} ఒక చిత్రాన్ని పంపారు',
  'bridge.media.file': '{who} ఒక ఫైల్ పంపారు',
  'bridge.media.voice': '{who} ఒక వాయిస్ నోట్ పంపారు',
  'bridge.media.voiceNote': 'వాయిస్ నోట్',
  // Telegram's inline answer: the title of the transliteration (src/features/inline.ts)
  'inline.latin': 'లాటిన్ అక్షరాల్లో: {latin}',
  // a localized document's caption; {language} is named in the reader's language (src/jobs/handlers.ts)
  'localize.caption': '{name} ({language}లో)',
  'destinations.original': '↩ అసలు సందేశం',
  'author.unnamed': 'ఒక సభ్యులు',
  // the web chat's storage (Redis) full: said to the member who posts (adapters/local/routes.ts)
  'file.room.full': 'చాట్ నిల్వ నిండిపోయింది, కాబట్టి కొత్తగా ఏదీ దాచలేము: దీన్ని నడిపేవారిని చోటు కల్పించమని అడగండి',
  // /settings as a form (commands/settings-form.ts; Slack's modal)
  'settings.form.title': 'dubash సెట్టింగ్‌లు',
  'settings.form.save': 'భద్రపరచు',
  'settings.form.cancel': 'రద్దు చేయి',
  'settings.form.keep': 'ఉన్నట్టే ఉంచు',
  'settings.form.you': 'మీ కోసం',
  'settings.form.channel': 'ఈ ఛానెల్ (అడ్మిన్‌లు)',
  'settings.form.language': 'నా భాష',
  'settings.form.languageHint': 'మీ కోసం అనువాదాలు ఈ భాషలో వస్తాయి.',
  'settings.form.script': 'రోమన్‌లో రాసిన హిందీని చూపే లిపి',
  'settings.form.native': 'దాని సొంత లిపిలో',
  'settings.form.latin': 'లాటిన్ అక్షరాల్లో',
  'settings.form.translate': 'ప్రతి సందేశాన్నీ ఈ భాషలోకి అనువదించు',
  'settings.form.translateHint': 'అనువాదాలు ప్రతి సందేశం థ్రెడ్‌లో వస్తాయి.',
  'settings.form.eachMember': 'ప్రతి సభ్యుని సొంత భాష',
  'settings.form.transcribe': 'వాయిస్, హడిల్ క్లిప్‌లను వచనంగా మార్చు',
  'settings.form.ocr': 'పంపిన చిత్రాల్లోని వచనాన్ని చదువు',
  'settings.form.on': 'అమలులో ఉంది',
  'settings.form.off': 'ఆపివేయబడింది',
  // Slack's install pages (adapters/slack/oauth.ts)
  'slack.install.failedTitle': 'dubash ఇన్‌స్టాల్ కాలేదు',
  'slack.install.ourFault': 'మా వైపు ఏదో పొరపాటు జరిగింది. {link} నుంచి మళ్లీ ప్రయత్నించండి.',
  'slack.install.repeated': 'ఈ ఇన్‌స్టాల్ లింక్ సరిగా లేదు (ఒక పరామితి రెండుసార్లు వచ్చింది). {link} నుంచి మళ్లీ మొదలుపెట్టండి.',
  'slack.install.slackSaid': 'Slack చెప్పింది: {error}. {link} నుంచి మళ్లీ మొదలుపెట్టండి.',
  'slack.install.invalid': 'ఈ ఇన్‌స్టాల్ లింక్ చెల్లదు, లేదా దాని గడువు ముగిసింది. {link} నుంచి మళ్లీ మొదలుపెట్టండి.',
  'slack.install.otherBrowser':
    'ఈ ఇన్‌స్టాల్ లింక్ వేరే బ్రౌజర్‌లో మొదలైంది (లేదా దాని కుకీ గడువు ముగిసింది). ఇదే బ్రౌజర్‌లో {link} నుంచి మళ్లీ మొదలుపెట్టండి.',
  'slack.install.used': 'ఈ ఇన్‌స్టాల్ లింక్‌ను ఇప్పటికే వాడేశారు. {link} నుంచి మళ్లీ మొదలుపెట్టండి.',
  'slack.install.noToken': 'Slack టోకెన్ ఇవ్వలేదు ({error}). {link} నుంచి మళ్లీ ప్రయత్నించండి.',
  'slack.install.doneTitle': 'dubash ఇన్‌స్టాల్ అయింది',
  'slack.install.done': 'dubash ఇప్పుడు {team}లో ఉంది. {invite}తో దాన్ని ఏదైనా ఛానెల్‌కు ఆహ్వానించండి, లేదా {help} అని టైప్ చేయండి.',
  // the web chat's refusals, sign-in page and microphone (adapters/local)
  'webchat.crossSite': 'తిరస్కరించాం: ఈ అభ్యర్థన వేరే సైట్ నుంచి వచ్చింది; చాట్‌ను దాని సొంత పేజీ నుంచే వాడండి',
  'webchat.signIn': 'ముందు సైన్ ఇన్ చేయండి: POST /local/api/login, {user, password}తో',
  'webchat.noFile': '{id} అనే ఫైల్ లేదు (దాన్ని తొలగించారు, లేదా దాని గడువు ముగిసింది)',
  'webchat.signedInAs': 'మీరు {name}గా సైన్ ఇన్ అయ్యారు: మీ పేరుతో మాత్రమే పని చేయగలరు',
  'webchat.fileTooLarge': 'ఫైల్ {mb} MB కంటే పెద్దది; చిన్న ఫైల్ పంపండి',
  'webchat.textTooLong': 'వచనం {max} అక్షరాల కంటే పొడవుగా ఉంది; దాన్ని ఫైల్‌గా పంపండి',
  'webchat.shuttingDown': 'చాట్ ఆగిపోతోంది; కాసేపాగి మళ్లీ ప్రయత్నించండి',
  'webchat.noMessage': 'ఆ సందేశం ఇప్పుడు ఇక్కడ లేదు',
  'webchat.onlyAuthorEdit': 'సందేశాన్ని రాసినవారు మాత్రమే దాన్ని సవరించగలరు',
  'webchat.onlyAuthorDelete': 'సందేశాన్ని రాసినవారు మాత్రమే దాన్ని తొలగించగలరు',
  'webchat.buttonGone': 'ఆ బటన్ ఇప్పుడు ఇక్కడ లేదు',
  'webchat.login.title': 'dubash — సైన్ ఇన్',
  'webchat.login.member': 'సభ్యుని పేరు',
  'webchat.login.password': 'పాస్‌వర్డ్',
  'webchat.login.submit': 'సైన్ ఇన్ చేయండి',
  'webchat.login.wrong': 'పాస్‌వర్డ్ తప్పు',
  'webchat.login.locked': 'ఈ చిరునామా నుంచి చాలాసార్లు తప్పు పాస్‌వర్డ్ వచ్చింది; 10 నిమిషాలు ఆగండి',
  'webchat.login.lookAlike': '{name} అనే పేరు ఒక అడ్మిన్ పేరులా కనిపిస్తోంది: వేరే పేరుతో సైన్ ఇన్ చేయండి',
  'webchat.mic.unavailable': 'మైక్రోఫోన్ అందుబాటులో లేదు: {error} (ఈ పేజీకి మైక్రోఫోన్ అనుమతి ఇవ్వండి)',
  'webchat.mic.connecting': 'కలుపుతోంది…',
  'webchat.mic.listening': 'వింటోంది',
  'webchat.mic.hearing': 'వినిపిస్తోంది: {text}',
  'webchat.mic.heard': 'విన్నది: {text}',
  'webchat.mic.off': 'క్యాప్షన్లు ఆగాయి',
  'webchat.mic.sent': 'మీ సందేశంగా పంపాం',
  'webchat.mic.failed': 'పంపలేకపోయాం ({status})',
  'webchat.captions.unavailable': 'ఈ చాట్‌లో లైవ్ క్యాప్షన్లు అందుబాటులో లేవు',
  'webchat.captions.otherTab': 'మీ కోసం లైవ్ క్యాప్షన్లు ఇప్పటికే వేరే ట్యాబ్‌లో నడుస్తున్నాయి: ముందు అక్కడ ఆపండి',
  'webchat.captions.failed': 'లైవ్ క్యాప్షన్లు మొదలుకాలేదు; మళ్లీ ప్రయత్నించండి',
  // the web chat page's own controls (adapters/local/page.ts, mic-page.ts, reaction-page.ts)
  'webchat.page.title': 'dubash — లోకల్ చాట్',
  'webchat.page.workspace': 'వర్క్‌స్పేస్',
  'webchat.page.channel': 'ఛానెల్',
  'webchat.page.reads': 'చదివే భాష',
  'webchat.page.placeholder': 'సందేశం, లేదా /help',
  'webchat.page.send': 'పంపు',
  'webchat.page.live': 'అనుసంధానమైంది',
  'webchat.page.reconnecting': 'మళ్లీ కలుపుతోంది…',
  'webchat.page.sent': 'పంపాం',
  'webchat.page.reply': 'జవాబివ్వు',
  'webchat.page.isReply': 'జవాబు',
  'webchat.page.replyingTo': '{name}కి జవాబు',
  'webchat.page.edit': 'సవరించు',
  'webchat.page.delete': 'తొలగించు',
  'webchat.page.editLabel': 'మీ సందేశాన్ని సవరించండి',
  'webchat.page.save': 'భద్రపరచు',
  'webchat.page.cancel': 'రద్దు చేయి',
  'webchat.page.admin': 'అడ్మిన్',
  'webchat.page.onlyYou': 'మీకు మాత్రమే కనిపిస్తుంది',
  'webchat.page.onlyThese': '{names}కి మాత్రమే కనిపిస్తుంది',
  'webchat.page.translatedTo': '{language}లోకి అనువాదం',
  'webchat.mic.startButton': 'క్యాప్షన్లు మొదలుపెట్టు',
  'webchat.mic.stopButton': '■ క్యాప్షన్లు ఆపు',
  'webchat.mic.spoken': 'మాట్లాడే భాష',
  'webchat.mic.dictate': 'నా సందేశంగా పంపు',
  'webchat.react.choose': 'అనువదించు…',
  'webchat.react.label': 'రియాక్షన్‌తో అనువాదం',
  'webchat.react.failed': 'రియాక్ట్ చేయలేకపోయాం',
};

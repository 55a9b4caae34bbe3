// తెలుగు: en.ts లోని అవే కీలు. కమాండ్‌లు, ఆప్షన్‌లు, విలువలు (`/settings me language te`) టైప్ చేసినట్టే
// ఉంటాయి; ఇక్కడ లేని వాక్యం ఇంగ్లీషులో వెళ్తుంది.
import type { Catalog } from './types.js';

export const te: Catalog = {
  'pipeline.unknownCommand': '/{name} నాకు తెలియదు. నేను ఏమేం చేయగలనో చూడటానికి /help అని పంపండి.',
  'pipeline.staleButton': 'ఈ బటన్ ఇప్పుడు పనిచేయదు. కమాండ్‌ని మళ్ళీ పంపండి.',
  'pipeline.usage': '{error}\nఇలా రాయండి: /{command} {usage}',
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

  'translate.unknownLanguage': 'ఇది ఏ భాషో నేను చెప్పలేకపోతున్నాను. `from` తో చెప్పండి, ఉదాహరణకు /translate from en to te …',
  'translate.nothing': 'అనువదించడానికి ఏమీ లేదు: ఇందులో ఎమోజీలు, లింక్‌లు లేదా కోడ్ మాత్రమే ఉన్నాయి.',
  'translate.already': 'ఇది ఇప్పటికే {language}లో ఉంది.',
  'translate.failed': 'దీన్ని {language}లోకి అనువదించలేకపోయాను; కాసేపటి తర్వాత మళ్ళీ ప్రయత్నించండి.',
  'translate.tooLong':
    'ఈ సందేశం ఇక్కడ అనువదించడానికి చాలా పొడవుగా ఉంది ({length} అక్షరాలు; పరిమితి {limit}). విడగొట్టి పంపండి, లేదా .txt ఫైల్‌గా /localize తో పంపండి.',
  'transliterate.unknownScript':
    'ఇది ఏ లిపో నేను చెప్పలేకపోతున్నాను. `from` తో చెప్పండి, ఉదాహరణకు /transliterate from en to te …',
  'transliterate.already': 'ఇది ఇప్పటికే {language} లిపిలో ఉంది.',
  'speak.tooLong': 'ఇది చదివి వినిపించడానికి చాలా పొడవుగా ఉంది ({length} అక్షరాలు; పరిమితి {limit}).',
  'speak.progress': '🔊 మీ కోసం రికార్డ్ చేస్తున్నాను…',
  'transcribe.noAudio': 'ఏదైనా వాయిస్ నోట్‌కు /transcribe తో జవాబివ్వండి (లేదా ఆడియో జతచేయండి).',
  'transcribe.progress': '🎙️ అక్షరాల్లోకి మారుస్తున్నాను…',
  'transcribe.progressLong': '🎙️ పొడవైన రికార్డింగ్‌ను అక్షరాల్లోకి మారుస్తున్నాను; కొన్ని నిమిషాలు పట్టవచ్చు…',
  'ocr.noImage': 'బొమ్మ లేదా PDF జతచేసి /ocr పంపండి (లేదా దానికి /ocr తో జవాబివ్వండి).',
  'ocr.progress': '🔎 అక్షరాలను చదువుతున్నాను…',
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
    'బ్రిడ్జ్ కోడ్: {code} ({minutes} నిమిషాలు చెల్లుతుంది). ఇంకో ఛానెల్‌లో (ఏ ప్లాట్‌ఫామ్‌లోనైనా) ఒక అడ్మిన్ /bridge join {code} నడపాలి. ఆ తర్వాత సందేశాలు అటూ ఇటూ వెళ్తాయి, ప్రతి ఛానెల్ భాషలోకి అనువదించబడి.',
  'bridge.joined': 'బ్రిడ్జ్ కలిసింది. ఇప్పుడు ఈ ఛానెల్‌లు ఒకే సంభాషణలో ఉన్నాయి:\n{legs}',
  'bridge.none': 'ఈ ఛానెల్ ఏ బ్రిడ్జ్‌లోనూ లేదు. అడ్మిన్ /bridge create తో బ్రిడ్జ్ మొదలుపెడతారు.',
  'bridge.list': 'ఈ ఛానెల్ బ్రిడ్జ్:\n{legs}',
  'bridge.left': 'ఈ ఛానెల్ తన బ్రిడ్జ్ నుంచి బయటకు వచ్చింది: ఇక సందేశాలు అటూ ఇటూ వెళ్ళవు.',
  'bridge.notBridged': 'ఈ ఛానెల్ ఏ బ్రిడ్జ్‌లోనూ లేదు.',
  'bridge.paused': 'ఈ ఛానెల్‌కు బ్రిడ్జ్ ఆపబడింది: /bridge resume వరకు ఇక్కడి నుంచి ఏదీ వెళ్ళదు, ఇక్కడికి ఏదీ రాదు.',
  'bridge.resumed': 'ఈ ఛానెల్‌కు బ్రిడ్జ్ మళ్ళీ మొదలైంది.',
  'bridge.modeMembers': 'ఇకపై బ్రిడ్జ్ సందేశాలు ఇక్కడ ఈ ఛానెల్ సభ్యులు చదివే భాషల్లో, ఒక్కో భాష ఒక్కో లైన్‌లో వస్తాయి.',
  'bridge.modeChannel': 'ఇకపై బ్రిడ్జ్ సందేశాలు ఇక్కడ ఈ ఛానెల్ భాషలో వస్తాయి.',
  'bridge.leg': '• {platform} {channel}{self}: {reads}{state}',
  'bridge.leg.self': ' (ఈ ఛానెల్)',
  'bridge.leg.members': 'దాని సభ్యుల భాషలు',
  'bridge.leg.paused': ' — ఆపబడింది',
  'bridge.leg.refused': ' — ఆపబడింది: ఒక సందేశాన్ని తీసుకోవడానికి నిరాకరించింది',
  'bridge.leg.webChat': 'వెబ్ చాట్',
  'bridge.alreadyBridged': 'ఈ ఛానెల్ ఇప్పటికే బ్రిడ్జ్‌లో ఉంది.',
  'bridge.alreadyBridgedCreate':
    'ఈ ఛానెల్ ఇప్పటికే బ్రిడ్జ్‌లో ఉంది. `bridge list` లింక్‌లను చూపిస్తుంది; `bridge leave` వాటిని ముగిస్తుంది.',
  'bridge.unknownCode': 'ఈ కోడ్ తెలియనిది లేదా గడువు ముగిసినది. `bridge create` మళ్ళీ నడపమని ఇంకో అడ్మిన్‌ని అడగండి.',
  'bridge.alreadyInThat': 'ఈ ఛానెల్ ఇప్పటికే ఆ బ్రిడ్జ్‌లో ఉంది.',
  'bridge.inAnother': 'ఈ ఛానెల్ ఇప్పటికే వేరే బ్రిడ్జ్‌లో ఉంది. ముందు `bridge leave` నడపండి.',

  'captions.noAction': '`consent on`, `consent off`, `start` లేదా `stop` అని చెప్పండి.',
  'captions.noConsentState':
    'వాయిస్ ఛానెల్‌లలో మీ మాటలకు క్యాప్షన్లు కావాలంటే `/captions consent on`, వద్దంటే `/captions consent off` అని చెప్పండి.',
  'captions.unavailable': 'ఈ సర్వర్‌లో లైవ్ క్యాప్షన్ల సదుపాయం లేదు.',
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
};

// English: every key dubash says, and the fallback of every other language. `{name}` is a param;
// command names, option keywords and values (`/settings me language ta`) stay as typed in every
// language. A key here that no code uses fails test/unit/locales/catalog.test.ts.
export const en = {
  // ---- the core: routing and typed options (src/core)
  'pipeline.unknownCommand': "I don't know /{name}. Type /help to see what I can do.",
  'pipeline.staleButton': 'That button no longer works. Send the command again.',
  'access.channelAdmin': 'Only an admin of this channel can do that.',
  'access.workspaceAdmin': 'Only workspace admins can do that.',
  'usage.month.title': "📊 This workspace's usage this month (it renews on the 1st, in {days} days):",
  'usage.month.line': '• {what}: {used} of {limit} ({percent}%), {left} left',
  'usage.month.lineNoLimit': '• {what}: {used} (no limit)',
  'usage.month.characters': 'Characters sent for translation or analysis',
  'usage.month.audioSeconds': 'Seconds of audio heard or spoken',
  'usage.month.change':
    'To change a budget: /settings workspace budget characters N (or audio N; 0 means no limit).',
  'pipeline.usage': '{error}\nUsage: /{command} {usage}',
  'action.saving': 'Saving…',
  'option.unknownLanguage': 'I don\'t know the language "{word}". Use a code: {codes}.',
  'option.noLanguages': 'Name at least one language, e.g. hi,ta.',
  'option.unknownVoice': 'There is no voice "{word}". Voices: {voices}.',
  'option.number': '{Name} must be a number from {min} to {max}.',
  'option.wholeNumber': '{Name} must be a whole number from {min} to {max}.',
  'option.choice': '{Name} is one of {choices} (not "{word}").',
  'option.attach': 'Attach the {name} to the message instead.',
  'option.notUnderstood': 'I don\'t understand "{words}".',
  'option.unknown': 'There is no option "{name}".',
  'option.required': 'Give the {name}.',
  'usage.speed': 'Speed must be a number from 0.5 to 1.5.',
  'usage.text.translate': 'Give me some text to translate, or reply to a message with the command.',
  'usage.text.transliterate': 'Give me some text to transliterate, or reply to a message with the command.',
  'usage.text.speak': 'Give me some text to speak, or reply to a message with the command.',
  'usage.text.analyse': 'Give me some text to analyse, or reply to a message with the command.',
  'budget.used':
    'This workspace has used its monthly budget of {limit} {unit}. It renews on the 1st; an admin can raise it with /settings workspace budget {setting} N.',
  'budget.short':
    "That needs {amount} {unit}, but only {left} of this month's budget are left. Try something shorter, or ask an admin to raise the budget.",
  'budget.unit.characters': 'characters',
  'budget.unit.audioSeconds': 'seconds of audio',

  // ---- errors from the language service, as a member should read them (src/core/messages.ts)
  'error.exhausted':
    'The language service credits for this workspace are used up. An admin needs to add credits; I have told them.',
  'error.keyExpired': 'The language service key has expired. Ask an admin to renew it.',
  'error.languageNotEnabled':
    'That language or voice is not enabled for this workspace. Pick another, or ask an admin to enable it.',
  'error.featureNotEnabled': 'That feature is not enabled for this workspace. Ask an admin to enable it.',
  'error.auth': 'I could not sign in to the language service. Ask an admin to check the key.',
  'error.invalid': 'That did not work: {reason}.',
  'error.speech': 'I could not transcribe that audio ({reason}). Try a clearer or longer recording.',
  'error.batch': 'Transcription failed ({reason}). Please try again later.',
  'error.unexpected': 'Something went wrong on my side. Please try again in a minute.',
  'notice.exhausted':
    'Admins: the language service says the credits of this account are used up, so translation, speech and the other features fail. Add credits to the account (or use another API key).',

  // ---- /start and /help
  'start.hello': 'Namaste, {name}!',
  'start.helloNoName': 'Namaste!',
  'start.welcome':
    'I am dubash: I translate and transliterate between English and the Indian languages, read text aloud, transcribe voice notes and read the text in images.\n' +
    'First steps:\n' +
    '1. Choose the language you read: /settings me language hi (or the button below).\n' +
    '2. Try it: /translate to hi,ta Where is the report?\n' +
    '3. Reply to any message with /translate, /speak or /transcribe.\n' +
    'In a group, an admin can turn on automatic translation: /settings channel translate members.',
  'start.button.language': '🌐 My language',
  'start.button.help': '📖 All commands',
  'help.header': 'Commands (each works on its text, or on the message you reply to):',
  'help.noSuchCommand': 'There is no /{name}. Type /help to see every command.',
  'help.admin.header': 'What admins can do here:',
  'help.admin.member': 'everyone',
  'help.admin.channelAdmin': 'channel admins',
  'help.admin.workspaceAdmin': 'workspace admins',

  // ---- commands (commands/*.ts)
  'translate.unknownLanguage':
    "I can't tell which language that is. Say it with `from`, e.g. /translate from en to hi …",
  'translate.nothing': 'Nothing to translate: that is only emoji, links or code.',
  'translate.already': 'That is already in {language}.',
  'translate.failed': 'I could not translate that into {language}; try again later.',
  'translate.tooLong':
    'That text is too long to translate ({length} characters; at most {limit}): split it, or send it as a .txt file with /localize.',
  'transliterate.unknownScript':
    "I can't tell which script that is. Say it with `from`, e.g. /transliterate from en to hi …",
  'transliterate.already': 'That is already in the {language} script.',
  'speak.tooLong':
    'That text is too long to speak ({length} characters; at most {limit}): split it into shorter messages.',
  'speak.progress': '🔊 Recording that for you…',
  'transcribe.noAudio': 'Reply to a voice note (or attach audio) with /transcribe.',
  'transcribe.progress': '🎙️ Transcribing…',
  'transcribe.progressLong': '🎙️ Transcribing a long recording; this can take a few minutes…',
  'ocr.noImage': 'Attach an image or PDF (or reply to one) with /ocr.',
  'ocr.progress': '🔎 Reading the text…',
  'job.empty.recording': 'That recording is empty. Send it again.',
  'job.empty.file': 'That file is empty. Send it again.',
  'job.empty.document': 'That document is empty. Send it again.',
  'job.noDuration':
    'I could not tell how long that recording is. Send a WAV, OGG/Opus, MP3, FLAC or M4A recording.',
  'job.unreadableAudio':
    'I could not read that audio ({reason}). Send a WAV, OGG/Opus, MP3, FLAC or M4A recording.',
  'job.noSpeech': 'I heard no speech in that recording.',
  'job.transcriptFile': 'The whole transcript as a file.',
  'job.notImage':
    'That file is not an image or a PDF, so I cannot read text from it. Send a PNG, JPEG or PDF.',
  'job.noText': 'I found no text in that image.',
  'job.cannotLocalize': 'I can\'t localize "{name}". Attach a .docx, .txt, .srt or .html file.',
  'job.noTranslations': 'The document came back with no translations. Please try again.',
  'localize.noDocument': 'Attach a .docx, .txt, .srt or .html file (or reply to one) with /localize.',
  'localize.badType': "I can't localize {ext} files. Attach a .docx, .txt, .srt or .html file.",
  'localize.thatKind': 'that kind of',
  'localize.alreadyIn': 'The document is already in {language}. Say which language you want with `to`.',
  'localize.progress': '📑 Translating {name} into {languages}…',
  'localize.theDocument': 'the document',

  'bridge.noAction': 'Say what to do with the bridge.',
  'bridge.noCode': 'Give the code the other admin got from `/bridge create`.',
  'bridge.noMode':
    'Say `/bridge mode members` (messages arrive in the languages its members read) or `/bridge mode channel` (in the channel’s one language).',
  'bridge.unavailable': 'The bridge is not available on this server.',
  'bridge.adminOnly': 'Only an admin of this channel can change its bridge. `/bridge list` shows it.',
  'bridge.created':
    "Bridge code: {code} (valid {minutes} minutes, for one channel; only you see it). In the other channel (any platform), an admin runs /bridge join {code}. Messages then cross, translated into each channel's language. For each further channel, run /bridge create again.",
  'bridge.joined':
    'Bridged. These channels now hold one conversation:\n{legs}\nEach of them was told. /bridge leave takes this channel out.',
  'bridge.none': 'This channel is not bridged. An admin starts a bridge with /bridge create.',
  'bridge.list': "This channel's bridge:\n{legs}",
  'bridge.left': 'This channel left its bridge: messages no longer cross.',
  'bridge.notBridged': 'This channel is not bridged.',
  'bridge.paused': 'Bridge paused for this channel: nothing crosses to or from it until /bridge resume.',
  'bridge.resumed': 'Bridge resumed for this channel.',
  'bridge.modeMembers':
    'Bridged messages now arrive here in the languages this channel’s members read, one line each.',
  'bridge.modeChannel': 'Bridged messages now arrive here in this channel’s language.',
  'bridge.channel': '{platform} {channel}',
  'bridge.who': '{name} ({platform})',
  'bridge.leg': '• {platform} {channel}{self}: {reads}{state}',
  'bridge.leg.self': ' (this channel)',
  'bridge.leg.members': "its members' languages",
  'bridge.leg.paused': ' — paused',
  'bridge.leg.refused': ' — paused: it refused a message',
  'bridge.leg.webChat': 'Web chat',
  'bridge.alreadyBridged': 'This channel is already bridged.',
  'bridge.unknownCode':
    'That code is unknown, expired or already used. Ask the other admin to run `bridge create` again.',
  'bridge.alreadyInThat': 'This channel is already in that bridge.',
  'bridge.inAnother': 'This channel is already in another bridge. Run `bridge leave` first.',

  'captions.noAction': 'Say `consent on`, `consent off`, `start` or `stop`.',
  'captions.noConsentState':
    'Say `/captions consent on` to be captioned in voice channels, or `/captions consent off`.',
  'captions.unavailable': 'Live captions are not available on this server.',
  'captions.restarting': 'Live captions stopped: dubash is restarting. Start them again in a moment.',
  'captions.lost': 'Live captions stopped: the server running them went down. Start them again to go on.',
  'captions.consentOn':
    'You will be captioned in voice channels here while live captions are on, from your next words. `/captions consent off` withdraws it.',
  'captions.consentOff':
    'You will no longer be captioned here: from your next words, your voice is not received. `/captions consent on` agrees again.',

  'settings.onOff': 'Say on or off for {what}.',
  'settings.needValue': 'Give a value for {what}.',
  'settings.range': '{what} must be a number from {min} to {max}.',
  'settings.translateFirst': 'Turn auto-translate on first, e.g. /settings channel translate hi,ta.',
  'settings.script': 'Script is latin or native.',
  'settings.domain': 'Domain is one of {domains}.',
  'settings.budget': 'Budget is `characters N` or `audio SECONDS` (0 = unlimited).',
  'settings.logging': 'Logging is true, no_audio, no_transcript or false.',
  'settings.privacy': 'Privacy is `logging true|no_audio|no_transcript|false` or `retain HOURS`.',
  'settings.noSuchSetting': 'There is no {level} setting "{key}".',
  'settings.moderation': 'Moderation is off, flag, hide or redact, then optionally types and dry-run.',
  'settings.moderationTypes': 'Moderation types are profanity, hate_speech and pii (not "{word}").',
  'settings.noLevel': 'Start with me, channel or workspace, e.g. /settings me language ta.',
  'settings.noKey': 'Say which setting, e.g. /settings me language ta.',
  'settings.adminOnly.channel':
    'Only workspace admins can change channel settings. You can change your own, e.g. /settings me language ta.',
  'settings.adminOnly.workspace':
    'Only workspace admins can change workspace settings. You can change your own, e.g. /settings me language ta.',
  'settings.notThere': "That can't be set there: {reason}.",
  'settings.notAllowed': 'That value is not allowed for {what}.',
  'settings.staleButton': 'That button no longer works. Send /settings again.',
  'settings.show.title': 'Settings in force for you here:',
  'settings.show.language': '• Your language: {language} (script: {script})',
  'settings.show.translate': '• Auto-translate: {translate}{topics}',
  'settings.show.topics': ', one forum topic per language',
  'settings.show.transcribe': '• Auto-transcribe voice notes: {state}',
  'settings.show.ocr': '• Auto-OCR images: {state}',
  'settings.show.moderation': '• Moderation: {moderation}',
  'settings.show.dryRun': ', dry run (admins only)',
  'settings.show.voice': '• Voice: {voice}, speed {speed}',
  'settings.show.domain': '• Translation domain: {domain}',
  'settings.show.privacy': '• Privacy: API logging {logging}; message text kept {kept}',
  'settings.show.never': 'never',
  'settings.show.keptDefault': '{hours} hours (the default, for translate by reaction)',
  'settings.show.month': '• This month: {characters}; {audio}',
  'settings.show.used': '{used} of {limit} {unit}',
  'settings.show.usedNoLimit': '{used} {unit} (no limit)',
  'settings.show.change': 'Change with /settings me|channel|workspace KEY VALUE (see /help).',
  'settings.done.member': 'Done. Your {what} is now {said}.',
  'settings.done.channel': "Done. This channel's {what} is now {said}.",
  'settings.done.workspace': "Done. The workspace's {what} is now {said}.",
  'settings.what.topics': 'auto-translate into per-language topics',
  'settings.what.language': 'language',
  'settings.what.script': 'script',
  'settings.what.autoTranslate': 'auto-translate',
  'settings.what.autoTranscribe': 'auto-transcribe',
  'settings.what.autoOcr': 'auto-OCR',
  'settings.what.voice': 'voice',
  'settings.what.speed': 'speech speed',
  'settings.what.domain': 'translation domain',
  'settings.what.budgetCharacters': 'monthly character budget',
  'settings.what.budgetAudio': 'monthly audio-seconds budget',
  'settings.what.logging': 'API logging',
  'settings.what.retention': 'message text retention',
  'settings.what.moderation': 'moderation',
  'settings.said.members': "into each member's language",
  'settings.said.languages': 'into {languages}',
  'settings.said.unlimited': 'unlimited',
  'settings.said.hours': '{hours} hours',

  // ---- merged from main: bridge join codes and announcements, long text, transcribe language, reactions, severity
  'bridge.createdMore':
    "Bridge code: {code} (valid {minutes} minutes, for one more channel; only you see it). In the other channel (any platform), an admin runs /bridge join {code}. Messages then cross, translated into each channel's language. For each further channel, run /bridge create again.",
  'bridge.unreachable':
    'I could not send you the bridge code privately. Let me write to you (on Telegram: open a private chat with me and press Start), then run /bridge create again.',
  'bridge.codeJustUsed': 'That code was just used. Ask the other admin to run `bridge create` again.',
  'bridge.remove.noChannel':
    'Say which channel, as `/bridge list` shows it, e.g. /bridge remove telegram -1001234567890.',
  'bridge.remove.self': 'To take this channel out of its bridge, run /bridge leave.',
  'bridge.remove.several': 'Several bridged channels are called {id}: name the platform too, e.g. {remove}.',
  'bridge.remove.unknown': 'No channel "{id}" is in this bridge. /bridge list shows them.',
  'bridge.remove.already': 'That channel already left the bridge.',
  'bridge.removed': 'Removed {channel} from the bridge. Each side was told.',
  'bridge.announce.joined':
    '{channel} joined this bridge, added by {who}. Messages now cross with it. If that is not expected, an admin here runs {remove}; /bridge leave takes this channel out.',
  'bridge.announce.removedYou':
    '{who} removed this channel from its bridge: messages no longer cross. An admin here can join a bridge again with a new code.',
  'bridge.announce.removed': '{channel} was removed from this bridge by {who}.',
  'bridge.announce.left': '{channel} left this bridge ({who}).',
  'transliterate.tooLong':
    'That text is too long to transliterate ({length} characters; at most {limit}): split it into shorter messages.',
  'pipeline.messageTooLong':
    'That message is longer than this chat allows ({length} characters; at most {limit}), so I did not read it: split it into shorter messages.',
  'transcribe.cannotHear':
    'I could not transcribe that recording: the speech service cannot recognise {language} (the local engine serves English only), and I could not tell which language it is in.',
  'transcribe.heardAs': '(Transcribed as {heard}: the speech service cannot recognise {asked}.)',
  'help.reactions':
    'Translate by reaction: react to a message with {reactions} and its translation is posted in its thread.',
  'settings.reactionsWorkspace':
    'Reactions are set for the whole workspace, e.g. /settings workspace reactions 🇮🇳 hi.',
  'settings.what.reactions': 'translate-by-reaction list',
  'settings.what.reaction': 'reaction {emoji}',
  'settings.said.emptyOff': 'empty (off)',
  'settings.said.reactionInto': 'a translation into {language}',
  'settings.show.reactions': '• Translate by reaction: {reactions}',
  'settings.what.mirror': 'mirror channel for {language}',
  'settings.mirror.channelOnly':
    'Mirror channels are set per channel, e.g. /settings channel mirror ta #tamil-chat.',
  'settings.mirror.where':
    'Name the channel to mirror into as #channel, or off, e.g. /settings channel mirror ta #tamil-chat.',
  'settings.show.mirrors': '• Mirror channels: {mirrors}',
  'settings.severity': 'After "from" comes a severity: low, medium or high.',
  'settings.show.severity': ', from {level} severity (milder findings flagged)',
  'settings.said.moderation': '{mode}{types}{severity}{dryRun}',
  'settings.said.dryRun': ', dry run',
  'settings.adminOnly.workspaceFromDm':
    "Only workspace admins can change workspace settings (not from a direct message). You can change this channel's, e.g. /settings channel language ta, or your own, e.g. /settings me language ta.",
  // ---- live captions (src/features/captions, adapters/discord/voice-captions.ts)
  'captions.webChatMic':
    'The web chat has no voice channels: live captions here come from your microphone. Press the microphone button (Start captions) above the message box.',
  'captions.noVoicePlatform':
    'This platform has no voice channels I can join. Live captions work in Discord voice channels and in the web chat (its microphone button).',
  'captions.alreadyOn': 'Live captions are already on in {name}. `/captions stop` ends them first.',
  'captions.noBudget': 'No live captions. {reason}',
  'captions.started': 'Live captions are on in {name}; they appear in its chat.',
  'captions.notOn': 'Live captions are not on here. `/captions start` starts them in your voice channel.',
  'captions.stopped': 'Live captions stopped; I left {name}.',
  'captions.on':
    '🎙️ Live captions are on in {name} (spoken language: {language}). Only members who agreed are captioned; nobody else’s voice is received.',
  'captions.onTranslated':
    '🎙️ Live captions are on in {name} (spoken language: {language}, translated into the channel’s reading languages). Only members who agreed are captioned; nobody else’s voice is received.',
  'captions.captioned': 'Captioned: {names}.',
  'captions.notCaptioned':
    'Not captioned: {names}. To be captioned, say `/captions consent on` (`/captions consent off` to stop).',
  'captions.nobody': 'nobody',
  'captions.joinedNotCaptioned': '{name} joined: not captioned. Say `/captions consent on` to be captioned.',
  'captions.end.empty': 'Live captions stopped: everyone left {name}.',
  'captions.end.time':
    'Live captions stopped after {duration}, the longest a session runs. `/captions start` starts them again.',
  'captions.end.disconnected':
    'Live captions stopped: the connection to {name} dropped again after one rejoin. `/captions start` tries again.',
  'captions.end.shutdown':
    'Live captions stopped: dubash is restarting. `/captions start` starts them again once it is back.',
  'captions.end.budget': 'Live captions stopped. {reason}',
  'captions.notServed':
    'Live captions stopped: the speech service cannot recognise "{language}" live. Choose another language for captions (the local engine serves English only).',
  'captions.voice.dm': 'Live captions are for voice channels in a server, not direct messages.',
  'captions.voice.joinFirst':
    'Join a voice channel first, then say `/captions start`: I join the voice channel you are in.',
  'captions.voice.busy': 'I am already in a voice channel in this server. `/captions stop` first.',
  'captions.voice.mayNotJoin':
    'I may not join {name}: give me View Channel and Connect there (Speak is not needed), then try again.',
  'captions.voice.cannotConnect':
    'I could not connect to {name}. Check that I have View Channel and Connect there, then try again.',
  'duration.minute': '1 minute',
  'duration.minutes': '{n} minutes',
  'duration.second': '1 second',
  'duration.seconds': '{n} seconds',

  // ---- moderation (src/features/moderation.ts): channel notices and the admins' dry run
  // {thing} opens a sentence ("This message"); {inThing} is the form inside one (Hindi इस संदेश, Tamil இந்தச் செய்தியில்)
  'moderation.what.message': 'This message',
  'moderation.what.voiceNote': 'This voice note',
  'moderation.what.image': 'This image',
  'moderation.in.message': 'this message',
  'moderation.in.voiceNote': 'this voice note',
  'moderation.in.image': 'this image',
  'moderation.type.profanity': 'profanity',
  'moderation.type.hate_speech': 'hate speech',
  'moderation.type.pii': 'personal data',
  'moderation.and': '{list} and {last}',
  'moderation.flagged': '⚠️ {thing} may contain {found}.',
  'moderation.hidden': '{thing} was hidden because it contains {found}.',
  'moderation.redacted': '{thing} was edited to remove {found}.',
  'moderation.dryRun.flag': 'Moderation dry run: {inThing} contains {found}; it would have been flagged.',
  'moderation.dryRun.hide': 'Moderation dry run: {inThing} contains {found}; it would have been hidden.',
  'moderation.dryRun.redact': 'Moderation dry run: {inThing} contains {found}; it would have been redacted.',

  // ---- budgets: the admins' notices (src/core/usage.ts)
  'budget.warn':
    'Admins: this workspace has used {pct}% of its monthly budget ({used} of {limit} {unit}). At 100% I will stop; raise it with /settings workspace budget {setting} N.',
  'budget.refused.characters':
    'Admins: automatic translation (and the bridge) has stopped in this workspace: the monthly budget of {limit} {unit} cannot cover the next message ({used} used). It renews on the 1st; raise it with /settings workspace budget {setting} N.',
  'budget.refused.audioSeconds':
    'Admins: automatic transcription has stopped in this workspace: the monthly budget of {limit} {unit} cannot cover the next message ({used} used). It renews on the 1st; raise it with /settings workspace budget {setting} N.',

  // ---- the bridge's media and pauses (src/features/bridge)
  'bridge.noRecogniser':
    'I could not transcribe that voice note: the speech service has no recogniser for {language}.',
  'bridge.pausedRefused':
    'The bridge paused {channel}: it refused a message ({reason}). The other channels still talk. Fix it there (add dubash back, give it the right to post), then an admin of that channel runs /bridge resume.',

  // ---- jobs, long answers, files the platforms would not hand over
  'job.badPayload':
    'I could not work on that message: the chat app sent it with details I cannot use. Please send it again.',
  'split.asFile': 'The answer is long, so here it is as a file.',
  'file.tooLarge':
    'That file is larger than the {mb} MB dubash downloads. Send a shorter recording or a smaller file.',
  'file.tooLargeNamed':
    '{names}: too large for me (over {mb} MB). Send a shorter recording or a smaller file.',
  'file.tooLargeTelegram':
    'That file is larger than the {mb} MB Telegram lets bots download. Send a shorter recording or a smaller file, or ask the bot owner to run a local Bot API server (TELEGRAM_API_ROOT) for files up to 2 GB.',

  // ---- sounded out, not translated: the admins' notice (src/translation/sounded-out.ts)
  'soundedOut.admins':
    'Admins: {pairs} was only sounded out (transliterated), not translated: the language service here has no translation engine for that pair. For real translation, give the local API a LibreTranslate-compatible server (LOCAL_MT_URL=http://…), load a glossary (dubash serve-api --lookup FILE), or use the Language Services API (set REVERIE_BASE_URL, REVERIE_API_KEY and REVERIE_APP_ID). This is said once per workspace.',
  // the note beside a translation only sounded out; {script} is the script's name (Devanagari)
  'soundedOut.note':
    'sounded out in {script}; no translation engine for {from}→{to} here — set LOCAL_MT_URL or use the Language Services API',
  'soundedOut.mark': '(sounded out, not translated)',
  // a note as a sentence of its own: its full stop
  'soundedOut.sentence': '{note}.',
  // a document only (partly) sounded out: said under its name; {note} is soundedOut.note
  'soundedOut.file.whole': '(Not translated: the whole text was {note}.)',
  'soundedOut.file.part': '(Not translated: {passages} of {of} passages were {note}.)',

  // ---- the web chat's welcome (adapters/local/greeting.ts); command lines and settings names stay as typed
  'greeting.welcome':
    'Welcome to #{channel}. I am dubash: between English and Indian languages I transliterate, translate, transcribe voice notes, speak text aloud, read text in images and PDFs, and translate documents.',
  'greeting.try': 'Try one (click it, then Send):',
  'greeting.pickLanguage':
    'Each member picks the language they read: the “reads” box, or /settings me language ta. To have every message translated into each member’s language, an admin sends:',
  'greeting.admins':
    'Admins here: {admins} (LOCAL_ADMINS names them). To act as one, open the chat as {first}: type it in the member box, or sign in as {first} (with LOCAL_ADMIN_PASSWORD, when it is set).',
  'greeting.noAdmins': 'Nobody is an admin here yet: name admins with LOCAL_ADMINS and restart.',
  'greeting.noEngine':
    'No translation engine for English and the Indian languages runs here, so such translations are only sounded out in the reader’s script, and marked so. To connect one, restart dubash with one of:',
  'greeting.readme': 'The README’s “Connecting a translation engine” shows each.',
  'greeting.api':
    'Language work goes to the Language Services API at {url}: the languages your account allows.',
  'greeting.offline': 'Running offline on this machine:',
  'greeting.help': 'Type /help for every command.',
  // ---- files a platform would not hand over (adapters' downloads; said by the job's worker)
  'file.gone': '{platform} no longer has that file. Send it again.',
  'file.noWay': '{platform} gave no way to download that file. Send it again.',
  'file.elsewhere': 'That attachment is not on {platform}. Send the file itself.',
  'file.slackSignIn':
    "Slack sent its sign-in page instead of the file: the bot token can't read it. Check that the app has the files:read scope and is in this channel, then send the file again.",
  'pipeline.lostChannel': 'That answer lost its channel. Ask again.',
  // ---- the web chat's file quotas (adapters/local/attachments.ts): an upload refused, a reply's file not kept
  'file.room.workspace':
    'this workspace already keeps {used} of files (at most {limit}): delete messages with attachments, or wait for old files to expire (after {days} days)',
  'file.room.chat':
    'the chat has no room for more files right now: try again later, or ask its operator to make room',
  'file.room.audio': 'I made the audio, but could not keep it: {why}.',
  'file.room.image': 'I made the image, but could not keep it: {why}.',
  'file.room.document': 'I made the file, but could not keep it: {why}.',
  // ---- Discord refused a call for missing rights: told to the server's admins (adapters/discord/errors.ts)
  'rights.what.send': 'send messages',
  'rights.what.edit': 'edit messages',
  'rights.what.delete': 'delete messages',
  'rights.discord.noAccess':
    'dubash cannot see that channel (Missing Access), so it cannot {what} there. Give the dubash role View Channel and Read Message History in it.',
  'rights.discord.missing':
    'dubash lacks a permission to {what} in that channel (Missing Permissions). Give the dubash role Send Messages, Attach Files, Read Message History, Manage Messages and Manage Webhooks there.',
  'rights.discord.where': '⚠️ {sentence} (channel {channel})',
  // ---- Telegram refused a send for missing rights: told once an hour to the chat (adapters/telegram/rights.ts)
  'rights.what.voice': 'send voice messages',
  'rights.what.photo': 'send photos',
  'rights.what.document': 'send files',
  'rights.what.deleteAsAdmin': 'delete messages (make me an admin with “Delete messages”)',
  'rights.telegram': "I can't {what} in this chat. An admin can allow it in the chat's settings.",
  'pipeline.busy': 'This server is sending dubash too many requests this minute. Try again in a minute.',
  // ---- Slack's Web API faults (adapters/slack/faults.ts)
  'slack.notInChannel':
    "I'm not in this channel, so I can't post here. Type `/invite @dubash` in the channel, then try again.",
  'slack.says': 'Slack says: {code}.',
  'slack.missingScope':
    'Admins: Slack refused a call because the dubash app lacks the scope `{scope}`. Add it under OAuth & Permissions → Bot Token Scopes (or paste the manifest from `dubash slack manifest` again) and reinstall the app.',
  // ---- Slack's App Home (adapters/slack/home.ts); the shortcut names are Slack's menu's, as the manifest names them
  'slack.home.intro':
    'Translation across Indian languages and English. Type `/dubash help` anywhere, or use the message shortcuts (⋯ on a message → *Translate*, *Transcribe*, *Speak*, *Read text*).',
  'slack.home.language': '*My language:* {language}',
  'slack.home.languageDefault': '*My language:* {language} _(from your Slack language or the workspace)_',
  'slack.home.script': '*Romanized Hindi shown in:* {script}',
  'slack.home.script.latin': 'Latin letters',
  'slack.home.script.native': 'its own script',
  'slack.home.change': 'Change my settings',
  'slack.home.admins': 'Workspace (admins)',
  'slack.home.workspaceLanguage': '*Workspace language:* {language}',
  'slack.home.month': '*This month*\nCharacters translated: {characters}\nAudio seconds: {audio}',
  'slack.home.bar': '{bar} {percent}% ({used} of {budget})',
  'slack.home.noLimit': '{used} used (no limit)',
  'slack.home.privacy':
    '*Privacy:* API logging `{logging}` (change with `/dubash settings workspace privacy logging false`)',
  'slack.home.channel': 'Channel settings: `/dubash settings` in the channel opens them.',
  // bridged media's captions, in the receiving side's language (src/features/bridge/relay.ts)
  'bridge.media.image': '{who} sent an image',
  'bridge.media.file': '{who} sent a file',
  'bridge.media.voice': '{who} sent a voice note',
  'bridge.media.voiceNote': 'voice note',
  // Telegram's inline answer: the title of the transliteration (src/features/inline.ts)
  'inline.latin': 'In Latin letters: {latin}',
  // a localized document's caption; {language} is named in the reader's language (src/jobs/handlers.ts)
  'localize.caption': '{name} in {language}',
  // a post placed away from its source (a per-language topic) links back to it (src/features/language-destinations)
  'destinations.original': '↩ original',
  // the author of a message whose name the platform did not give (a mirror post as its author)
  'author.unnamed': 'A member',
  // the web chat's storage (Redis) full: said to the member who posts (adapters/local/routes.ts)
  'file.room.full': "the chat's storage is full, so nothing new can be saved: ask its operator to make room",
  // ---- /settings as a form (commands/settings-form.ts; Slack draws it as a modal, its title at most 24 letters)
  'settings.form.title': 'dubash settings',
  'settings.form.save': 'Save',
  'settings.form.cancel': 'Cancel',
  'settings.form.keep': 'Keep as it is',
  'settings.form.you': 'For you',
  'settings.form.channel': 'This channel (admins)',
  'settings.form.language': 'My language',
  'settings.form.languageHint': 'Translations for you come in this language.',
  'settings.form.script': 'Show romanized Hindi in',
  'settings.form.native': 'Its own script',
  'settings.form.latin': 'Latin letters',
  'settings.form.translate': 'Translate every message into',
  'settings.form.translateHint': 'Translations go into each message’s thread.',
  'settings.form.eachMember': "Each member's language",
  'settings.form.transcribe': 'Transcribe voice and huddle clips',
  'settings.form.ocr': 'Read text in posted images',
  'settings.form.on': 'On',
  'settings.form.off': 'Off',
  // ---- Slack's install pages (adapters/slack/oauth.ts), in the installing admin's browser language;
  // {link} is /slack/install, {error} Slack's error code, {invite} and {help} typed commands
  'slack.install.failedTitle': 'dubash was not installed',
  'slack.install.ourFault': 'Something went wrong on our side. Try again from {link}.',
  'slack.install.repeated':
    'This install link is malformed (a parameter is repeated). Start again from {link}.',
  'slack.install.slackSaid': 'Slack said: {error}. Start again from {link}.',
  'slack.install.invalid': 'This install link is invalid or expired. Start again from {link}.',
  'slack.install.otherBrowser':
    'This install link was started in another browser (or its cookie expired). Start again from {link} in this browser.',
  'slack.install.used': 'This install link was already used. Start again from {link}.',
  'slack.install.noToken': 'Slack did not give a token ({error}). Try again from {link}.',
  'slack.install.doneTitle': 'dubash is installed',
  'slack.install.done': 'dubash is now in {team}. Invite it to a channel with {invite}, or type {help}.',
  // ---- the web chat's refusals (adapters/local): before sign-in in the browser's language, after it in
  // the member's; lower case like the API's other errors; paths and {user, password} stay as typed
  'webchat.crossSite': 'refused: this request came from another site; use the chat from its own page',
  'webchat.signIn': 'sign in first: POST /local/api/login with {user, password}',
  'webchat.noFile': 'no file {id} (it was deleted or expired)',
  'webchat.signedInAs': 'you are signed in as {name}: you can only act as yourself',
  'webchat.fileTooLarge': 'the file is larger than {mb} MB; send a smaller one',
  'webchat.textTooLong': 'the text is longer than {max} characters; send it as a file',
  'webchat.shuttingDown': 'the chat is shutting down; try again shortly',
  'webchat.noMessage': 'that message is no longer there',
  'webchat.onlyAuthorEdit': 'only its author can edit a message',
  'webchat.onlyAuthorDelete': 'only its author can delete a message',
  'webchat.buttonGone': 'that button is no longer there',
  // the sign-in page (adapters/local/login-page.ts, auth.ts)
  'webchat.login.title': 'dubash — sign in',
  'webchat.login.member': 'member',
  'webchat.login.password': 'password',
  'webchat.login.submit': 'Sign in',
  'webchat.login.wrong': 'wrong password',
  'webchat.login.locked': 'too many wrong passwords from this address; wait 10 minutes',
  'webchat.login.lookAlike': "the name {name} looks like an admin's name: sign in under another name",
  // the microphone's live captions refused (adapters/local/captions.ts), shown on the member's page
  'webchat.captions.unavailable': 'live captions are not available in this chat',
  'webchat.captions.otherTab': 'live captions are already on for you in another tab: stop them there first',
  'webchat.captions.failed': 'live captions could not start; try again',
  // the microphone's status line (adapters/local/mic-page.ts); {error} is the browser's own words
  'webchat.mic.unavailable': 'the microphone is not available: {error} (allow it for this page)',
  'webchat.mic.connecting': 'connecting…',
  'webchat.mic.listening': 'listening',
  'webchat.mic.hearing': 'hearing: {text}',
  'webchat.mic.heard': 'heard: {text}',
  'webchat.mic.off': 'captions off',
  'webchat.mic.sent': 'sent as your message',
  'webchat.mic.failed': 'could not send ({status})',
  // the web chat page's own controls (adapters/local/page.ts, mic-page.ts, reaction-page.ts)
  'webchat.page.title': 'dubash — local chat',
  'webchat.page.workspace': 'workspace',
  'webchat.page.channel': 'channel',
  'webchat.page.reads': 'reads',
  'webchat.page.placeholder': 'Message, or /help',
  'webchat.page.send': 'Send',
  'webchat.page.live': 'live',
  'webchat.page.reconnecting': 'reconnecting…',
  'webchat.page.sent': 'sent',
  'webchat.page.reply': 'reply',
  'webchat.page.isReply': 'reply',
  'webchat.page.replyingTo': 'replying to {name}',
  'webchat.page.edit': 'edit',
  'webchat.page.delete': 'delete',
  'webchat.page.editLabel': 'Edit your message',
  'webchat.page.save': 'Save',
  'webchat.page.cancel': 'Cancel',
  'webchat.page.admin': 'admin',
  'webchat.page.onlyYou': 'only you see this',
  'webchat.page.onlyThese': 'only {names} see this',
  'webchat.page.translatedTo': 'translated to {language}',
  'webchat.mic.startButton': 'Start captions',
  'webchat.mic.stopButton': '■ Stop captions',
  'webchat.mic.spoken': 'spoken',
  'webchat.mic.dictate': 'Send as my message',
  'webchat.react.choose': 'translate…',
  'webchat.react.label': 'Translate by reaction',
  'webchat.react.failed': 'could not react',
} as const;

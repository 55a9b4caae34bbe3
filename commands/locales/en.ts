// English descriptions of the commands and their options: the default every other language falls
// back to. One file per language (commands/locales/<lang>.ts), so a translator edits one file.
import { OCR_LANGUAGES, STT_LANGUAGES, TTS_SAMPLE_RATES, TTS_SPEAKERS } from '../../src/language/codes.js';
import type { CommandTexts } from './types.js';

export const en: CommandTexts = {
  translate: {
    description: 'Translate text (or the message you reply to) into one or more languages',
    // what a message menu (a Slack shortcut) says it does
    labels: { menuHint: 'Translate this message into your language (only you see it)' },
    options: {
      to: 'target languages, comma-separated (default: your language)',
      from: 'source language (default: detected)',
      text: 'what to translate (or reply to a message)',
    },
  },
  transliterate: {
    description: 'Write text in another script (e.g. romanized Hindi in Devanagari)',
    options: {
      to: 'target script language (default: yours, or English for Indian scripts)',
      from: 'source script language (default: detected)',
      text: 'what to transliterate (or reply to a message)',
    },
  },
  speak: {
    description: 'Read text aloud as an audio message',
    // what a message menu (a Slack shortcut) says it does
    labels: { menuHint: 'Read this message aloud, as audio in its thread' },
    options: {
      voice: `a voice: ${TTS_SPEAKERS.slice(0, 4).join(', ')}, … (default: yours)`,
      speed: '0.5 to 1.5 (default 1)',
      rate: `sample rate: ${TTS_SAMPLE_RATES.join(', ')}`,
      text: 'what to say (or reply to a message)',
    },
  },
  transcribe: {
    description: 'Turn a voice note or audio file into text',
    // what a message menu (a Slack shortcut) says it does
    labels: { menuHint: 'Transcript of this voice or huddle clip, in its thread' },
    options: {
      language: `spoken language: ${STT_LANGUAGES.join(', ')} (default: the conversation's)`,
      audio: 'the recording (or reply to a voice note)',
    },
  },
  ocr: {
    description: 'Read the text in an image or PDF (and optionally translate it)',
    // what a message menu (a Slack shortcut) says it does
    labels: { menuHint: 'The text in this image or PDF, in its thread' },
    options: {
      translate: 'also translate the text into your language',
      language: `languages in the image: ${OCR_LANGUAGES.join(', ')} (default: the conversation's)`,
      file: 'the image or PDF (or reply to one)',
    },
  },
  analyse: {
    description: 'Sentiment, entities, summary, safety check or personal-data redaction of a text',
    options: {
      kind: 'one or more of sentiment, entities, summary, safety, pii (default: all but summary)',
      text: 'what to analyse (or reply to a message)',
    },
  },
  localize: {
    description: 'Translate an attached document (.docx, .txt, .srt, .html)',
    options: {
      to: 'target languages (default: yours)',
      from: 'the document language (default: en)',
      document: 'the document (or reply to one)',
    },
  },
  bridge: {
    description: 'Link this channel with channels on other platforms, each reading its own language',
    options: {
      action: 'create, join CODE, list, leave, remove CHANNEL, pause, resume, or mode members|channel',
      mode: "members (the languages its members read) or channel (the channel's one language)",
      code: 'the code from /bridge create',
      channel: 'the channel as /bridge list shows it, e.g. telegram -1001234567890',
    },
    subcommands: {
      create: 'Get a code, for you alone, that lets one channel join this channel’s bridge (admins)',
      join: 'This channel joins a bridge, with its code (admins)',
      list: 'The bridged channels, their languages, and which are paused',
      leave: 'This channel leaves its bridge (admins)',
      remove: 'Take another channel out of this bridge (admins)',
      pause: 'Nothing crosses to or from this channel until resumed (admins)',
      resume: 'Messages cross to and from this channel again (admins)',
      mode: 'Which languages bridged messages arrive in here (admins)',
      'mode members': "In the languages this channel's members read, one line each (admins)",
      'mode channel': "In this channel's one language, the default (admins)",
    },
  },
  captions: {
    description: 'Live captions of your voice channel, for members who agreed (consent on|off, start, stop)',
    options: {
      action: 'consent (on or off: may I caption you), start (in your voice channel) or stop',
      state: 'for consent: on or off',
      language: `spoken language: ${STT_LANGUAGES.join(', ')} (default: the conversation's)`,
      translate: "also translate each caption into the channel's reading languages",
    },
    subcommands: {
      consent: 'Whether I may caption you in voice channels here (remembered per server)',
      'consent on': 'I may caption you in voice channels here',
      'consent off': 'Withdraw it: your voice is no longer received',
      start: 'Join your voice channel and caption the members who agreed',
      stop: 'Stop the captions and leave the voice channel',
    },
  },
  settings: {
    description: 'Show or change settings (yours, the channel’s, the workspace’s)',
    options: {
      level: 'me, channel or workspace',
      key: 'language/script/translate/transcribe/ocr/moderation/voice/speed/domain/budget/privacy/reactions',
      value: 'the new value',
      // Discord takes /settings as one line of words
      change: 'What to change, e.g. "channel transcribe on" or "me language ta"',
    },
    labels: {
      'menu.root': 'Settings: choose what to change.',
      'menu.lang': 'Your language: replies and translations for you use it.',
      'menu.auto': "Auto-translate in this chat (admins): into members' languages, one language, or off.",
      'menu.mod': 'Moderation in this chat (admins): flag, hide or redact offensive messages, or off.',
      lang: '🌐 My language',
      auto: '🔁 Auto-translate',
      mod: '🛡️ Moderation',
      close: '✖️ Close',
      back: '« Back',
      off: 'Off',
      members: "Members' languages",
      'mod.flag': 'Flag',
      'mod.hide': 'Hide',
      'mod.redact': 'Redact',
    },
  },
  usage: {
    description: "This month's usage and budgets of the workspace (workspace admins)",
  },
  help: {
    description: 'List what I can do, or explain one command',
    options: { command: 'a command to explain' },
  },
};

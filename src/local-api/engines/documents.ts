// Document localization: .txt, .srt, .html and .docx, with only the human text sent to translation
// and everything else (SRT numbers and timecodes, HTML tags/attributes/scripts/styles, DOCX
// formatting) kept byte for byte.
import { inflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { EngineInputError } from './types.js';

export type TranslateTexts = (texts: string[]) => Promise<string[]>;
export interface LocalizedDocument {
  content: Buffer;
  filename: string;
  words: { source: number; unique: number };
}

const SUPPORTED = 'supported types: .txt, .srt, .html, .docx';
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_ENTRIES = 1000;
/** Real DOCX parts compress ~10:1 at most; a bomb is thousands:1. */
const MAX_RATIO = 200;
const TOO_LARGE = 'document is too large when unpacked';
const HAS_TEXT = /[\p{L}\p{N}]/u;

/** A document's human text, and how to put translated text back into the same bytes. */
interface ExtractedDocument {
  texts: string[];
  rebuild(translated: string[]): Promise<Buffer> | Buffer;
}

export async function localizeDocument(
  file: Buffer,
  filename: string,
  translate: TranslateTexts,
): Promise<LocalizedDocument> {
  const doc = await extractDocument(file, filename);
  const translated = await translateParts(doc.texts, translate);
  return { content: await doc.rebuild(translated), filename, words: countWords(doc.texts) };
}

/**
 * Validates a document exactly as localizeDocument does and counts its words, without
 * translating or rebuilding it (the import answers the count before translation runs).
 */
export async function countDocumentWords(
  file: Buffer,
  filename: string,
): Promise<{ source: number; unique: number }> {
  return countWords((await extractDocument(file, filename)).texts);
}

async function extractDocument(file: Buffer, filename: string): Promise<ExtractedDocument> {
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  switch (ext) {
    case 'txt':
      return extractLines(decodeText(file), () => true);
    case 'srt':
      return extractSrt(decodeText(file));
    case 'html':
    case 'htm':
      return extractHtml(decodeText(file));
    case 'docx':
      return extractDocx(file);
    default:
      throw new EngineInputError(
        `unsupported document type ${ext ? `.${ext}` : '(no extension)'}: ${SUPPORTED}`,
      );
  }
}

function countWords(texts: string[]): { source: number; unique: number } {
  const words = texts.flatMap((t) => t.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
  return { source: words.length, unique: new Set(words).size };
}

function decodeText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new EngineInputError(`document is not UTF-8 text: save it as UTF-8 (${SUPPORTED})`);
  }
}

/** Translates the chosen lines in one batch; leading/trailing spaces and empty lines are kept. */
async function translateParts(parts: string[], translate: TranslateTexts): Promise<string[]> {
  if (parts.length === 0) return [];
  const cores = parts.map((p) => p.trim());
  const out = await translate(cores);
  if (out.length !== cores.length) throw new Error('translation returned a different number of texts');
  return parts.map((p, i) => {
    const lead = p.match(/^\s*/)?.[0] ?? '';
    const trail = p.slice(lead.length).match(/\s*$/)?.[0] ?? '';
    return lead + (out[i] ?? '') + trail;
  });
}

function extractLines(
  text: string,
  isText: (line: string, i: number, all: string[]) => boolean,
): ExtractedDocument {
  const lines = text.split(/(\r?\n)/); // odd indexes are the line breaks themselves
  const picked: number[] = [];
  for (let i = 0; i < lines.length; i += 2) {
    if (HAS_TEXT.test(lines[i] as string) && isText(lines[i] as string, i, lines)) picked.push(i);
  }
  return {
    texts: picked.map((i) => lines[i] as string),
    rebuild: (done) => {
      const out = [...lines];
      picked.forEach((li, k) => {
        out[li] = done[k] as string;
      });
      return Buffer.from(out.join(''), 'utf8');
    },
  };
}

const TIMECODE = /^\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}/;

/** SRT: cue numbers and timecode lines are kept; every other non-empty line is cue text. */
function extractSrt(text: string): ExtractedDocument {
  if (!text.split(/\r?\n/).some((l) => TIMECODE.test(l))) {
    throw new EngineInputError(`document is not a valid .srt file: no timecode lines (${SUPPORTED})`);
  }
  return extractLines(text, (line, i, all) => {
    if (TIMECODE.test(line)) return false;
    // a cue number is a digits-only line followed by a timecode line
    return !(/^\s*\d+\s*$/.test(line) && TIMECODE.test(all[i + 2] ?? ''));
  });
}

// ---------- HTML ----------
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'code', 'pre']);

/**
 * A careful HTML tokenizer (no parser is installed): comments, doctype, CDATA, tags with quoted
 * attributes that may contain '>', and raw-text elements (script/style/…) are copied verbatim;
 * only text nodes between tags are translated, with entities decoded and re-escaped.
 */
function extractHtml(html: string): ExtractedDocument {
  const pieces: { text: string; translate: boolean }[] = [];
  let i = 0;
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) pieces.push({ text: html.slice(textStart, end), translate: true });
  };
  while (i < html.length) {
    if (html[i] !== '<') {
      i++;
      continue;
    }
    let end: number;
    if (html.startsWith('<!--', i)) end = indexAfter(html, '-->', i + 4);
    else if (html.startsWith('<![CDATA[', i)) end = indexAfter(html, ']]>', i + 9);
    else if (/^<[!?/a-zA-Z]/.test(html.slice(i, i + 2))) end = tagEnd(html, i);
    else {
      i++; // a bare '<' in text
      continue;
    }
    pushText(i);
    const tag = html.slice(i, end);
    const name = /^<([a-zA-Z][\w:-]*)/.exec(tag)?.[1]?.toLowerCase();
    if (name && RAW_TEXT_ELEMENTS.has(name) && !tag.endsWith('/>')) {
      const close = html.toLowerCase().indexOf(`</${name}`, end);
      const closeEnd = close < 0 ? html.length : tagEnd(html, close);
      pieces.push({ text: html.slice(i, closeEnd), translate: false });
      i = closeEnd;
    } else {
      pieces.push({ text: tag, translate: false });
      i = end;
    }
    textStart = i;
  }
  pushText(html.length);
  const idx = pieces
    .map((p, k) => (p.translate && HAS_TEXT.test(decodeEntities(p.text)) ? k : -1))
    .filter((k) => k >= 0);
  const texts = idx.map((k) => decodeEntities((pieces[k] as { text: string }).text));
  return {
    texts,
    rebuild: (done) => {
      const out = pieces.map((p) => p.text);
      idx.forEach((k, n) => {
        out[k] = escapeText(done[n] as string);
      });
      return Buffer.from(out.join(''), 'utf8');
    },
  };
}

function indexAfter(s: string, needle: string, from: number): number {
  const at = s.indexOf(needle, from);
  return at < 0 ? s.length : at + needle.length;
}
/** End of the tag starting at `start`, skipping '>' inside quoted attribute values. */
function tagEnd(s: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < s.length; i++) {
    const ch = s[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i + 1;
  }
  return s.length;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
    }
    return NAMED[e] ?? m;
  });
}
function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// ---------- DOCX ----------
interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * Reads the ZIP central directory and refuses bombs from the declared sizes, before anything is
 * inflated. Parts we read are inflated with a hard output cap, so a header that lies about its
 * size cannot make us allocate more than it declared.
 */
function readCentralDirectory(buf: Buffer): ZipEntry[] {
  const corrupt = () => new EngineInputError(`document is not a valid .docx file (${SUPPORTED})`);
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || p === 0xffffffff) throw new EngineInputError(TOO_LARGE); // ZIP64: far beyond our limits
  if (count > MAX_ENTRIES) throw new EngineInputError(TOO_LARGE);
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw corrupt();
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw new EngineInputError(TOO_LARGE);
    total += size;
    if (total > MAX_UNPACKED_BYTES) throw new EngineInputError(TOO_LARGE);
    if (size > 1024 * 1024 && size / Math.max(1, compressedSize) > MAX_RATIO)
      throw new EngineInputError(TOO_LARGE);
    entries.push({ name, method, compressedSize, size, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

function readEntry(buf: Buffer, e: ZipEntry): string {
  const corrupt = new EngineInputError(`document is not a valid .docx file (${SUPPORTED})`);
  if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== 0x04034b50) throw corrupt;
  const start =
    e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
  const data = buf.subarray(start, start + e.compressedSize);
  if (e.method === 0) return data.toString('utf8');
  if (e.method !== 8) throw corrupt;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) }).toString('utf8');
  } catch (err) {
    if (err instanceof RangeError || (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new EngineInputError(TOO_LARGE);
    throw corrupt;
  }
}

const TEXT_PARTS = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;
/** Innermost paragraphs (a text box's paragraphs sit inside an outer one). */
const PARAGRAPH = /<w:p(?:\s[^>]*)?>(?:(?!<w:p[\s>])[\s\S])*?<\/w:p>/g;
const TEXT_RUN = /<w:t(?:\s[^>]*)?>([\s\S]*?)<\/w:t>/g;

async function extractDocx(file: Buffer): Promise<ExtractedDocument> {
  const entries = readCentralDirectory(file);
  const parts = entries.filter((e) => TEXT_PARTS.test(e.name));
  if (!parts.some((e) => e.name === 'word/document.xml')) {
    throw new EngineInputError(`document is not a valid .docx file: no word/document.xml (${SUPPORTED})`);
  }
  const xmls = parts.map((e) => ({ name: e.name, xml: readEntry(file, e) }));
  // gather every paragraph's text (its runs joined) from every part, translate in one batch
  const paragraphs: { part: number; text: string }[] = [];
  xmls.forEach((x, part) => {
    for (const m of x.xml.matchAll(PARAGRAPH)) {
      const text = [...m[0].matchAll(TEXT_RUN)].map((r) => decodeEntities(r[1] ?? '')).join('');
      if (HAS_TEXT.test(text)) paragraphs.push({ part, text });
    }
  });
  // Loaded before translation, so a ZIP that JSZip refuses fails the import, not the project.
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(file);
  } catch {
    throw new EngineInputError(`document is not a valid .docx file (${SUPPORTED})`);
  }
  const rebuild = async (translated: string[]) => {
    let k = 0;
    for (const x of xmls) {
      const xml = x.xml.replace(PARAGRAPH, (para) => {
        const text = [...para.matchAll(TEXT_RUN)].map((r) => decodeEntities(r[1] ?? '')).join('');
        if (!HAS_TEXT.test(text)) return para;
        const out = translated[k++] as string;
        // A translation does not split along the source's runs (word order changes), so the whole
        // paragraph goes into its first run, keeping that run's formatting; later runs are emptied
        // but kept, so their properties and any bookmarks, fields or images stay in place.
        let first = true;
        return para.replace(TEXT_RUN, () => {
          const body = first ? escapeText(out) : '';
          first = false;
          return `<w:t xml:space="preserve">${body}</w:t>`;
        });
      });
      zip.file(x.name, xml);
    }
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  };
  return { texts: paragraphs.map((p) => p.text), rebuild };
}

// Document localization: .txt, .srt, .html and .docx, with only the human text sent to translation
// and everything else (SRT numbers and timecodes, HTML tags/attributes/scripts/styles, DOCX
// formatting) kept byte for byte.
import { inflateRawSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import JSZip from 'jszip';
import { EngineInputError } from './types.js';

/** `times[i]`: how often texts[i] occurs in the document (for billing), when the caller deduplicated. */
export type TranslateTexts = (texts: string[], times?: number[]) => Promise<string[]>;
export interface LocalizedDocument {
  content: Buffer;
  filename: string;
  words: { source: number; unique: number };
}
/** Words as the import reports them, and the characters translation will be charged for. */
export type DocumentCount = LocalizedDocument['words'] & { characters: number };

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

/**
 * The two halves of localizeDocument, for a worker thread that must not hold state while the
 * main thread translates: the texts to translate, then the same document with them put back.
 */
export async function extractTexts(
  file: Buffer,
  filename: string,
): Promise<{ texts: string[]; count: DocumentCount }> {
  const { texts } = await extractDocument(file, filename);
  const characters = texts.reduce((n, t) => n + t.trim().length, 0);
  return { texts, count: { ...countWords(texts), characters } };
}

/** `translated` holds one text per extractTexts text, already with its spaces put back. */
export async function rebuildDocument(file: Buffer, filename: string, translated: string[]): Promise<Buffer> {
  const doc = await extractDocument(file, filename);
  if (translated.length !== doc.texts.length)
    throw new Error('translation returned a different number of texts');
  return doc.rebuild(translated);
}

/**
 * The document's distinct texts to translate, trimmed, each with how often it occurs: what a
 * worker thread hands the main thread, which then translates each only once (issue 18: 2.5
 * million one-letter text nodes were 2.5 million translations on the event loop). More than
 * `maxTexts` distinct texts is refused here, before any list crosses to the main thread.
 */
export async function extractDistinct(
  file: Buffer,
  filename: string,
  maxTexts = Number.POSITIVE_INFINITY,
): Promise<{ unique: string[]; times: number[]; count: DocumentCount }> {
  const { texts, count } = await extractTexts(file, filename);
  const at = new Map<string, number>();
  const times: number[] = [];
  for (const text of texts) {
    const core = text.trim();
    const i = at.get(core);
    if (i !== undefined) times[i] = (times[i] as number) + 1;
    else {
      at.set(core, times.length);
      times.push(1);
      if (times.length > maxTexts) {
        throw new EngineInputError(
          `document has more than ${maxTexts.toLocaleString('en-US')} different texts to translate; split it into smaller files and send them one by one`,
        );
      }
    }
  }
  return { unique: [...at.keys()], times, count };
}

/** The document rebuilt from the translations of extractDistinct's texts, in the same order. */
export async function rebuildDistinct(file: Buffer, filename: string, translated: string[]): Promise<Buffer> {
  const doc = await extractDocument(file, filename);
  const at = new Map<string, number>();
  for (const text of doc.texts) {
    const core = text.trim();
    if (!at.has(core)) at.set(core, at.size);
  }
  if (at.size !== translated.length) throw new Error('translation returned a different number of texts');
  return doc.rebuild(
    doc.texts.map((text) => withSpaces(text, translated[at.get(text.trim()) as number] ?? '')),
  );
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
export async function translateParts(parts: string[], translate: TranslateTexts): Promise<string[]> {
  if (parts.length === 0) return [];
  const cores = parts.map((p) => p.trim());
  const out = await translate(cores);
  if (out.length !== cores.length) throw new Error('translation returned a different number of texts');
  return parts.map((p, i) => withSpaces(p, out[i] ?? ''));
}

/** `translated` with the leading and trailing spaces of `part` put back. */
function withSpaces(part: string, translated: string): string {
  // lengths, not /\s*$/: that regex is quadratic on long runs of inner spaces
  const lead = part.slice(0, part.length - part.trimStart().length);
  const trail = part.slice(Math.max(lead.length, part.trimEnd().length));
  return lead + translated + trail;
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
/** Elements whose text is code or markup, never prose: kept byte for byte. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'textarea', 'code', 'pre']);

/** A run of character data: its raw range in the source, and its text with entities decoded. */
interface TextSpan {
  start: number;
  end: number;
  text: string;
}

/**
 * HTML through htmlparser2's tokenizer (one linear pass; the old hand-written one rescanned the
 * whole document per element): comments, doctype, tags and attributes, and the text inside
 * raw-text elements (script/style/pre/…) are copied verbatim; only text nodes are translated,
 * with entities decoded and the translation re-escaped.
 */
function extractHtml(html: string): ExtractedDocument {
  const spans: TextSpan[] = [];
  let rawDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (RAW_TEXT_ELEMENTS.has(name)) rawDepth++;
      },
      onclosetag(name) {
        if (RAW_TEXT_ELEMENTS.has(name) && rawDepth > 0) rawDepth--;
      },
      ontext(data) {
        if (rawDepth > 0) return;
        addText(spans, data, parser.startIndex, parser.endIndex + 1);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  const picked = spans.filter((s) => HAS_TEXT.test(s.text));
  return {
    texts: picked.map((s) => s.text),
    rebuild: (done) => Buffer.from(splice(html, picked, done.map(escapeText)), 'utf8'),
  };
}

/** The tokenizer reports text in pieces (entities apart): adjacent pieces are one text node. */
function addText(spans: TextSpan[], data: string, start: number, end: number): void {
  const last = spans[spans.length - 1];
  if (last && last.end === start) {
    last.text += data;
    last.end = end;
  } else {
    spans.push({ start, end, text: data });
  }
}

/** `source` with each span's range replaced by its replacement, in one pass. */
function splice(source: string, spans: readonly { start: number; end: number }[], with_: string[]): string {
  const out: string[] = [];
  let at = 0;
  spans.forEach((s, k) => {
    out.push(source.slice(at, s.start), with_[k] ?? '');
    at = s.end;
  });
  out.push(source.slice(at));
  return out.join('');
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

/** A paragraph's text runs: the range of each whole `<w:t …>…</w:t>` element, and their joined text. */
interface DocxParagraph {
  runs: { start: number; end: number }[];
  text: string;
}

/**
 * Paragraphs of one part, by one linear pass of htmlparser2 in XML mode. A text box's paragraphs
 * sit inside an outer one: each run belongs to its innermost paragraph. Markup that is not
 * well-formed (an unclosed or mismatched tag) is refused: Word would not open it either.
 */
function docxParagraphs(xml: string, part: string): DocxParagraph[] {
  const done: DocxParagraph[] = [];
  const open: DocxParagraph[] = [];
  let run: { start: number; text: string } | undefined;
  let lastOpenStart = -1;
  let wellFormed = true;
  const parser = new Parser(
    {
      onopentag(name) {
        lastOpenStart = parser.startIndex;
        if (name === 'w:p') open.push({ runs: [], text: '' });
        else if (name === 'w:t') {
          if (run) wellFormed = false;
          run = { start: parser.startIndex, text: '' };
        }
      },
      ontext(data) {
        if (run) run.text += data;
      },
      onclosetag(name, isImplied) {
        // A self-closing tag is "implied" at its own position; anywhere else a tag was left open.
        if (isImplied && parser.startIndex !== lastOpenStart) wellFormed = false;
        if (name === 'w:t' && run) {
          const paragraph = open[open.length - 1];
          if (paragraph) {
            paragraph.runs.push({ start: run.start, end: parser.endIndex + 1 });
            paragraph.text += run.text;
          }
          run = undefined;
        } else if (name === 'w:p') {
          const paragraph = open.pop();
          if (paragraph) done.push(paragraph);
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  if (!wellFormed) {
    throw new EngineInputError(
      `document is not a valid .docx file: ${part} is not well-formed XML; open and save it again in Word`,
    );
  }
  return done.filter((p) => HAS_TEXT.test(p.text));
}

async function extractDocx(file: Buffer): Promise<ExtractedDocument> {
  const entries = readCentralDirectory(file);
  const parts = entries.filter((e) => TEXT_PARTS.test(e.name));
  if (!parts.some((e) => e.name === 'word/document.xml')) {
    throw new EngineInputError(`document is not a valid .docx file: no word/document.xml (${SUPPORTED})`);
  }
  // every paragraph's text (its runs joined) from every part, translated in one batch
  const xmls = parts.map((e) => {
    const xml = readEntry(file, e);
    return { name: e.name, xml, paragraphs: docxParagraphs(xml, e.name) };
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
      const edits: { start: number; end: number; text: string }[] = [];
      for (const paragraph of x.paragraphs) {
        const out = translated[k++] as string;
        // A translation does not split along the source's runs (word order changes), so the whole
        // paragraph goes into its first run, keeping that run's formatting; later runs are emptied
        // but kept, so their properties and any bookmarks, fields or images stay in place.
        paragraph.runs.forEach((r, i) => {
          const body = i === 0 ? escapeText(out) : '';
          edits.push({ ...r, text: `<w:t xml:space="preserve">${body}</w:t>` });
        });
      }
      // an outer paragraph's runs come before and after its text box's: splice in source order
      edits.sort((a, b) => a.start - b.start);
      zip.file(
        x.name,
        splice(
          x.xml,
          edits,
          edits.map((e) => e.text),
        ),
      );
    }
    return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  };
  return { texts: xmls.flatMap((x) => x.paragraphs.map((p) => p.text)), rebuild };
}

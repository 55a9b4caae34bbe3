import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { countDocumentWords, localizeDocument } from '../../../src/local-api/engines/documents.js';
import { EngineInputError } from '../../../src/local-api/engines/types.js';

const upper = async (texts: string[]) => texts.map((t) => t.toUpperCase());
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

async function docx(extra: Record<string, string | Buffer> = {}): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>` +
      '<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>Hello </w:t></w:r>' +
      '<w:r><w:t xml:space="preserve">brave &amp; new</w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t> world</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>   </w:t></w:r></w:p>' +
      '<w:tbl><w:tr><w:tc><w:p><w:r><w:rPr><w:b/></w:rPr><w:t>cell text</w:t></w:r><w:r><w:tab/></w:r></w:p></w:tc></w:tr></w:tbl>' +
      '</w:body></w:document>',
  );
  zip.file('word/header1.xml', `<w:hdr ${W}><w:p><w:r><w:t>page header</w:t></w:r></w:p></w:hdr>`);
  for (const [name, data] of Object.entries(extra)) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('document localization', () => {
  it('replaces DOCX text runs in place and keeps formatting', async () => {
    const out = await localizeDocument(await docx(), 'letter.docx', upper);
    expect(out.filename).toBe('letter.docx');
    expect(out.words).toEqual({ source: 8, unique: 8 });
    const zip = await JSZip.loadAsync(out.content);
    const xml = (await zip.file('word/document.xml')?.async('string')) as string;
    expect(xml).toContain('<w:pPr><w:jc w:val="center"/></w:pPr>');
    expect(xml).toContain(
      '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">HELLO BRAVE &amp; NEW WORLD</w:t></w:r>',
    );
    expect(xml).toContain('<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve"></w:t></w:r>');
    expect(xml).toContain('<w:t xml:space="preserve">CELL TEXT</w:t></w:r><w:r><w:tab/></w:r>');
    expect(xml).toContain('<w:p><w:r><w:t>   </w:t></w:r></w:p>');
    expect(await zip.file('word/header1.xml')?.async('string')).toContain('PAGE HEADER');
  });

  it('refuses zip bombs before inflating them', async () => {
    const big = await docx({ 'word/media/blob.bin': Buffer.alloc(60 * 1024 * 1024) });
    expect(big.length).toBeLessThan(1024 * 1024);
    await expect(localizeDocument(big, 'b.docx', upper)).rejects.toThrow(
      'document is too large when unpacked',
    );
    const dense = await docx({ 'word/media/zeros.bin': Buffer.alloc(8 * 1024 * 1024) });
    await expect(localizeDocument(dense, 'b.docx', upper)).rejects.toThrow(EngineInputError);
    const many: Record<string, string> = {};
    for (let i = 0; i < 1001; i++) many[`x/${i}.txt`] = 'x';
    await expect(localizeDocument(await docx(many), 'b.docx', upper)).rejects.toThrow(
      'document is too large when unpacked',
    );
  });

  it('keeps SRT numbers and timecodes and translates cue text', async () => {
    const srt =
      '1\r\n00:00:01,000 --> 00:00:02,500\r\nhello there\r\nsecond line\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\n42 apples\r\n';
    const out = await localizeDocument(Buffer.from(srt), 'movie.srt', upper);
    expect(out.content.toString()).toBe(
      '1\r\n00:00:01,000 --> 00:00:02,500\r\nHELLO THERE\r\nSECOND LINE\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\n42 APPLES\r\n',
    );
    await expect(localizeDocument(Buffer.from('just text'), 'x.srt', upper)).rejects.toThrow(
      /not a valid \.srt/,
    );
  });

  it('translates HTML text nodes only', async () => {
    const html =
      '<!DOCTYPE html><html><head><title>My page</title><style>p > a { color: red }</style>' +
      '<script>if (a < b) alert("hi")</script></head><body><p class="x" title="a > b">Fish &amp; chips <b>today</b></p><!-- note --></body></html>';
    const out = (await localizeDocument(Buffer.from(html), 'page.html', upper)).content.toString();
    expect(out).toBe(
      '<!DOCTYPE html><html><head><title>MY PAGE</title><style>p > a { color: red }</style>' +
        '<script>if (a < b) alert("hi")</script></head><body><p class="x" title="a > b">FISH &amp; CHIPS <b>TODAY</b></p><!-- note --></body></html>',
    );
  });

  it('translates plain text line by line and refuses what it cannot read', async () => {
    const out = await localizeDocument(Buffer.from('one\n\n  two\n'), 'a.txt', upper);
    expect(out.content.toString()).toBe('ONE\n\n  TWO\n');
    await expect(localizeDocument(Buffer.from('x'), 'a.pdf', upper)).rejects.toThrow(
      /supported types: \.txt, \.srt, \.html, \.docx/,
    );
    await expect(localizeDocument(Buffer.from('not a zip at all'), 'a.docx', upper)).rejects.toThrow(
      /not a valid \.docx/,
    );
    await expect(localizeDocument(Buffer.from([0xff, 0xfe, 0x00]), 'a.txt', upper)).rejects.toThrow(/UTF-8/);
  });

  it('counts words as localization does, without translating, and refuses the same files', async () => {
    let calls = 0;
    const counting = async (texts: string[]) => {
      calls++;
      return upper(texts);
    };
    const file = await docx();
    const full = await localizeDocument(file, 'letter.docx', counting);
    expect(calls).toBe(1);
    expect(await countDocumentWords(file, 'letter.docx')).toEqual(full.words);
    expect(await countDocumentWords(Buffer.from('one two\n\nTwo three\n'), 'a.txt')).toEqual({
      source: 4,
      unique: 3,
    });
    await expect(countDocumentWords(Buffer.from('just text'), 'x.srt')).rejects.toThrow(/not a valid \.srt/);
    await expect(countDocumentWords(Buffer.from('x'), 'a.pdf')).rejects.toThrow(EngineInputError);
  });
});

// Adapters render what commands declare (CommandSpec: rules, form, menu, asLine, guide) and never
// name a command: a string literal in adapters/ that is exactly a command's name fails here, so a
// command's rules stay in commands/ and changing one never touches four adapters. Allowed: what is
// platform protocol, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandMap } from '../../commands/index.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const ADAPTERS = join(ROOT, 'adapters');

/** `file:literal` → why it is not a command's name there. */
const ALLOWED: Record<string, string> = {
  'adapters/discord/voice-captions.ts:start': "@discordjs/voice's speaking event, not /start",
  'adapters/registry.ts:settings': 'a key of LocalAdapterOptions (the settings store), not /settings',
};

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/**
 * String literals of a source file, scanned in order: '…', "…" and `…` without a ${} (a template's
 * expressions are scanned as code); comments and regular expressions with quotes are rare enough here.
 */
function literals(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  const n = source.length;
  const quoted = (q: string): string => {
    let text = '';
    for (i++; i < n && source[i] !== q; i++) {
      if (source[i] === '\\') text += source[++i];
      else if (source[i] === '\n') break;
      else text += source[i];
    }
    i++;
    return text;
  };
  const template = (): string | undefined => {
    let text = '';
    let plain = true;
    for (i++; i < n && source[i] !== '`'; i++) {
      if (source[i] === '\\') text += source[++i];
      else if (source[i] === '$' && source[i + 1] === '{') {
        plain = false;
        i += 2;
        scan('}');
      } else text += source[i];
    }
    i++;
    return plain ? text : undefined;
  };
  const scan = (until?: string) => {
    let depth = 0;
    while (i < n) {
      const c = source[i] as string;
      if (until && c === until && depth === 0) return;
      if (c === '{') depth++;
      else if (c === '}') depth--;
      if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) < 0 ? n : source.indexOf('\n', i);
      else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i) + 2;
      else if (c === "'" || c === '"') out.push(quoted(c));
      else if (c === '`') {
        const start = i;
        const t = template();
        if (t !== undefined) out.push(t);
        // A template may hold a script for the browser (the web chat's page): its literals count too.
        const inner = source.slice(start + 1, i - 1);
        if (/['"]/.test(inner) && inner !== source) out.push(...literals(inner.replace(/\$\{[^}]*\}/g, '')));
      } else i++;
    }
  };
  scan();
  return out;
}

describe('adapters name no command', () => {
  const names = new Set(commandMap.keys());

  it('finds a command name when one is written (the check can fail)', () => {
    expect(literals(`if (name === 'settings') x(); // 'help' in a comment`)).toEqual(['settings']);
    const nested = ['const a = `x $', '{b ? `y` : "z"}`; f("help", `ocr`);'].join('');
    expect(literals(nested)).toEqual(['y', 'z', 'help', 'ocr']);
    expect([...names]).toEqual(expect.arrayContaining(['settings', 'help', 'bridge', 'start']));
  });

  it('no string literal in adapters/ is a command name, except platform protocol', () => {
    const found: string[] = [];
    for (const file of files(ADAPTERS)) {
      const rel = relative(ROOT, file);
      for (const lit of literals(readFileSync(file, 'utf8')))
        if (names.has(lit.replace(/^\//, '').toLowerCase()) && !ALLOWED[`${rel}:${lit}`])
          found.push(`${rel}: '${lit}'`);
    }
    expect(found).toEqual([]);
  });
});

// The catalogs of everything dubash says, one file per language. English (en.ts) has every key
// and is the fallback; a translator edits one file. Command descriptions live apart, in
// commands/locales/<lang>.ts (native command menus).
import { bn } from './bn.js';
import { en } from './en.js';
import { hi } from './hi.js';
import { mr } from './mr.js';
import { ta } from './ta.js';
import { te } from './te.js';
import type { Catalog } from './types.js';

export type { Catalog, MessageKey } from './types.js';

export const CATALOGS: Readonly<Record<string, Catalog>> & { en: typeof en } = { en, hi, ta, bn, te, mr };

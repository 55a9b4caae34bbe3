// A catalog: message key → sentence, `{name}` marking where a param goes. Keys are English's.
import type { en } from './en.js';

export type MessageKey = keyof typeof en;
export type Catalog = Partial<Record<MessageKey, string>>;

import type { Catalog } from './types.js';

export const ta: Catalog = {};

import type { Catalog } from './types.js';

export const hi: Catalog = {};

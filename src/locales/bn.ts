import type { Catalog } from './types.js';

export const bn: Catalog = {};

import type { Catalog } from './types.js';

export const mr: Catalog = {};

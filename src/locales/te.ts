import type { Catalog } from './types.js';

export const te: Catalog = {};

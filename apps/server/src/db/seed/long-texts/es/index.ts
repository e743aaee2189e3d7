import type { LongTexts } from '../types.js';
import { FAMILIES } from './families.js';

export const ES: LongTexts = { families: FAMILIES };

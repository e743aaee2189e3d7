import type { LongTexts } from '../types.js';
import { FAMILIES } from './families.js';

export const JA: LongTexts = { families: FAMILIES };

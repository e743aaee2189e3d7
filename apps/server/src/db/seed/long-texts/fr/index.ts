import type { LongTexts } from '../types.js';
import { FAMILIES } from './families.js';

export const FR: LongTexts = { families: FAMILIES };

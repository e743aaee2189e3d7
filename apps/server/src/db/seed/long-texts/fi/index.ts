import type { LongTexts } from '../types.js';
import { ARTICLES } from './articles.js';
import { FAMILIES } from './families.js';
import { NEWS } from './news.js';

export const FI: LongTexts = { families: FAMILIES, news: NEWS, articles: ARTICLES };

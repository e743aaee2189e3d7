import type { L, Long } from '../catalog/types.js';

export type { L, Long };

/**
 * Long texts are light Markdown: paragraphs separated by a blank line, `## ` headings and
 * `- ` list items only (the server renders them to safe HTML).
 */
export interface NewsSeed {
  /** news category id: 1 company news, 2 product news, 3 industry insights */
  cateId: 1 | 2 | 3;
  /** ISO date, e.g. '2026-09-14' */
  date: string;
  title: L;
  summary: L;
  body: Long;
}

export interface CaseSeed {
  key: string;
  industry: L;
  /** Customer description (kept generic: no real company names). */
  customer: L;
  title: L;
  summary: L;
  body: Long;
  /** Product keys of the catalogue used in the project (see catalog families). */
  products: string[];
}

export interface SolutionSeed {
  key: string;
  title: L;
  summary: L;
  body: Long;
  products: string[];
}

export interface PageSeed {
  key: string;
  title: L;
  summary: L;
  body: Long;
}

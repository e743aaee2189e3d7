// What other modules may use of content (ADR 0016, ADR 0035): an article's title beside their rows
// (read view, ADR 0039) and whether an id is a solution (inquiries).
export { articleTitleView, isSolution } from './published-queries.js';
// What search reads of news and articles: their texts for the index, a hit's summary (read views, ADR 0039).
export { articleSearchTextsView, articleSummariesView, contentHiddenView, newsSearchTextsView, newsSummariesView } from './published-queries.js';
// The sitemaps (web/sitemap.ts): news, cases and solutions with their publication days.
export { articleSitemapEntries, newsSitemapEntries } from './sitemap-queries.js';
// The server-rendered heads of news, case and solution pages (web/seo.ts).
export { articleDetail, newsDetail } from './service.js';

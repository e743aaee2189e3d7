import { API } from '@netshop/contract/api-paths';
import { NEWS_PAGE_SIZE } from '@netshop/contract/filters';
import type { ArticleDetail, ArticleSummary, NewsDetail, NewsList, PublicHome } from '@netshop/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../api';
import { unwrap } from '../http';

export const newsListQuery = (langId: number, cateId: number, page: number) =>
  queryOptions({
    queryKey: ['content', 'news', langId, cateId, page],
    queryFn: () => unwrap(http.get<NewsList>(API.content.newsByCategory.path({ cateId }), { page, pageSize: NEWS_PAGE_SIZE })),
    retry: false,
  });
export const newsDetailQuery = (langId: number, newsId: number) =>
  queryOptions({ queryKey: ['content', 'news-detail', langId, newsId], queryFn: () => unwrap(http.get<NewsDetail>(API.content.news.path({ newsId }))), retry: false });
export const articlesQuery = (langId: number, kind: 'case' | 'solution' | 'about' | 'policy') =>
  queryOptions({ queryKey: ['content', 'articles', langId, kind], queryFn: () => unwrap(http.get<ArticleSummary[]>(API.content.articles.path({ kind }))) });
export const articleQuery = (langId: number, kind: 'case' | 'solution', id: number, currencyId?: number | null) =>
  queryOptions({
    queryKey: ['content', kind, langId, id, currencyId],
    queryFn: () => unwrap(http.get<ArticleDetail>(API.content[kind].path({ id }), { currencyId: currencyId ?? undefined })),
    retry: false,
  });
export const pageQuery = (langId: number, key: string) =>
  queryOptions({ queryKey: ['content', 'page', langId, key], queryFn: () => unwrap(http.get<ArticleDetail>(API.content.page.path({ key }))), retry: false });
/** The home page's texts edited in the console (a field left out shows the built-in text) and its featured solutions (issue 27). */
export const homeContentQuery = (langId: number) =>
  queryOptions({ queryKey: ['content', 'home', langId], queryFn: () => unwrap(http.get<PublicHome>(API.content.home.path())), retry: false });

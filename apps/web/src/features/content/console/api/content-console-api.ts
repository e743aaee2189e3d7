import type { ContentPublishBody, ContentSaved, ContentType, ContentUpdateBody, ContentCreateBody, HomeUpdateBody, StaffContentDetail, StaffContentList, StaffHome, staffContentQuery } from '@netshop/contract';
import { API } from '@netshop/contract/api-paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { HttpError, unwrap } from '../../../../lib/http';
import { staffHttp } from '../../../../lib/staff-http';

// Content in the console (permission content.edit, issue 27): news, cases, solutions, pages and
// the home page. Saves name the version edited; a 409 is explained by the editor itself.

const R = API.staffContent;
const noRetryOn403 = (failures: number, err: unknown) => !(err instanceof HttpError && err.code === 403) && failures < 1;
/** The editor says what a conflict means (someone saved first, a key taken): no generic alert. */
const QUIET = { quiet: [409] } as const;

export type ContentListQuery = z.input<typeof staffContentQuery>;

export const contentListOptions = (q: ContentListQuery) =>
  queryOptions({
    queryKey: ['staff', 'content', 'list', q] as const,
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
      return unwrap(staffHttp.get<StaffContentList>(`${R.list.path()}?${params}`));
    },
    placeholderData: keepPreviousData,
    retry: noRetryOn403,
  });

export const contentItemOptions = (type: ContentType, id: number) =>
  queryOptions({
    queryKey: ['staff', 'content', 'item', type, id] as const,
    queryFn: () => unwrap(staffHttp.get<StaffContentDetail>(R.one.path({ type, id }))),
    retry: noRetryOn403,
  });

export const homeOptions = () =>
  queryOptions({ queryKey: ['staff', 'content', 'home'] as const, queryFn: () => unwrap(staffHttp.get<StaffHome>(R.home.path())), retry: noRetryOn403 });

export const createContent = (type: ContentType, body: ContentCreateBody) => unwrap(staffHttp.post<ContentSaved>(R.create.path({ type }), body, QUIET));
export const saveContent = (type: ContentType, id: number, body: ContentUpdateBody) => unwrap(staffHttp.put<ContentSaved>(R.update.path({ type, id }), body, QUIET));
export const publishContent = (type: ContentType, id: number, body: ContentPublishBody) => unwrap(staffHttp.post<ContentSaved>(R.publish.path({ type, id }), body, QUIET));
export const unpublishContent = (type: ContentType, id: number, version: number) => unwrap(staffHttp.post<ContentSaved>(R.unpublish.path({ type, id }), { version }, QUIET));
export const deleteContent = (type: ContentType, id: number, version: number) => unwrap(staffHttp.del<null>(R.remove.path({ type, id }), { version }, QUIET));
export const previewBody = (body: string, signal?: AbortSignal) => unwrap(staffHttp.post<{ html: string }>(R.preview.path(), { body }, { signal, headers: { repeatSubmit: false } }));
export const saveHome = (body: HomeUpdateBody) => unwrap(staffHttp.put<{ version: number }>(R.saveHome.path(), body, QUIET));

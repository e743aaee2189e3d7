import { LANG_CODES, emptyContentTexts, textsComplete, type ContentSaved, type ContentTexts, type ContentType, type LangCode, type StaffContentDetail } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { HttpError } from '../../../../lib/http';
import { contentItemOptions, createContent, deleteContent, publishContent, saveContent, unpublishContent } from '../api/content-console-api';

export interface ContentDraft {
  key: string;
  cateId: number;
  featured: boolean;
  texts: Record<LangCode, ContentTexts>;
}

const emptyDraft = (): ContentDraft => ({ key: '', cateId: 1, featured: false, texts: Object.fromEntries(LANG_CODES.map((l) => [l, emptyContentTexts()])) as Record<LangCode, ContentTexts> });
const draftOf = (d: StaffContentDetail): ContentDraft => ({
  key: d.key,
  cateId: d.cateId ?? 1,
  featured: d.featured,
  texts: Object.fromEntries(LANG_CODES.map((l) => [l, d.texts[l] ?? emptyContentTexts()])) as Record<LangCode, ContentTexts>,
});

/** What went wrong with the last action, for the editor to say: someone saved first, or the key is taken. */
export type EditorProblem = 'conflict' | 'keyTaken' | null;

/**
 * The editor's state: the item as loaded (its version), the draft being edited, and the actions,
 * each naming the loaded version. A 409 is kept as a problem to explain, never retried.
 */
export function useContentEditor(type: ContentType, id: number | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const item = useQuery({ ...contentItemOptions(type, id ?? 0), enabled: id !== null });
  const [draft, setDraft] = useState<ContentDraft>(emptyDraft);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<EditorProblem>(null);

  useEffect(() => {
    if (item.data) {
      setDraft(draftOf(item.data));
      setDirty(false);
    }
  }, [item.data]);

  const edit = (change: (d: ContentDraft) => ContentDraft) => {
    setDraft(change);
    setDirty(true);
  };
  const onError = (err: unknown) => {
    // A taken key names its field; any other 409 is a save over a version someone replaced.
    if (err instanceof HttpError && err.code === 409) setProblem((err.data as { fields?: { key?: string } } | null)?.fields?.key ? 'keyTaken' : 'conflict');
  };
  const done = async (saved?: ContentSaved) => {
    setProblem(null);
    await queryClient.invalidateQueries({ queryKey: ['staff', 'content'] });
    if (saved && id === null) void navigate(`/console/content/${type}/${saved.id}`, { replace: true });
  };
  const version = item.data?.version ?? 0;
  const body = () => ({ key: draft.key.trim(), cateId: type === 'news' ? draft.cateId : undefined, featured: draft.featured, texts: draft.texts });

  const save = useMutation({
    mutationFn: () => (id === null ? createContent(type, body()) : saveContent(type, id, { ...body(), version })),
    onSuccess: done,
    onError,
  });
  const publish = useMutation({ mutationFn: (at?: string) => publishContent(type, id!, { version, ...(at ? { at } : {}) }), onSuccess: done, onError });
  const unpublish = useMutation({ mutationFn: () => unpublishContent(type, id!, version), onSuccess: done, onError });
  const remove = useMutation({
    mutationFn: () => deleteContent(type, id!, version),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['staff', 'content'] });
      void navigate(`/console/content?type=${type}`, { replace: true });
    },
    onError,
  });

  const reload = async () => {
    setProblem(null);
    await item.refetch();
  };
  const complete = Object.fromEntries(LANG_CODES.map((l) => [l, textsComplete(draft.texts[l])])) as Record<LangCode, boolean>;
  return { item, draft, edit, dirty, problem, reload, save, publish, unpublish, remove, complete };
}

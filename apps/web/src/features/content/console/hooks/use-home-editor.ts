import { LANG_CODES, emptyHomeTexts, type HomeTexts, type LangCode } from '@netshop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../../lib/http';
import { homeOptions, saveHome } from '../api/content-console-api';

interface HomeDraft {
  texts: Record<LangCode, HomeTexts>;
  featured: number[];
}

/** The home page's editor: its texts per language and featured solutions, saved over the version loaded (409: reload). */
export function useHomeEditor() {
  const queryClient = useQueryClient();
  const home = useQuery(homeOptions());
  const [draft, setDraft] = useState<HomeDraft>({ texts: Object.fromEntries(LANG_CODES.map((l) => [l, emptyHomeTexts()])) as Record<LangCode, HomeTexts>, featured: [] });
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState(false);
  useEffect(() => {
    if (!home.data) return;
    setDraft({ texts: Object.fromEntries(LANG_CODES.map((l) => [l, home.data.texts[l] ?? emptyHomeTexts()])) as Record<LangCode, HomeTexts>, featured: home.data.featuredSolutionIds });
    setDirty(false);
  }, [home.data]);
  const edit = (change: (d: HomeDraft) => HomeDraft) => {
    setDraft(change);
    setDirty(true);
  };
  const save = useMutation({
    mutationFn: () => saveHome({ version: home.data?.version ?? 0, texts: draft.texts, featuredSolutionIds: draft.featured }),
    onSuccess: async () => {
      setConflict(false);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'content', 'home'] });
    },
    onError: (err) => setConflict(err instanceof HttpError && err.code === 409),
  });
  const reload = async () => {
    setConflict(false);
    await home.refetch();
  };
  return { home, draft, edit, dirty, conflict, save, reload };
}

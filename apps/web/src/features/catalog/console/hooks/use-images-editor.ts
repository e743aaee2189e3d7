import { LANG_CODES, PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX, type LangCode, type StaffProductImage, type StaffProductImagesSaved } from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { catalogKey } from '../api/catalog-console-api';
import { catalogMediaApi, productImagesQuery } from '../api/catalog-media-api';
import type { ProductForm } from './use-product-form';

type Busy = null | 'upload' | 'save' | 'remove';

/** The pictures as the editor shows them: the server's, in the order and with the texts typed. */
export type ImageDraft = StaffProductImage;

const sameList = (a: ImageDraft[], b: ImageDraft[]) => JSON.stringify(a.map((i) => [i.id, i.alt])) === JSON.stringify(b.map((i) => [i.id, i.alt]));

/**
 * The pictures the server now has, keeping what was typed and not saved yet: the pictures still
 * there keep their place and texts, new ones come last (an upload or a removal does not lose edits).
 */
function merge(draft: ImageDraft[], server: ImageDraft[]): ImageDraft[] {
  const byId = new Map(server.map((s) => [s.id, s]));
  const kept = draft.filter((d) => byId.has(d.id)).map((d) => ({ ...byId.get(d.id)!, alt: d.alt }));
  const known = new Set(kept.map((k) => k.id));
  return [...kept, ...server.filter((s) => !known.has(s.id))];
}

/**
 * The pictures of a product in the editor (issue 27): upload, order (dragging or the move
 * buttons), texts in six languages, removal. Every change the server takes bumps the product's
 * version, which the product form follows (form.bumped) so a later save of its texts is not
 * refused as stale; a 409 means someone else changed the product, and is shown as such.
 */
export function useImagesEditor(productId: number, form: ProductForm) {
  const { t } = useTranslation('console-catalog-media');
  const queryClient = useQueryClient();
  const query = useQuery(productImagesQuery(productId));
  // Until the first change, the pictures are the query's; from then on the editor's own.
  const [local, setLocal] = useState<{ loaded: ImageDraft[]; draft: ImageDraft[] } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');

  const base = query.data?.images ?? [];
  const loaded = local?.loaded ?? base;
  const draft = local?.draft ?? base;
  const setDraft = (f: (d: ImageDraft[]) => ImageDraft[]) => setLocal((l) => ({ loaded: l?.loaded ?? base, draft: f(l?.draft ?? base) }));

  const applied = (saved: StaffProductImagesSaved, keepEdits: boolean) => {
    form.bumped(saved.version);
    setLocal((l) => ({ loaded: saved.images, draft: keepEdits ? merge(l?.draft ?? base, saved.images) : saved.images }));
    queryClient.setQueryData(productImagesQuery(productId).queryKey, { version: saved.version, images: saved.images });
    void queryClient.invalidateQueries({ queryKey: [...catalogKey, 'list'] });
  };
  const run = async (kind: Exclude<Busy, null>, call: () => Promise<{ data: StaffProductImagesSaved; msg: string }>, keepEdits: boolean) => {
    setBusy(kind);
    setError(null);
    try {
      const r = await call();
      applied(r.data, keepEdits);
      alert.success(r.msg);
      return true;
    } catch (err) {
      if (err instanceof HttpError && err.kind === 'api') setError(err.message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= draft.length || from === to) return;
    setDraft((d) => {
      const next = [...d];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
    setAnnounce(t('moved', { from: from + 1, to: to + 1 }));
  };

  return {
    loading: query.isPending,
    loadError: query.isError,
    retry: () => void query.refetch(),
    draft,
    dirty: !sameList(draft, loaded),
    full: draft.length >= PRODUCT_IMAGES_MAX,
    busy,
    error,
    uploading,
    announce,
    clearError: () => setError(null),
    move,
    setAlt: (index: number, lang: LangCode, value: string) => setDraft((d) => d.map((img, i) => (i === index ? { ...img, alt: { ...img.alt, [lang]: value } } : img))),
    upload: async (file: File) => {
      if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
        setError(t('tooLarge', { name: file.name, mb: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 }));
        return;
      }
      setUploading(file.name);
      await run('upload', () => catalogMediaApi.upload(productId, form.version, file), true);
      setUploading(null);
    },
    save: () => run('save', () => catalogMediaApi.save(productId, { version: form.version, images: draft.map((d) => ({ id: d.id, alt: Object.fromEntries(LANG_CODES.map((l) => [l, d.alt[l]])) as Record<LangCode, string> })) }), false),
    /** The picture waiting for the confirmation of its removal. */
    removing,
    askRemove: (index: number | null) => setRemoving(index),
    remove: async () => {
      const img = removing === null ? undefined : draft[removing];
      if (!img) return;
      if (await run('remove', () => catalogMediaApi.remove(productId, img.id, form.version), true)) setRemoving(null);
    },
  };
}
export type ImagesEditorState = ReturnType<typeof useImagesEditor>;

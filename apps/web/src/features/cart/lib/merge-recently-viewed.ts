import { STORAGE_KEYS } from '@netshop/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { catalogApi } from '../../../lib/shared-api/catalog-api';
import { getItem } from '../../../lib/storage';

/**
 * Right after login, the products this device viewed as a guest (by its visitor id) join the
 * buyer's recently viewed list, as the guest cart joins the cart; the server keeps it newest
 * first, each product once, capped. Every list on screen then asks again. Never throws, so a
 * login never fails because of it; the guest's visits stay on the device for the next login.
 */
export async function mergeRecentlyViewed(queryClient: QueryClient): Promise<void> {
  const visitorId = getItem(STORAGE_KEYS.visitorUuid);
  if (!visitorId) return;
  try {
    await catalogApi.mergeRecentlyViewed(visitorId);
  } catch {
    /* the HTTP client has shown why */
  }
  await queryClient.invalidateQueries({ queryKey: ['catalog', 'recent'] });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { alert } from '../../../lib/alerts';
import { cartApi, FAVORITES_KEY, favoriteIdsQuery } from '../../../lib/shared-api/cart-api';
import { useCartOwner } from '../../../lib/use-cart-owner';
import { useSendToLogin } from '../../../lib/use-send-to-login';
import styles from './favorite-toggle.module.css';

/**
 * The heart of a product page: a toggle (aria-pressed) whose name stays "Favourite" while its
 * state changes. Favourites need a login: a guest is sent to /login and comes back here.
 * In a grid of cards, `group` holds every product shown (one request tells which are saved)
 * and `name` goes into the accessible name, so the hearts can be told apart.
 */
export function FavoriteToggle({ spuId, skuId, group, name }: { spuId: number; skuId?: number; group?: number[]; name?: string }) {
  const { t } = useTranslation('cart');
  const owner = useCartOwner();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const sendToLogin = useSendToLogin();
  const ids = favoriteIdsQuery(group ?? [spuId]);
  const state = useQuery({ ...ids, enabled: owner === 'buyer' });
  const pressed = state.data?.includes(spuId) ?? false;
  const toggle = useMutation({
    mutationFn: (on: boolean) => (on ? cartApi.addFavorite(spuId, skuId) : cartApi.removeFavorite(spuId)),
    onSuccess: async ({ msg }, on) => {
      queryClient.setQueryData(ids.queryKey, (saved = []) => (on ? [...saved.filter((id) => id !== spuId), spuId] : saved.filter((id) => id !== spuId)));
      alert.success(msg);
      // Other answers about this product (its page, another grid) are read again when next shown.
      await queryClient.invalidateQueries({ queryKey: [...FAVORITES_KEY, 'ids'], refetchType: 'none', predicate: (q) => q.queryKey[3] !== ids.queryKey[3] });
      await queryClient.invalidateQueries({ queryKey: [...FAVORITES_KEY, 'list'] });
    },
  });

  const onClick = () => {
    if (owner === 'guest') {
      alert.info(t('favorite.signIn'));
      sendToLogin(pathname + search);
      return;
    }
    toggle.mutate(!pressed);
  };

  return (
    <Button
      variant="secondary"
      aria-pressed={pressed}
      aria-label={name ? t('favorite.labelOf', { name }) : undefined}
      busy={toggle.isPending}
      onClick={onClick}
      className={styles.toggle}
      data-testid="favorite-toggle"
    >
      <Heart size={16} aria-hidden="true" fill={pressed ? 'currentColor' : 'none'} />
      {t('favorite.label')}
    </Button>
  );
}

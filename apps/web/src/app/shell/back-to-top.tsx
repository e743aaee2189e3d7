import { BACK_TO_TOP_OFFSET_PX } from '@netshop/contract/constants';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

/** Appears after scrolling more than 150 px and scrolls smoothly to the top (docs/product.md#screens). */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_OFFSET_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={`${styles.roundButton} ${styles.topButton}`}
      aria-label={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      data-testid="back-to-top"
    >
      <ArrowUp size={20} aria-hidden="true" />
    </button>
  );
}

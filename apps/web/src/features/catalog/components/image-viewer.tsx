import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import styles from './reviews-panel.module.css';

/** A review's pictures, one at a time, with previous / next (arrow keys work on the buttons). */
export function ImageViewer({ images, index, onIndex, onClose }: { images: string[]; index: number | null; onIndex(i: number): void; onClose(): void }) {
  const { t } = useTranslation(['catalog', 'common']);
  const open = index !== null && images.length > 0;
  const i = index ?? 0;
  return (
    <Dialog open={open} onClose={onClose} title={t('reviews.imageOf', { index: i + 1, total: images.length })} closeLabel={t('common:common.close')}>
      {open && (
        <div className={styles.viewer}>
          <img src={images[i]} alt={t('reviews.imageOf', { index: i + 1, total: images.length })} />
          {images.length > 1 && (
            <div className={styles.viewerNav}>
              <Button variant="secondary" size="small" onClick={() => onIndex((i - 1 + images.length) % images.length)} aria-label={t('prev')}>
                <ChevronLeft size={18} aria-hidden="true" />
              </Button>
              <Button variant="secondary" size="small" onClick={() => onIndex((i + 1) % images.length)} aria-label={t('next')}>
                <ChevronRight size={18} aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}

import { Cable, Cpu, Network, RadioTower, Router, Server, Wifi, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/layout/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSite } from '../../../lib/site-store';
import styles from './home-page.module.css';

const CATEGORIES = [
  { key: 'switches', icon: Network },
  { key: 'routers', icon: Router },
  { key: 'transceivers', icon: Zap },
  { key: 'cables', icon: Cable },
  { key: 'wifi', icon: Wifi },
  { key: 'nics', icon: Cpu },
  { key: 'poe', icon: RadioTower },
  { key: 'racks', icon: Server },
] as const;

const PROMISES = ['compatibility', 'stock', 'support'] as const;

/** Home (/): the entrance to the catalogue; products and news teasers arrive with the catalogue issue. */
export function Component() {
  const { t } = useTranslation('pages');
  const cfg = useSite((s) => s.baseConfig);
  useDocumentTitle(t('home.title'));
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1>{cfg ? cfg.slogan : <Skeleton width="60%" height={40} />}</h1>
          <p>{t('home.lead')}</p>
          <div className={styles.heroActions}>
            <Link to="/product/queryProduct" className={buttonClass('accent')}>
              {t('home.shopNow')}
            </Link>
            <Link to="/inquiry/create" className={buttonClass('secondary')}>
              {t('home.getQuote')}
            </Link>
          </div>
        </div>
      </section>
      <section className={`container ${styles.section}`} aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categoriesTitle')}</h2>
        <div className={styles.grid}>
          {CATEGORIES.map(({ key, icon: Icon }) => (
            <Link key={key} to="/product/queryProduct" className={styles.tile}>
              <Icon size={28} aria-hidden="true" />
              <strong>{t(`home.categories.${key}.name`)}</strong>
              <span>{t(`home.categories.${key}.text`)}</span>
            </Link>
          ))}
        </div>
      </section>
      <section className={`container ${styles.section}`} aria-labelledby="home-promises">
        <h2 id="home-promises">{t('home.promisesTitle')}</h2>
        <ul className={styles.promises}>
          {PROMISES.map((key) => (
            <li key={key}>
              <h3>{t(`home.promises.${key}.name`)}</h3>
              <p>{t(`home.promises.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

import { STORAGE_KEYS } from '@netshop/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout as endAndRevoke } from '../../features/account/lib/session';
import { baseConfigQuery, countriesQuery } from '../../features/site/api/queries';
import { setLanguage, toLangCode } from '../../lib/i18n';
import { useSite } from '../../lib/site-store';
import { setItem } from '../../lib/storage';

/** What the header does beyond links: switch the language, and log out. */
export function useHeaderActions() {
  const queryClient = useQueryClient();
  const site = useSite();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  // Switching language changes every visible string and is remembered (yt_us_lan); base
  // config and country names are re-read in the new language.
  const changeLanguage = async (langId: number) => {
    setItem(STORAGE_KEYS.language, String(langId));
    const short = site.languageArry.find((l) => l.langId === langId)?.shortName;
    await setLanguage(toLangCode(short ?? langId));
    const [countries, baseConfig] = await Promise.all([
      queryClient.fetchQuery(countriesQuery(langId)),
      queryClient.fetchQuery(baseConfigQuery(langId)),
    ]);
    site.set({
      defaultLangId: langId,
      countryArry: countries,
      baseConfig,
      basePriceInfo: countries.find((c) => c.countryId === site.defaultCountry) ?? site.basePriceInfo,
    });
  };

  // The buyer lands on the home page first (so the account pages, which need a login, do not
  // send them to /login on the way out), then the session ends here and on the server.
  const logout = async () => {
    setLoggingOut(true);
    try {
      await navigate('/');
      await endAndRevoke(queryClient);
    } finally {
      setLoggingOut(false);
    }
  };
  return { changeLanguage, logout, loggingOut };
}

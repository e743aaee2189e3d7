import type { LangCode } from '@netshop/contract';
import { familyNameFirst, formatPersonName, type PersonName } from '@netshop/contract/person-name';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The given-name and family-name fields in the order the language asks for them: 姓 before 名 in
 * Chinese and Japanese, the given name first elsewhere (tab order follows, as it is the DOM order).
 */
export function NameFields({ given, family }: { given: ReactNode; family: ReactNode }) {
  const { i18n } = useTranslation();
  return familyNameFirst(i18n.language as LangCode) ? (
    <>
      {family}
      {given}
    </>
  ) : (
    <>
      {given}
      {family}
    </>
  );
}

/** A function writing a name as the UI language does (王伟, Ana López), for labels and texts. */
export function usePersonName(): (n: PersonName) => string {
  const { i18n } = useTranslation();
  return (n) => formatPersonName(n, i18n.language as LangCode);
}

/** A buyer's or an address's name as the UI language writes it. */
export function PersonNameText({ name }: { name: PersonName }) {
  return <>{usePersonName()(name)}</>;
}

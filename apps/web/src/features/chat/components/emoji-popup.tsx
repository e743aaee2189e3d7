import type { LangCode } from '@netshop/contract/languages';
import {
  Categories,
  CategoryNav,
  Empty,
  List,
  LoadError,
  Loading,
  Root,
  Search,
  SkinTone,
  Viewport,
  type EmojiClickData,
  type EmojiDataLoader,
  type PickerLabels,
} from 'emoji-picker-react/primitives';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRecentEmoji, rememberEmoji } from '../lib/recent-emoji';
import styles from './chat.module.css';

// The emoji picker of docs/product.md#screens/#limits, loaded only when the visitor opens it. Built from the picker's
// primitives, so no dataset ships with the code: each language loads its own (emoji names and
// category names in the interface language, search in that language too). Native emoji only:
// no image CDN (the CSP allows none, and the network may have none).

const DATA: Record<LangCode, EmojiDataLoader> = {
  'zh-CN': () => import('emoji-picker-react/data/emojis-zh'),
  en: () => import('emoji-picker-react/data/emojis-en'),
  es: () => import('emoji-picker-react/data/emojis-es'),
  fi: () => import('emoji-picker-react/data/emojis-fi'),
  fr: () => import('emoji-picker-react/data/emojis-fr'),
  ja: () => import('emoji-picker-react/data/emojis-ja'),
};

/** docs/product.md#screens: recent, smileys_people, animals_nature, food_drink, activities, travel_places, objects, symbols, flags. */
const CATEGORIES = [
  Categories.SMILEYS_PEOPLE,
  Categories.ANIMALS_NATURE,
  Categories.FOOD_DRINK,
  Categories.ACTIVITIES,
  Categories.TRAVEL_PLACES,
  Categories.OBJECTS,
  Categories.SYMBOLS,
  Categories.FLAGS,
];

export interface EmojiPopupProps {
  id: string;
  lang: LangCode;
  onPick(emoji: string): void;
  onClose(): void;
}

export function EmojiPopup({ id, lang, onPick, onClose }: EmojiPopupProps) {
  const { t } = useTranslation();
  const [recent, setRecent] = useState(readRecentEmoji);
  const labels = useMemo<Partial<PickerLabels>>(
    () => ({
      searchPlaceholder: t('chat.emoji.search'),
      searchLabel: t('chat.emoji.search'),
      searchClear: t('chat.emoji.clear'),
      searchResultsNone: t('chat.emoji.none'),
      searchResultsOne: t('chat.emoji.one'),
      searchResultsMany: t('chat.emoji.many'),
      categoryNavigation: t('chat.emoji.categories'),
      loading: t('chat.emoji.loading'),
      loadingError: t('chat.emoji.loadError'),
      retryLoading: t('chat.emoji.retry'),
      skinToneNeutral: t('chat.emoji.toneNeutral'),
      skinToneLight: t('chat.emoji.toneLight'),
      skinToneMediumLight: t('chat.emoji.toneMediumLight'),
      skinToneMedium: t('chat.emoji.toneMedium'),
      skinToneMediumDark: t('chat.emoji.toneMediumDark'),
      skinToneDark: t('chat.emoji.toneDark'),
    }),
    [t],
  );
  const categories = useMemo(() => [{ category: Categories.SUGGESTED, name: t('chat.emoji.recent') }, ...CATEGORIES], [t]);

  const pick = (e: EmojiClickData) => {
    setRecent(rememberEmoji(e.unified));
    onPick(e.emoji);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from anywhere in the picker, heard as it bubbles
    <div
      id={id}
      className={styles.emojiPopup}
      role="dialog"
      aria-label={t('chat.emoji.picker')}
      onKeyDown={(e) => {
        // The picker lets Escape through only when it has nothing of its own to undo.
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <Root
        appearance="default"
        colorScheme="light"
        emojiStyle="native"
        emojiData={DATA[lang]}
        categories={categories}
        suggestedEmojis={recent}
        labels={labels}
        onEmojiClick={pick}
        lang={lang}
        className={styles.picker}
      >
        <Search>
          <SkinTone />
        </Search>
        <CategoryNav />
        <Viewport>
          <List />
          <Empty />
          <Loading />
          <LoadError />
        </Viewport>
      </Root>
    </div>
  );
}

import { staffChatTopicBody, type StaffChatTopic } from '@netshop/contract';
import { LANG_CODES, type LangCode } from '@netshop/contract/languages';

// The schema's own limits, shown by the counters (the server checks the same schema).
const TEXT_SCHEMA = staffChatTopicBody.shape.texts.shape.en.shape;
export const LABEL_MAX = TEXT_SCHEMA.label.maxLength!;
export const ANSWER_MAX = TEXT_SCHEMA.answer.maxLength!;

export type Texts = Record<LangCode, { label: string; answer: string }>;
/** The form as typed: the order is the number input's text until it is checked. */
export interface TopicValues {
  sort: string;
  active: boolean;
  texts: Texts;
}
/** A field of the form by its path in the body, as the server's 422 names it: 'sort', 'texts.fi.label'. */
export type FieldPath = 'sort' | `texts.${LangCode}.${'label' | 'answer'}`;

export function toValues(topic: StaffChatTopic): TopicValues {
  const texts = Object.fromEntries(LANG_CODES.map((l) => [l, { label: topic.texts[l]?.label ?? '', answer: topic.texts[l]?.answer ?? '' }])) as Texts;
  return { sort: String(topic.sort), active: topic.active, texts };
}
/** What the schema checks: an empty order is missing, anything else a number (1.5 and 10001 fail there). */
export const toInput = (v: TopicValues) => ({ sort: v.sort.trim() === '' ? undefined : Number(v.sort), active: v.active, texts: v.texts });

export function valueAt(v: TopicValues, path: FieldPath): string {
  if (path === 'sort') return v.sort;
  const [, lang, part] = path.split('.') as ['texts', LangCode, 'label' | 'answer'];
  return v.texts[lang][part];
}

/** A topic's name for the staff member: its label in the console's language, else English, else its key. */
export function topicName(topic: StaffChatTopic, lang: string): string {
  return topic.texts[lang]?.label || topic.texts.en?.label || topic.key;
}

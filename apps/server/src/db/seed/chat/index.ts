import { langIdByCode, type LangCode } from '@netshop/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { perLanguage, readJson } from '../files.js';

// The chat assistant's topics (issue 13). Inserted when missing and never overwritten: staff edit
// them in the console afterwards, and a restart must not undo their edits. An amount that depends
// on the shop's settings is written as a placeholder filled in the visitor's currency when the
// answer is given (chat answer-amounts.ts): {freeOver.economy} is that shipping method's
// free-shipping threshold.

// Texts: seed-data/chat/topics.json (order and action), <lang>/topics.json (label and answer by
// topic key), ADR 0037.

type Text = Record<LangCode, { label: string; answer: string }>;

const texts = perLanguage((lang) => readJson<Record<string, { label: string; answer: string }>>(`chat/${lang}/topics.json`));

export const CHAT_TOPICS: { key: string; action: 'answer' | 'handoff'; sort: number; text: Text }[] = readJson<
  { key: string; action: 'answer' | 'handoff'; sort: number }[]
>('chat/topics.json').map((topic) => ({
  ...topic,
  text: perLanguage((lang) => {
    const text = texts[lang][topic.key];
    if (!text) throw new Error(`seed-data/chat/${lang}/topics.json: no topic ${topic.key}`);
    return text;
  }),
}));

/**
 * Answers as an earlier seed wrote them (<lang>/replaced-answers.json, by topic key): a row still
 * holding one, never edited by staff, is brought to the current answer. The shipping answers were
 * first seeded with the thresholds typed in US dollars.
 */
const REPLACED_ANSWERS = perLanguage((lang) => readJson<Record<string, string[]>>(`chat/${lang}/replaced-answers.json`));

export async function seedChat(db: Db): Promise<void> {
  for (const topic of CHAT_TOPICS) {
    await db.execute(sql`INSERT INTO chat_topic (key, action, sort) VALUES (${topic.key}, ${topic.action}, ${topic.sort}) ON CONFLICT (key) DO NOTHING`);
    for (const [lang, text] of Object.entries(topic.text) as [LangCode, { label: string; answer: string }][]) {
      await db.execute(sql`INSERT INTO chat_topic_i18n (topic_id, lang_id, label, answer)
                           SELECT id, ${langIdByCode(lang)!}, ${text.label}, ${text.answer} FROM chat_topic WHERE key = ${topic.key}
                           ON CONFLICT (topic_id, lang_id) DO NOTHING`);
    }
  }
  for (const topic of CHAT_TOPICS)
    for (const [lang, replaced] of Object.entries(REPLACED_ANSWERS) as [LangCode, Record<string, string[]>][])
      for (const before of replaced[topic.key] ?? []) {
        await db.execute(sql`UPDATE chat_topic_i18n SET answer = ${topic.text[lang].answer}
                              WHERE topic_id = (SELECT id FROM chat_topic WHERE key = ${topic.key}) AND lang_id = ${langIdByCode(lang)!} AND answer = ${before}`);
      }
}

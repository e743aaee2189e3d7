import { splitHighlights } from '../../lib/highlight';

/** Text with the query's terms marked; React elements only, never HTML. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitHighlights(text, query).map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

// Invisible characters in what people type (issue 24). Bidirectional controls (U+202A–U+202E
// embeddings and overrides, U+2066–U+2069 isolates, the marks U+200E, U+200F, U+061C) let a text
// reorder what is shown around and after it: a file "inv\u202Efdp.txt" displays as "invtxt.pdf",
// a review reads backwards. None of the shop's six languages needs them, and zero-width spaces,
// word joiners and byte-order marks only hide what a text really says. They are removed from
// every text a buyer or staff member sends; joiners (U+200C, U+200D) stay in texts, where emoji
// sequences need them, and go from file names, where nothing does.

const INVISIBLE_IN_TEXT = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const INVISIBLE_IN_NAMES = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** A typed text without bidirectional controls and zero-width spaces (emoji joiners kept). */
export const withoutInvisibles = (s: string) => s.replace(INVISIBLE_IN_TEXT, '');

/** A file name without any invisible or reordering character. */
export const fileNameWithoutInvisibles = (s: string) => s.replace(INVISIBLE_IN_NAMES, '');

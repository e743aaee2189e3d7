import { useRef, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';

const digitsOf = (s: string) => s.replace(/\D/g, '');

/**
 * The keyboard of a code in `length` boxes (otp-input.tsx): digits only, typing moves on,
 * Backspace on an empty box goes back, the arrow keys, Home and End move, and pasting (or the
 * phone's one-time-code autofill) fills every box at once.
 */
export function useOtpBoxes(value: string, onChange: (value: string) => void, length: number) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // The value as changed by this keystroke: focus moves before React renders the new value,
  // and the focus handler must not see the old one.
  const current = useRef(value);
  current.current = value;
  const emit = (next: string) => {
    current.current = next;
    onChange(next);
  };
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');
  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))];
    el?.focus();
    el?.select();
  };

  /** Puts `digits` into the boxes from position `at` on, and moves to the box after them. */
  const fill = (at: number, digits: string) => {
    const next = chars.slice();
    let i = at;
    for (const d of digits) {
      if (i >= length) break;
      next[i++] = d;
    }
    // Boxes are filled left to right: a gap would make the value's positions lie.
    emit(next.join('').slice(0, length));
    focus(i);
  };

  const onInput = (i: number, raw: string) => {
    let digits = digitsOf(raw);
    if (!digits) return;
    // A box that had a digit now holds two: keep the one just typed.
    if (digits.length === 2 && chars[i]) digits = digits[0] === chars[i] ? digits[1] : digits[0];
    // A full code typed or autofilled into any box is the whole code.
    if (digits.length >= length) fill(0, digits.slice(0, length));
    else fill(Math.min(i, value.length), digits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (chars[i]) emit(value.slice(0, i) + value.slice(i + 1));
      else if (i > 0) {
        emit(value.slice(0, i - 1) + value.slice(i));
        focus(i - 1);
      }
    } else if (e.key === 'Delete') {
      e.preventDefault();
      emit(value.slice(0, i) + value.slice(i + 1));
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focus(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focus(length - 1);
    }
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(e.clipboardData.getData('text'));
    e.preventDefault();
    if (!digits) return;
    if (digits.length >= length) fill(0, digits.slice(0, length));
    else fill(Math.min(i, value.length), digits);
  };

  const onFocus = (i: number, e: FocusEvent<HTMLInputElement>) => {
    // Typing always continues the code: focus never lands past the first empty box.
    if (i > current.current.length) focus(current.current.length);
    else e.target.select();
  };
  return { refs, chars, onInput, onKeyDown, onPaste, onFocus };
}

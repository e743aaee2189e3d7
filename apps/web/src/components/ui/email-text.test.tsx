import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

afterEach(cleanup);

const parts = (p: HTMLElement) => [...p.children].map((c) => c.textContent);

describe('EmailText', () => {
  it('splits the address before the @ and each dot only, and its text is the address unchanged', () => {
    const email = 'procurement.networking-team@northern-datacenter.example.com';
    const { container } = render(
      <p>
        <EmailText email={email} />
      </p>,
    );
    const p = container.querySelector('p')!;
    expect(p.textContent).toBe(email);
    // A line may break between these parts: each starts at a separator, none is cut inside a word.
    expect(parts(p)).toEqual(['procurement', '.networking-team', '@northern-datacenter', '.example', '.com']);
  });

  it('keeps a short address in its natural parts', () => {
    const { container } = render(
      <p>
        <EmailText email="demo@example.com" />
      </p>,
    );
    expect(parts(container.querySelector('p')!)).toEqual(['demo', '@example', '.com']);
  });
});

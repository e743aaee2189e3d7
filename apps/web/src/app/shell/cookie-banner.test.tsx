import type { BaseConfig } from '@netshop/contract';
import { COOKIE_CONSENT_ACCEPT, COOKIE_CONSENT_DECLINE, STORAGE_KEYS } from '@netshop/contract/constants';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSite } from '../../lib/site-store';
import { renderRoutes } from '../../test/render-page';
import { CookieBanner } from './cookie-banner';

// The cookie banner of docs/product.md#screens/#states: shown until the visitor chooses, the choice kept in local storage
// (yt_use_cookie: 1 accept, 0 decline) and honoured on every later page.
const show = () => renderRoutes([{ path: '/', element: <CookieBanner /> }], '/');
const banner = () => screen.queryByRole('region', { name: /we value your privacy/i });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  useSite.getState().set({ baseConfig: null });
});

describe('cookie banner', () => {
  it('asks a first-time visitor, with the text the site configured', async () => {
    useSite.getState().set({ baseConfig: { cookieText: 'Our own words about cookies.' } as BaseConfig });
    await show();
    expect(banner()).toBeTruthy();
    expect(screen.getByText('Our own words about cookies.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /learn more/i }).getAttribute('href')).toBe('/policies?page=cookie_policy');
  });

  it.each([
    ['Accept', COOKIE_CONSENT_ACCEPT],
    ['Decline', COOKIE_CONSENT_DECLINE],
  ])('%s stores the choice, hides the banner and keeps it hidden on the next page', async (button, stored) => {
    await show();
    expect(screen.getByText(/we use cookies to keep you signed in/i)).toBeTruthy(); // the default text
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe(stored);
    cleanup();
    await show();
    expect(banner()).toBeNull();
  });
});

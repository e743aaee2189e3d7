import { SESSION_KEYS } from '@netshop/contract/constants';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useAlerts } from '../lib/alerts';

/**
 * For the tests of a console page (call it at the top of the file): each test runs signed in to
 * the console (a staff token in the tab's session storage, as after the console's login), and
 * after it the page is unmounted, the stubbed fetch restored, the storage and the alerts emptied.
 */
export function setUpStaffTestSession(token = 'staff-token') {
  beforeEach(() => sessionStorage.setItem(SESSION_KEYS.staffToken, token));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    useAlerts.setState({ items: [] });
  });
}

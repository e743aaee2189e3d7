import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe('./data/pglite');
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('names every bad variable', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg).toContain('PORT');
    expect(msg).toContain('DATABASE_URL');
    expect(msg).toContain('LOG_LEVEL');
  });
  it('keeps only the origin of PUBLIC_ORIGIN and refuses what is not an http(s) URL', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Shop.Example/store/' }).PUBLIC_ORIGIN).toBe('https://shop.example');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'shop.example' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

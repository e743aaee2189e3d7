import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the real server started from the build,
// with a fresh in-memory database for the run.
const PORT = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    url: `http://127.0.0.1:${PORT}/api/ew/buyer/home/lang`,
    // Every browser test registers its buyers from 127.0.0.1: the per-IP code-mail limit is lifted for
    // them (the per-address limit stays; account.api.test.ts tests the per-IP one at its default).
    env: { CODE_RATE_LIMIT_PER_IP: '1000', VISITORS_PER_SOURCE_HOUR: '100000', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'test', CHAT_HOURS: '1-7 00:00-24:00', CHAT_TIMEZONE: 'UTC' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});

import { buildApp } from './app.js';
import { ConfigError, environment, loadConfig } from './config.js';
import { withStartupLock } from './db/index.js';
import { seedDemoCompany } from './demo-company.js';

async function main() {
  let config;
  try {
    config = loadConfig(environment());
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  // The README's demo company (issue 30) for `npm start` and the browser tests, never in production. Not
  // in buildApp: the API tests count companies and credit accounts, and each builds its own app.
  if (config.NODE_ENV !== 'production') await withStartupLock(app.storage, () => seedDemoCompany(app.storage.db));
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`storefront ready on http://localhost:${config.PORT}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

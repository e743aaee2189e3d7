// `npm start`: install what is missing, build the web app, then serve everything on one port.
// The server migrates and seeds its database (PGlite under ./data/ unless DATABASE_URL is set).
import { ensureBuilt, ensureInstalled, ensureNode, run } from './lib.mjs';

ensureNode();
ensureInstalled();
ensureBuilt();
process.exit(run(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts']));

// Preloaded (node --import tsx --import ./e2e/restart-standby.mjs apps/server/src/server.ts) by
// restartable-server.ts for a restart: the replacement process loads the server's modules while
// the old one still runs, then waits for SIGUSR2 (sent right after the old one is SIGKILLed)
// before server.ts opens the database and listens. What a restart must redo (reopen the database
// after a crash, rebuild every in-memory chat state, bind the port) is still done after the kill;
// only the module loading, which on a busy 2-core machine alone takes 5 s of the window's 13 s
// reconnect budget, is done ahead.
await import('../apps/server/src/app.ts');
await import('../apps/server/src/config.ts');
process.stdout.write('standby\n');
await new Promise((resolve) => {
  // A signal listener does not keep the event loop alive; the timer does, until the go.
  const alive = setInterval(() => undefined, 60_000);
  process.once('SIGUSR2', () => {
    clearInterval(alive);
    resolve();
  });
});

import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { closeGracefully } from './shutdown.js';

// The only place that listens. Validates the environment, opens the database (migrating it),
// serves, and on SIGTERM/SIGINT drains requests in flight and closes the database.
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line naming the variable: what systemd's journal or a terminal shows.
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

// Loaded after the check, so a bad variable is reported at once, not after loading the whole app.
const { buildApp } = await import('./app.js');
const app = await buildApp({ config, logger: true }).catch((error: unknown) => {
  // The identity provider's discovery document is read at start (docs/sign-in.md): one line too.
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
// AnkiConnect's address shape on a port of its own (docs/api.md), when ANKICONNECT_PORT is set.
const ankiConnect = config.ankiconnectPort === null ? null : await (await import('./ankiconnect/listener.js')).buildAnkiConnectListener(app.deps, { logger: true });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      // A second Ctrl-C means "now": skip the drain.
      app.log.warn(`${signal} received again, exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing`);
    // The import workers end after the requests that use them: each closes its database
    // connections and exits before the process does (docs/operations.md, "Import workers").
    const stop = async () => {
      await ankiConnect?.close();
      const { forced } = await closeGracefully(app);
      await (await import('./imports/workers/pool.js')).closeImportWorkers();
      return forced;
    };
    stop().then(
      (forced) => {
        app.log.info(forced ? 'closed (slow requests were cut off)' : 'closed');
        process.exit(0);
      },
      (error) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  if (ankiConnect) await ankiConnect.listen({ port: config.ankiconnectPort!, host: config.ankiconnectHost });
} catch (error) {
  app.log.error(error);
  await ankiConnect?.close().catch(() => undefined);
  await app.close().catch(() => undefined);
  process.exit(1);
}
// The import workers start on the first import, not here: an idle server does not carry a
// second V8 heap and the parsers (issue 10: idle RSS), and it is healthy sooner.

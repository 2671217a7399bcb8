import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { warmImportWorkers } from './services/imports.js';

// The only place that listens. Opens the database (migrating it), serves, and closes cleanly.
const config = loadConfig();
const app = await buildApp({ config, logger: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    app
      .close()
      .then(() => process.exit(0))
      .catch((error) => {
        app.log.error(error);
        process.exit(1);
      });
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
// Start the import workers now rather than on the first upload (DESIGN §9).
warmImportWorkers(config).catch((error) => app.log.error(error));

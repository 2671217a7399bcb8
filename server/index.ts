import { buildApp } from './app.js';
import { loadConfig } from './config.js';

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

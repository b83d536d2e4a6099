import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { prepareDatabase } from './startup/prepare-database';

/** How long a stop (SIGTERM, SIGINT) may take before the process exits regardless. */
const STOP_GRACE_MS = 10_000;

/** The listening entry point: config, database, app, and a clean stop on SIGTERM/SIGINT. */
async function main() {
  const config = loadConfig();
  const where = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const database = openDatabase({ ...where, timeouts: config.databaseTimeouts });
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  // Migrations and the first seed may rightly take longer than any request: on PostgreSQL they
  // run on connections of their own, without the statement limits (PGlite has none).
  const startup =
    database.kind === 'postgres'
      ? openDatabase({ ...where, timeouts: { connectMs: config.databaseTimeouts.connectMs } })
      : database;
  try {
    await prepareDatabase(startup, config, app.log);
  } finally {
    if (startup !== database) await startup.close();
  }

  closeWithGrace({ delay: STOP_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    // Requests under way may finish; but one waiting on a database that does not answer would
    // wait out its statement limit (30 s), past the grace. Halfway, stop waiting: it answers 503.
    const giveUp = setTimeout(() => {
      app.log.warn('stopping: no longer waiting for the database');
      database.stopWaiting();
    }, STOP_GRACE_MS / 2);
    try {
      await app.close();
    } finally {
      clearTimeout(giveUp);
    }
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl.origin,
      database: database.kind,
      devIdentityProvider: config.devIdentityProvider,
    },
    `Portico is ready at ${config.publicUrl.origin}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

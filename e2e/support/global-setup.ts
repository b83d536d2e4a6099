import { createScratchDatabase } from './scratch-database';
import { startServer, workerPort } from './server-process';

/**
 * Once per run, on PostgreSQL: the built server migrates and seeds the 400-person demo on a
 * database of its own and stops; every worker's server then starts on a copy of it
 * (`E2E_TEMPLATE_DATABASE`, read by worker-server.ts) rather than seeding the same rows again.
 * PGlite in memory cannot be copied, so there each worker's server seeds its own. The result
 * drops the template at the end of the run.
 */
export default async function globalSetup() {
  if (!process.env.DATABASE_URL) return undefined;
  const template = await createScratchDatabase('template');
  try {
    // The port below every worker's: free while the suite runs.
    const server = await startServer({
      port: workerPort(0) - 1,
      databaseUrl: template.url,
      demoEmployees: 'server default',
    });
    const { code } = await server.stop('SIGTERM');
    if (code !== 0) throw new Error(`The template's server stopped with ${code}:\n${server.stderr()}`);
  } catch (error) {
    await template.drop();
    throw error;
  }
  process.env.E2E_TEMPLATE_DATABASE = new URL(template.url).pathname.slice(1);
  return () => template.drop();
}

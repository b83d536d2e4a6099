import type { TestProject } from 'vitest/node';
import { makeTemplates } from './database-templates';

/**
 * Once per run of the server's suites: the template databases every test file copies. A project
 * may pin its database (`env.DATABASE_URL`, empty for PGlite); else the run's choice holds.
 */
export default async function setup(project: TestProject) {
  const pinned = project.config.env?.DATABASE_URL;
  const serverUrl = pinned === undefined ? process.env.DATABASE_URL : pinned;
  const { templates, drop } = await makeTemplates(serverUrl || undefined);
  project.provide('databaseTemplates', templates);
  return drop;
}

import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { insertInChunks } from '../db/insert-in-chunks';
import { accounts, projects, requestCategories } from '../db/schema';
import { DEPARTMENT_LEADERS } from '../reference-data/organisation';
import {
  buildDemoAccounts,
  buildDemoCategories,
  demoProject,
  namedDemoProjects,
  type DemoProject,
} from '../reference-data/request-catalogue';
import { colleaguesOf } from './demo-people';
import type { DemoOrganisation } from './organisation';
import { createRandom } from './random';
import type { DemoSeedModule } from './seed-module';

const PROJECT_WORDS = ['Site', 'Fleet', 'Depot', 'Yard', 'Client', 'Crew', 'Asset', 'Safety'];
const PROJECT_NOUNS = ['Rollout', 'Refresh', 'Upgrade', 'Tracking', 'Dashboard', 'Migration'];
const { Finance, Warehouse, Operations, IT } = DEPARTMENT_LEADERS;

/**
 * The organisation's projects: the named ones, then one more per 50 employees, each approved
 * by two of its current managers other than the personas (drawn with a random stream of their
 * own, so the catalogue is the same whoever asks), so large demo organisations spread their
 * approvals over many people instead of piling them onto Drew.
 */
export function demoProjects(organisation: DemoOrganisation): DemoProject[] {
  const { employees } = organisation;
  const random = createRandom('demo:catalogue');
  const managers = new Set(employees.map((employee) => employee.managerEmployeeNumber));
  const approverNumbers = colleaguesOf(organisation)
    .filter((employee) => managers.has(employee.employeeNumber))
    .map((employee) => employee.employeeNumber);
  const named = namedDemoProjects();
  const accounts = buildDemoAccounts().length;
  const extra = Math.floor(employees.length / 50);
  const generated: DemoProject[] = [];
  for (let index = 0; index < extra && approverNumbers.length >= 2; index++) {
    const [primary, secondary] = random.shuffled(approverNumbers).slice(0, 2) as [string, string];
    const facts = {
      name: `${random.pick(PROJECT_WORDS)} ${random.pick(PROJECT_NOUNS)} ${index + 1}`,
      group: 'Harbourline Group',
      account: index % accounts,
      projectManager: primary,
      purchaseManager: Finance,
      purchaseApprover: primary,
      secondaryApprover: secondary,
      preApprover: primary,
      estimateApprover: random.pick([ROOT_EMPLOYEE_NUMBER, Warehouse, Operations, IT]),
    };
    generated.push(demoProject(facts, named.length + index + 1));
  }
  return [...named, ...generated];
}

/** The request form's reference data: categories, and projects with their accounts. */
export const catalogueSeed: DemoSeedModule = {
  name: 'catalogue',
  tables: [accounts, projects, requestCategories],
  async seed(tx, { organisation }) {
    await insertInChunks(tx, requestCategories, buildDemoCategories());
    await insertInChunks(tx, accounts, buildDemoAccounts());
    await insertInChunks(
      tx,
      projects,
      demoProjects(organisation).map((project) => project.row),
    );
  },
};

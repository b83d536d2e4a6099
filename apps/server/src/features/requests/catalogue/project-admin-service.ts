import { randomInt } from 'node:crypto';
import { inUseMessage } from '@portico/domain/request-catalogue/catalogue-status';
import {
  CHOOSE_ACCOUNT,
  NOT_A_CURRENT_EMPLOYEE,
  PROJECT_CODE_TAKEN,
  PROJECT_PEOPLE,
  personKeyOf,
  type ProjectAdminRow,
  type ProjectInput,
  type ProjectPersonField,
} from '@portico/domain/request-catalogue/project-admin';
import { PROJECT_ID_PATTERN } from '@portico/domain/requests/request-schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { projects } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit-log';
import { HttpProblem, notFound } from '../../../lib/problem';
import type { Viewer } from '../../../lib/viewer';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/constraint-errors';
import {
  accountExists,
  currentEmployeeIds,
  findProjectRow,
  isProjectCodeTaken,
  lockProject,
} from './project-admin-queries';

export const PROJECT_NOT_FOUND = 'The project was not found.';

type Reader = Parameters<typeof findProjectRow>[0];

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new project's record id, in the shape the request form and the database check
 * (`PROJECT_ID_PATTERN`, 15 or 18 letters and digits): 18 random ones. People quote the
 * project by its project ID (`projectCode`), which Admins choose.
 */
export function newProjectId(): string {
  const id = Array.from({ length: 18 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
  if (!PROJECT_ID_PATTERN.test(id)) throw new Error('A project id must be 15 or 18 letters and digits.');
  return id;
}

const codeTaken = () => new HttpProblem(409, PROJECT_CODE_TAKEN, { projectCode: [PROJECT_CODE_TAKEN] });

/**
 * What the schema cannot check: the account exists, and everyone named is a current employee.
 * A person already on the saved project may stay after leaving (the list flags them), so an
 * Admin can fix a phone number without first replacing every leaver; a newly chosen one must
 * be current. Every problem is reported together, keyed by field, before anything is written.
 */
async function checkReferences(db: Reader, input: ProjectInput, saved?: ProjectAdminRow) {
  const errors: Record<string, string[]> = {};
  if (input.accountId && !(await accountExists(db, input.accountId))) errors.accountId = [CHOOSE_ACCOUNT];
  const savedId = (field: ProjectPersonField) => saved?.[personKeyOf(field)]?.id ?? null;
  const chosen = PROJECT_PEOPLE.filter((field) => input[field] !== null && input[field] !== savedId(field));
  const current = await currentEmployeeIds(
    db,
    chosen.map((field) => input[field]!),
  );
  for (const field of chosen) if (!current.has(input[field]!)) errors[field] = [NOT_A_CURRENT_EMPLOYEE];
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw new HttpProblem(400, messages[0], errors);
}

/** What the audit log keeps of a project: its fields, with people and the account by name. */
function snapshot(project: ProjectAdminRow) {
  const { id: _id, requestCount: _count, account, ...fields } = project;
  const named = Object.fromEntries(
    PROJECT_PEOPLE.map((field) => [personKeyOf(field), project[personKeyOf(field)]?.name ?? null]),
  );
  return { ...fields, ...named, account: account?.name ?? null };
}
const labelOf = (project: { name: string; projectCode: string }) =>
  `${project.name} (${project.projectCode})`;

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Adds a project, with its audit entry, in one transaction. */
export function createProject(db: Db, actor: Viewer, input: ProjectInput): Promise<ProjectAdminRow> {
  return guarded(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, input);
      if (await isProjectCodeTaken(tx, input.projectCode)) throw codeTaken();
      const id = newProjectId();
      await tx.insert(projects).values({ id, ...input });
      const after = (await findProjectRow(tx, id))!;
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: 'project',
        entityId: id,
        entityLabel: labelOf(after),
        before: null,
        after: snapshot(after),
      });
      return after;
    }),
  );
}

/**
 * Changes a project. Its approvers route the requests submitted from now on: a request
 * already submitted keeps the approvers copied onto it then (docs/requests.md), so changing
 * them never moves a decision someone is already waiting for. Unchanged, nothing is logged.
 */
export function updateProject(
  db: Db,
  actor: Viewer,
  id: string,
  input: ProjectInput,
): Promise<ProjectAdminRow> {
  return guarded(() =>
    db.transaction(async (tx) => {
      if (!(await lockProject(tx, id))) throw notFound(PROJECT_NOT_FOUND);
      const before = (await findProjectRow(tx, id))!;
      await checkReferences(tx, input, before);
      if (await isProjectCodeTaken(tx, input.projectCode, id)) throw codeTaken();
      await tx.update(projects).set(input).where(eq(projects.id, id));
      const after = (await findProjectRow(tx, id))!;
      if (JSON.stringify(snapshot(before)) === JSON.stringify(snapshot(after))) return after;
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'project',
        entityId: id,
        entityLabel: labelOf(after),
        before: snapshot(before),
        after: snapshot(after),
      });
      return after;
    }),
  );
}

/** Deletes a project no request names; one in use is refused (409), with deactivating as the way out. */
export async function deleteProject(db: Db, actor: Viewer, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await lockProject(tx, id))) throw notFound(PROJECT_NOT_FOUND);
      const before = (await findProjectRow(tx, id))!;
      if (before.requestCount > 0) throw new HttpProblem(409, inUseMessage('project', before.requestCount));
      await tx.delete(projects).where(eq(projects.id, id));
      await recordAudit(tx, actor, {
        action: 'delete',
        entityType: 'project',
        entityId: id,
        entityLabel: labelOf(before),
        before: snapshot(before),
        after: null,
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpProblem(409, inUseMessage('project', 1));
    throw error;
  }
}

import type {
  JobOpeningAdmin,
  JobOpeningAdminPage,
  JobOpeningAdminQuery,
  JobOpeningValues,
} from '@portico/domain/careers/job-opening-input';
import { isNewJob } from '@portico/domain/careers/new-job-badge';
import type { Language } from '@portico/domain/language/languages';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { notFound } from '../../lib/problem';
import { todayOf } from '../../lib/person-day';
import type { Viewer } from '../../lib/viewer';
import {
  deleteJobOpening,
  findJobOpening,
  insertJobOpening,
  listJobOpenings,
  updateJobOpening,
  type JobOpeningRow,
} from './job-opening-queries';

/*
 * The Job Opportunities administration (docs/administration.md): each write and its audit
 * entry in one transaction, so the log holds an entry exactly when the change happened. The
 * careers page and the dashboard's card read the same table, so a change shows there at once.
 */

export const JOB_OPENING_NOT_FOUND = 'This job opening was not found.';

/** What the audit log keeps of an opening: the fields an Admin edits. */
const snapshotOf = ({
  jobTitle,
  jobTitleFr,
  jobDetailsUrl,
  applyUrl,
  datePosted,
  city,
  state,
  country,
}: JobOpeningRow) => ({
  jobTitle,
  jobTitleFr,
  jobDetailsUrl,
  applyUrl,
  datePosted,
  city,
  state,
  country,
});

/** The log's name for an opening: its title in the language it has, English first. */
const labelOf = (row: JobOpeningRow) => row.jobTitle || row.jobTitleFr;

/** An opening as the administration shows it, 'New' decided by the Admin's own today. */
function jobOpeningView(row: JobOpeningRow, today: string): JobOpeningAdmin {
  return {
    id: row.id,
    ...snapshotOf(row),
    isNew: isNewJob(row.datePosted, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of every opening, for the administration's table, sorted by the titles the Admin reads. */
export async function listJobOpeningsForAdmin(
  db: Db,
  admin: Viewer,
  language: Language,
  query: JobOpeningAdminQuery,
): Promise<JobOpeningAdminPage> {
  const page = await listJobOpenings(db, language, { ...query, search: query.search || undefined });
  const today = todayOf(admin);
  return { ...page, items: page.items.map((row) => jobOpeningView(row, today)) };
}

export async function getJobOpening(db: Db, admin: Viewer, id: string): Promise<JobOpeningAdmin> {
  const row = await findJobOpening(db, id);
  if (!row) throw notFound(JOB_OPENING_NOT_FOUND);
  return jobOpeningView(row, todayOf(admin));
}

export function createJobOpening(db: Db, actor: Viewer, values: JobOpeningValues): Promise<JobOpeningAdmin> {
  return db.transaction(async (tx) => {
    const row = await insertJobOpening(tx, values);
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'job-opening',
      entityId: row.id,
      entityLabel: labelOf(row),
      before: null,
      after: snapshotOf(row),
    });
    return jobOpeningView(row, todayOf(actor));
  });
}

export function changeJobOpening(
  db: Db,
  actor: Viewer,
  id: string,
  values: JobOpeningValues,
): Promise<JobOpeningAdmin> {
  return db.transaction(async (tx) => {
    const before = await findJobOpening(tx, id);
    if (!before) throw notFound(JOB_OPENING_NOT_FOUND);
    const after = (await updateJobOpening(tx, id, values))!;
    const [was, is] = [snapshotOf(before), snapshotOf(after)];
    // Saving the form unchanged changes nothing, so it is not a change to log.
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'job-opening',
        entityId: id,
        entityLabel: labelOf(after),
        before: was,
        after: is,
      });
    }
    return jobOpeningView(after, todayOf(actor));
  });
}

export function removeJobOpening(db: Db, actor: Viewer, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await findJobOpening(tx, id);
    if (!before || !(await deleteJobOpening(tx, id))) throw notFound(JOB_OPENING_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'job-opening',
      entityId: id,
      entityLabel: labelOf(before),
      before: snapshotOf(before),
      after: null,
    });
  });
}

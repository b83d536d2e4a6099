import {
  canEditQuickLink,
  type CorporateLinkAdminQuery,
  type QuickLink,
  type QuickLinkInput,
  type QuickLinkList,
  type QuickLinkListQuery,
  type QuickLinkUpdate,
} from '@portico/domain/quick-links/quick-link-schema';
import type { Language } from '@portico/domain/language/languages';
import { REQUIRED } from '@portico/domain/shared/messages';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { notifyEveryone, notifyPeople, type NewNotification } from '../../lib/notifications';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem, forbidden, notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import { currentEmployeesOfCompany } from './company-employees';
import {
  companyExists,
  corporateLinksPage,
  countCorporateLinks,
  countVisibleLinks,
  deleteQuickLink,
  findQuickLink,
  insertQuickLink,
  updateQuickLink,
  visibleLinksPage,
  type QuickLinkRow,
} from './quick-link-queries';

const NOT_FOUND = 'The quick link was not found.';
export const CORPORATE_LINK_REFUSED = 'Corporate links cannot be edited or deleted.';
export const CORPORATE_CREATE_REFUSED = 'Only an Admin can add a corporate link.';

export const UNKNOWN_COMPANY = 'Choose a company';

const isAdmin = (viewer: Viewer) => viewer.roles.includes('Admin');

function toQuickLink(row: QuickLinkRow, viewer: Viewer): QuickLink {
  return {
    id: row.id,
    label: row.label,
    labelFr: row.labelFr,
    url: row.url,
    icon: row.icon,
    iconColor: row.iconColor,
    isCorporate: row.corporate,
    company: row.companyId ? { id: row.companyId, name: row.companyName ?? '' } : null,
    canEdit: canEditQuickLink(
      { isCorporate: row.corporate, ownerId: row.employeeId },
      { employeeId: viewer.employeeId, isAdmin: isAdmin(viewer) },
    ),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the person's links and their corporate ones; `language` is the reader's, for the title sort. */
export async function listQuickLinks(
  db: Db,
  viewer: Viewer,
  language: Language,
  query: QuickLinkListQuery,
): Promise<QuickLinkList> {
  const { search, sort, order, page, pageSize } = query;
  const result = await pagedList(
    { page, pageSize },
    {
      count: () => countVisibleLinks(db, viewer.employeeId, search),
      rows: (window) => visibleLinksPage(db, viewer.employeeId, { search, sort, order, language }, window),
    },
  );
  return { ...result, items: result.items.map((row) => toQuickLink(row, viewer)) };
}

/** A corporate link's title where one language is enough (the audit log's entry): English first. */
const anyLabel = (row: Pick<QuickLinkRow, 'label' | 'labelFr'>) => row.label || row.labelFr;

/** What the audit log keeps of a corporate link. */
const auditedLink = (row: QuickLinkRow) => ({
  label: row.label,
  labelFr: row.labelFr,
  url: row.url,
  icon: row.icon,
  iconColor: row.iconColor,
  company: row.companyName ?? 'Every company',
});

async function checkCompany(db: Pick<Db, 'select'>, companyId: string | null | undefined) {
  if (companyId && !(await companyExists(db, companyId))) {
    throw new HttpProblem(400, UNKNOWN_COMPANY, { companyId: [UNKNOWN_COMPANY] });
  }
}

/**
 * A personal link belongs to the person signed in, whatever the body says. A corporate link is
 * an Admin's to add, for one company or every company; the people who will see it hear of it
 * ('New Corporate Link', spec §9), and the audit log records it, in the same transaction, so
 * the notification and the entry exist exactly when the link does.
 */
export async function createQuickLink(db: Db, viewer: Viewer, input: QuickLinkInput): Promise<QuickLink> {
  const { isCorporate, companyId, ...fields } = input;
  if (!isCorporate) {
    return toQuickLink(
      await insertQuickLink(db, {
        ...fields,
        employeeId: viewer.employeeId,
        corporate: false,
        companyId: null,
      }),
      viewer,
    );
  }
  if (!isAdmin(viewer)) throw forbidden(CORPORATE_CREATE_REFUSED);
  await checkCompany(db, companyId);
  const row = await db.transaction(async (tx) => {
    const link = await insertQuickLink(tx, {
      ...fields,
      employeeId: null,
      corporate: true,
      companyId: companyId ?? null,
    });
    // Each reader reads its title in their language, or the one it has (notice-texts.ts).
    const notification: NewNotification = {
      type: 'New Corporate Link',
      description: `${anyLabel(link)} was added to Corporate Links.`,
      message: { id: 'newCorporateLink', values: { label: link.label, labelFr: link.labelFr } },
    };
    if (link.companyId) {
      await notifyPeople(tx, await currentEmployeesOfCompany(tx, link.companyId), notification);
    } else {
      await notifyEveryone(tx, notification);
    }
    await recordAudit(tx, viewer, {
      action: 'create',
      entityType: 'corporate-link',
      entityId: link.id,
      entityLabel: anyLabel(link),
      before: null,
      after: auditedLink(link),
    });
    return link;
  });
  return toQuickLink(row, viewer);
}

/**
 * The link the viewer may change. Another person's link is "not found", so ids reveal nothing;
 * a corporate link is visible to all, so refusing it is a plain 403 (spec §6).
 */
async function changeableLink(db: Db, viewer: Viewer, id: string): Promise<QuickLinkRow> {
  const link = await findQuickLink(db, id);
  if (!link || (!link.corporate && link.employeeId !== viewer.employeeId)) throw notFound(NOT_FOUND);
  if (link.corporate && !isAdmin(viewer)) throw forbidden(CORPORATE_LINK_REFUSED);
  return link;
}

export async function editQuickLink(
  db: Db,
  viewer: Viewer,
  id: string,
  update: QuickLinkUpdate,
): Promise<QuickLink> {
  const link = await changeableLink(db, viewer, id);
  const { companyId, ...fields } = update;
  if (!link.corporate) {
    // A person's own link has one title (docs/quick-links.md): its Title, no French one.
    if (!fields.label) throw new HttpProblem(400, REQUIRED, { label: [REQUIRED] });
    const row = await updateQuickLink(db, id, { ...fields, labelFr: '' });
    if (!row) throw notFound(NOT_FOUND);
    return toQuickLink(row, viewer);
  }
  await checkCompany(db, companyId);
  const row = await db.transaction(async (tx) => {
    const after = await updateQuickLink(tx, id, companyId === undefined ? fields : { ...fields, companyId });
    if (!after) throw notFound(NOT_FOUND);
    await recordAudit(tx, viewer, {
      action: 'update',
      entityType: 'corporate-link',
      entityId: id,
      entityLabel: anyLabel(after),
      before: auditedLink(link),
      after: auditedLink(after),
    });
    return after;
  });
  return toQuickLink(row, viewer);
}

export async function removeQuickLink(db: Db, viewer: Viewer, id: string): Promise<{ id: string }> {
  const link = await changeableLink(db, viewer, id);
  await db.transaction(async (tx) => {
    if (!(await deleteQuickLink(tx, id))) throw notFound(NOT_FOUND);
    if (link.corporate) {
      await recordAudit(tx, viewer, {
        action: 'delete',
        entityType: 'corporate-link',
        entityId: id,
        entityLabel: anyLabel(link),
        before: auditedLink(link),
        after: null,
      });
    }
  });
  return { id };
}

/** Every corporate link, or those one company's employees see, for the Corporate Links screen. */
export async function listCorporateLinksForAdmin(
  db: Db,
  viewer: Viewer,
  language: Language,
  query: CorporateLinkAdminQuery,
): Promise<QuickLinkList> {
  const { companyId, search, sort, order, page, pageSize } = query;
  const result = await pagedList(
    { page, pageSize },
    {
      count: () => countCorporateLinks(db, companyId, search),
      rows: (window) => corporateLinksPage(db, { companyId, search, sort, order, language }, window),
    },
  );
  return { ...result, items: result.items.map((row) => toQuickLink(row, viewer)) };
}

import {
  canEditQuickLink,
  type QuickLink,
  type QuickLinkInput,
  type QuickLinkList,
  type QuickLinkListQuery,
  type QuickLinkUpdate,
} from '@portico/domain/quick-links/quick-link-schema';
import type { Db } from '../../db/client';
import { notifyEveryone } from '../../lib/notifications';
import { pagedList } from '../../lib/paged-list';
import { forbidden, notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import {
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

const isAdmin = (viewer: Viewer) => viewer.roles.includes('Admin');

function toQuickLink(row: QuickLinkRow, viewer: Viewer): QuickLink {
  return {
    id: row.id,
    label: row.label,
    url: row.url,
    icon: row.icon,
    iconColor: row.iconColor,
    isCorporate: row.corporate,
    canEdit: canEditQuickLink(
      { isCorporate: row.corporate, ownerId: row.employeeId },
      { employeeId: viewer.employeeId, isAdmin: isAdmin(viewer) },
    ),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listQuickLinks(
  db: Db,
  viewer: Viewer,
  query: QuickLinkListQuery,
): Promise<QuickLinkList> {
  const { search, sort, order, page, pageSize } = query;
  const result = await pagedList(
    { page, pageSize },
    {
      count: () => countVisibleLinks(db, viewer.employeeId, search),
      rows: (window) => visibleLinksPage(db, viewer.employeeId, { search, sort, order }, window),
    },
  );
  return { ...result, items: result.items.map((row) => toQuickLink(row, viewer)) };
}

/**
 * A personal link belongs to the person signed in, whatever the body says. A corporate link is
 * an Admin's to add, and everyone hears of it ('New Corporate Link', spec §9), in the same
 * transaction, so the notification exists exactly when the link does.
 */
export async function createQuickLink(db: Db, viewer: Viewer, input: QuickLinkInput): Promise<QuickLink> {
  const { isCorporate, ...fields } = input;
  if (!isCorporate) {
    return toQuickLink(
      await insertQuickLink(db, { ...fields, employeeId: viewer.employeeId, corporate: false }),
      viewer,
    );
  }
  if (!isAdmin(viewer)) throw forbidden(CORPORATE_CREATE_REFUSED);
  const row = await db.transaction(async (tx) => {
    const link = await insertQuickLink(tx, { ...fields, employeeId: null, corporate: true });
    await notifyEveryone(tx, {
      type: 'New Corporate Link',
      description: `${link.label} was added to Corporate Links.`,
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
  await changeableLink(db, viewer, id);
  const row = await updateQuickLink(db, id, update);
  if (!row) throw notFound(NOT_FOUND);
  return toQuickLink(row, viewer);
}

export async function removeQuickLink(db: Db, viewer: Viewer, id: string): Promise<{ id: string }> {
  await changeableLink(db, viewer, id);
  if (!(await deleteQuickLink(db, id))) throw notFound(NOT_FOUND);
  return { id };
}

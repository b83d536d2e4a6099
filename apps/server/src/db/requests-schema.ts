import { sql, type AnyColumn } from 'drizzle-orm';
import type { NoticeMessage } from '@portico/domain/notifications/notice-message';
import { searchText } from './search-text';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FieldChange } from '@portico/domain/requests/request-field-changes';
import { bytea } from './columns';
import { companies, employees } from './core-schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const employeeRef = (name: string) => uuid(name).references(() => employees.id);

/** Customer accounts that projects bill to. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  billingStreet: text('billing_street'),
  billingCity: text('billing_city'),
  billingState: text('billing_state'),
  billingPostalCode: text('billing_postal_code'),
  billingCountry: text('billing_country'),
});

/**
 * Projects, with the people who approve purchases and project briefs on them. The id keeps the
 * previous platform's shape (15 or 18 letters and digits) because the form validates it.
 */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    projectCode: text('project_code').notNull().unique(),
    name: text('name').notNull(),
    groupName: text('group_name'),
    projectManagerId: employeeRef('project_manager_id'),
    purchaseManagerId: employeeRef('purchase_manager_id'),
    accountId: uuid('account_id').references(() => accounts.id),
    purchaseApproverId: employeeRef('purchase_approver_id'),
    secondaryPurchaseApproverId: employeeRef('secondary_purchase_approver_id'),
    preApproverId: employeeRef('pre_approver_id'),
    estimateApproverId: employeeRef('estimate_approver_id'),
    email: text('email'),
    phone: text('phone'),
    paymentTerms: text('payment_terms'),
    currency: text('currency').notNull().default('CAD'),
    /** Off: the request form no longer offers it; requests that name it keep it. */
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('projects_id_shape', sql`${table.id} ~ '^([A-Za-z0-9]{15}|[A-Za-z0-9]{18})$'`),
    index('projects_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

export const requestCategories = pgTable(
  'request_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    requestType: text('request_type').notNull(),
    /** Off: the request form no longer offers it; requests that name it keep it. */
    active: boolean('active').notNull().default(true),
  },
  (table) => [unique('request_categories_name_type').on(table.name, table.requestType)],
);

/** Request names are "SR-" and a six-digit number from this sequence. */
export const serviceRequestNumbers = pgSequence('service_request_number_seq', { startWith: 1 });

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name')
      .notNull()
      .unique()
      .default(sql`'SR-' || lpad(nextval('service_request_number_seq')::text, 6, '0')`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdById: employeeRef('created_by_id').notNull(),
    requestedForId: employeeRef('requested_for_id').notNull(),
    /**
     * The company of the person it is for, as it was when the request was made for them: set by
     * the database (a trigger, migration 0015) so Portal Metrics' IT Requests by Company can be
     * kept as a daily roll-up (`request_company_days`) that a later move of company does not skew.
     */
    requestedForCompanyId: uuid('requested_for_company_id').references(() => companies.id),
    onBehalf: boolean('on_behalf').notNull().default(false),
    type: text('type').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => requestCategories.id),
    projectId: text('project_id').references(() => projects.id),
    priority: text('priority').notNull(),
    neededBy: date('needed_by').notNull(),
    description: text('description').notNull(),
    requestDetails: text('request_details').notNull(),
    deliveryDetails: text('delivery_details'),
    productBrand: text('product_brand'),
    productModel: text('product_model'),
    productQuantity: numeric('product_quantity', { precision: 8, scale: 2 }),
    projectTitle: text('project_title'),
    projectType: text('project_type'),
    projectImportance: text('project_importance'),
    projectProblem: text('project_problem'),
    projectGoals: text('project_goals'),
    projectSuccess: text('project_success'),
    projectBudget: text('project_budget'),
    deliveredDate: date('delivered_date'),
    purchaseApproverId: employeeRef('purchase_approver_id'),
    secondaryPurchaseApproverId: employeeRef('secondary_purchase_approver_id'),
    purchaseApprovedById: employeeRef('purchase_approved_by_id'),
    purchaseApprovedByName: text('purchase_approved_by_name'),
    purchaseApprovalNotes: text('purchase_approval_notes'),
    purchaseApprovalStatus: text('purchase_approval_status'),
    purchaseApprovedOn: timestamp('purchase_approved_on', { withTimezone: true }),
    preApproverId: employeeRef('pre_approver_id'),
    preApprovalNotes: text('pre_approval_notes'),
    preApprovalStatus: text('pre_approval_status'),
    preApprovedOn: timestamp('pre_approved_on', { withTimezone: true }),
    estimateApproverId: employeeRef('estimate_approver_id'),
    estimateApprovalStatus: text('estimate_approval_status'),
    estimateApprovalNotes: text('estimate_approval_notes'),
    estimateApprovedOn: timestamp('estimate_approved_on', { withTimezone: true }),
    sendEstimateApproval: boolean('send_estimate_approval').notNull().default(false),
    estimateSentOn: timestamp('estimate_sent_on', { withTimezone: true }),
    estimatedHours: numeric('estimated_hours', { precision: 10, scale: 2, mode: 'number' }),
    estimatedRate: numeric('estimated_rate', { precision: 10, scale: 2, mode: 'number' }),
    estimatedCost: numeric('estimated_cost', { precision: 14, scale: 2, mode: 'number' }),
    estimateNote: text('estimate_note'),
    status: text('status').notNull(),
    assignedToId: employeeRef('assigned_to_id'),
    estimatedCompletion: date('estimated_completion'),
    completedOn: date('completed_on'),
    statusNotes: text('status_notes'),
    priorityRank: integer('priority_rank'),
    submittedByIsPreApprover: boolean('submitted_by_is_pre_approver').notNull().default(false),
    submittedByIsPurchaseApprover: boolean('submitted_by_is_purchase_approver').notNull().default(false),
  },
  (table) => [
    index('service_requests_created_by_idx').on(table.createdById, table.name),
    index('service_requests_requested_for_idx').on(table.requestedForId, table.name),
    index('service_requests_status_idx').on(table.status, table.name),
    // Portal Metrics' IT Requests by Company: the requests created in a period, and for whom.
    index('service_requests_created_at_idx').on(table.createdAt, table.requestedForId),
    // The Projects list (type, by name) and the ranking (approved projects by rank, then name).
    index('service_requests_type_name_idx').on(table.type, table.name),
    index('service_requests_type_status_rank_idx').on(
      table.type,
      table.status,
      table.priorityRank,
      table.name,
    ),
    index('service_requests_purchase_approver_idx').on(table.purchaseApproverId),
    index('service_requests_secondary_approver_idx').on(table.secondaryPurchaseApproverId),
    index('service_requests_pre_approver_idx').on(table.preApproverId),
    index('service_requests_estimate_approver_idx').on(table.estimateApproverId),
    index('service_requests_assigned_idx').on(table.assignedToId),
    // Whether a category or project is in use (it then cannot be deleted) and how often.
    index('service_requests_category_idx').on(table.categoryId),
    index('service_requests_project_idx').on(table.projectId),
    // The list search box ("contains" over the request's own text): see requestSearchColumns.
    index('service_requests_search_trgm_idx').using(
      'gin',
      sql`${searchText(requestSearchColumns(table))} gin_trgm_ops`,
    ),
  ],
);

/** The Approval History: one row per step, opened when it waits and closed by the decision. */
export const requestApprovals = pgTable(
  'request_approvals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    approverId: employeeRef('approver_id'),
    actorId: employeeRef('actor_id'),
    /** The approver a substitute decided for (issue 13): 'Approved by Blair Chen for Drew Okafor'. */
    onBehalfOfId: employeeRef('on_behalf_of_id'),
    status: text('status').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The last day the daily job reminded the step's deciders (decision 045). */
    lastRemindedOn: date('last_reminded_on'),
    /** The day the step was escalated, and to whom; a waiting escalated step shows 'Escalated'. */
    escalatedOn: date('escalated_on'),
    escalatedToId: employeeRef('escalated_to_id'),
  },
  (table) => [index('request_approvals_request_idx').on(table.requestId, table.createdAt)],
);

export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Server-generated key in the attachment store; never derived from the uploaded name. */
    storageKey: text('storage_key').notNull().unique(),
    uploadedById: employeeRef('uploaded_by_id'),
    createdAt: createdAt(),
  },
  (table) => [index('request_attachments_request_idx').on(table.requestId, table.createdAt)],
);

/** The default attachment store keeps bytes in the database, behind the storage interface. */
export const attachmentBlobs = pgTable('attachment_blobs', {
  storageKey: text('storage_key').primaryKey(),
  bytes: bytea('bytes').notNull(),
});

/**
 * Notifications. A personal one names its employee; one sent to everyone (a new announcement,
 * training or corporate link) has no employee and is stored once, with each person's read
 * state in `notification_reads`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** In English: for a notification stored before `message`, and the API's plain text. */
    description: text('description').notNull(),
    /** What happened and its values (NoticeMessage): each reader reads it in their language. */
    message: jsonb('message').$type<NoticeMessage>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    requestId: uuid('request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    announcementId: uuid('announcement_id'),
    trainingId: uuid('training_id'),
    /** Of one sent to everyone: the one person it is not for (the author of the news). */
    notForEmployeeId: uuid('not_for_employee_id').references(() => employees.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('notifications_employee_idx').on(table.employeeId, table.createdAt),
    index('notifications_unread_idx')
      .on(table.employeeId)
      .where(sql`${table.isRead} = false`),
    index('notifications_everyone_idx')
      .on(table.createdAt)
      .where(sql`${table.employeeId} is null`),
  ],
);

/** Who has read a notification sent to everyone. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.employeeId, table.notificationId] })],
);

/** What the list search box looks in on the request itself (the assignee's name is looked up apart). */
export function requestSearchColumns(table: {
  name: AnyColumn;
  description: AnyColumn;
  type: AnyColumn;
  status: AnyColumn;
  priority: AnyColumn;
}) {
  return [table.name, table.description, table.type, table.status, table.priority];
}

/**
 * A request's conversation (decision 046): plain text, never markup. Editing sets `edited_at`;
 * removing sets `removed_at` and clears the text, so the timeline says 'comment removed'.
 */
export const requestComments = pgTable(
  'request_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    authorId: employeeRef('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('request_comments_request_idx').on(table.requestId, table.createdAt)],
);

/**
 * Every status a request has been in, written with the change by submission and by the
 * workflow's one write path, so the timeline can show them (`from` null: submitted).
 */
export const requestStatusChanges = pgTable(
  'request_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: employeeRef('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_status_changes_request_idx').on(table.requestId, table.at)],
);

/**
 * What each edit of a request changed, field by field, as people read the values then (names,
 * not ids), so the timeline shows every change and who made it; nothing an edit does is silent.
 */
export const requestFieldChanges = pgTable(
  'request_field_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    actorId: employeeRef('actor_id'),
    /** `FieldChange[]` (packages/domain requests/request-field-changes.ts), in the form's order. */
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_field_changes_request_idx').on(table.requestId, table.at)],
);

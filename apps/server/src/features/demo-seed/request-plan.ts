import type { Priority, RequestStatus, RequestType } from '@portico/domain/requests/request-constants';
import type { requestApprovals, serviceRequests } from '../../db/schema';
import type { DemoProject } from './request-catalogue';

export type DemoRequestRow = typeof serviceRequests.$inferInsert & {
  id: string;
  name: string;
  createdAt: Date;
};
export type DemoApprovalRow = typeof requestApprovals.$inferInsert;

export interface RequestApproverIds {
  purchaseApproverId: string | null;
  secondaryPurchaseApproverId: string | null;
  preApproverId: string | null;
  estimateApproverId: string | null;
}

/** One demo request as a story: who, what, and where it has got to. The builder fills the rest. */
export interface RequestPlan {
  key: string;
  type: RequestType;
  status: RequestStatus;
  createdById: string;
  requestedForId?: string;
  categoryId: string;
  project?: DemoProject | null;
  /** Who approves when there is no project (briefs): the requester's manager and leader. */
  fallbackApprovers?: { preApproverId: string | null; estimateApproverId: string | null };
  priority: Priority;
  description: string;
  details: string;
  createdAt: Date;
  neededBy: string;
  assignedToId?: string | null;
  rank?: number | null;
  /** Cancelled by an approver's rejection rather than by the desk. */
  rejected?: boolean;
  decisionNotes?: string;
  statusNotes?: string;
  product?: { brand: string; model: string; quantity: string };
  deliveryDetails?: string;
  brief?: {
    title: string;
    type: string;
    importance: string;
    problem: string;
    goals: string;
    success: string;
    budget: string;
    deliveredDate: string;
  };
  estimate?: { hours: number; rate: number };
}

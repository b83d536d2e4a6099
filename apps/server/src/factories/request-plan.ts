import type { Priority, RequestType } from '@portico/domain/requests/request-constants';
import type { RequestInput } from '@portico/domain/requests/request-schemas';
import type { DemoProject } from '../reference-data/request-catalogue';
import type { JourneyGoal } from './request-journey';

/**
 * One request as a story: who asked for what, when, and where it has got to. How it got
 * there is worked out by the workflow itself (`request-journey.ts`).
 */
export interface RequestPlan {
  key: string;
  type: RequestType;
  createdById: string;
  requestedForId: string;
  categoryId: string;
  project: DemoProject | null;
  priority: Priority;
  description: string;
  details: string;
  createdAt: Date;
  neededBy: string;
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
  goal: JourneyGoal;
  /** The IT desk person who works it (and is assigned when it is assigned). */
  deskId: string;
  /** Whether the desk assigns it to `deskId` (everything worked by the desk is). */
  assigned: boolean;
  decisionNotes?: string;
  estimate?: { hours: number; rate: number };
  rank?: number | null;
}

/** The request form's input for a plan, as the person would have filled it in. */
export function inputOf(plan: RequestPlan): RequestInput {
  const common = {
    onBehalf: plan.requestedForId !== plan.createdById,
    onBehalfOf: plan.requestedForId !== plan.createdById ? plan.requestedForId : null,
    category: plan.categoryId,
    project: plan.project?.row.id ?? null,
    priority: plan.priority,
    neededBy: plan.neededBy,
    description: plan.description,
    requestDetails: plan.details,
  };
  const product = {
    productBrand: plan.product?.brand ?? null,
    productModal: plan.product?.model ?? null,
    productQuantity: plan.product?.quantity ?? null,
  };
  switch (plan.type) {
    case 'Support Request':
      return { type: plan.type, ...common };
    case 'Quote Request':
      return { type: plan.type, ...common, ...product };
    case 'Purchase Request':
      return {
        type: plan.type,
        ...common,
        ...product,
        project: plan.project!.row.id,
        deliveryDetails: plan.deliveryDetails ?? null,
      };
    case 'Project Brief': {
      const brief = plan.brief!;
      return {
        type: plan.type,
        ...common,
        projectTitle: brief.title,
        projectType: brief.type as never,
        projectImportance: brief.importance,
        projectProblem: brief.problem,
        projectGoal: brief.goals,
        projectSuccess: brief.success,
        projectBudget: brief.budget,
        deliveredDate: brief.deliveredDate,
      };
    }
  }
}

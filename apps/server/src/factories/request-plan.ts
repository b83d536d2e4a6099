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

type Brief = NonNullable<RequestPlan['brief']>;

/** What a request's story has to say; `planRequest` answers the rest of the form. */
export type RequestEssentials = Pick<
  RequestPlan,
  'key' | 'type' | 'createdById' | 'categoryId' | 'project' | 'description' | 'details' | 'createdAt'
> &
  Pick<RequestPlan, 'neededBy' | 'goal' | 'deskId'> &
  // A story may say "undefined" for what it leaves out.
  { [K in keyof Omit<RequestPlan, 'product' | 'brief'>]?: RequestPlan[K] | undefined } & {
  /** How many, for a purchase or a quote: one unless said. */
  quantity?: number;
  /** A brief's answers besides its title (the request's description) and delivery date. */
  brief?: Omit<Brief, 'title' | 'deliveredDate'>;
  deliveredDate?: string;
};

/** A brief's answers when the story gives none. */
const BRIEF_ANSWERS: Omit<Brief, 'title' | 'deliveredDate'> = {
  type: 'New Solution',
  importance: 'Dispatchers lose about an hour a day re-keying the same information.',
  problem: 'Route sheets are built by hand from three spreadsheets every morning.',
  goals: 'One screen that builds the day’s plan from the systems we already have.',
  success: 'Route sheets ready by 7:00 every day without manual copying.',
  budget: 'Up to $25,000',
};

/**
 * A request as a story tells it, with the form's usual answers for everything it leaves out:
 * for the person who made it, medium priority, one standard product for a purchase or a
 * quote, a brief's answers. The tests' request factory, the personas' stories and the bulk
 * generator all plan their requests here.
 */
export function planRequest(essentials: RequestEssentials): RequestPlan {
  const { quantity = 1, brief = BRIEF_ANSWERS, deliveredDate, ...story } = essentials;
  const said = Object.fromEntries(Object.entries(story).filter(([, value]) => value !== undefined));
  const plan: RequestPlan = {
    requestedForId: story.createdById,
    priority: '2 - Medium',
    assigned: false,
    ...(said as typeof story),
  };
  if (plan.type === 'Purchase Request' || plan.type === 'Quote Request') {
    plan.product = { brand: 'Contoso', model: 'Standard', quantity: String(quantity) };
  }
  if (plan.type === 'Project Brief') {
    plan.brief = { title: plan.description, ...brief, deliveredDate: deliveredDate ?? plan.neededBy };
  }
  return plan;
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

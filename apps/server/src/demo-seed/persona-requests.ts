import { dayOfNumber } from '@portico/domain/calendar/site-calendar';
import { DAY_MS } from '@portico/domain/shared/time-units';
import { colleagueStories } from './colleague-request-stories';
import { MINIMAL_PNG, minimalPdf } from '../reference-data/sample-files';
import { emeryStories } from './emery-request-stories';
import type { PlannedFile } from './persona-runner';
import { PERSONAS } from '../reference-data/personas';
import type { RequestPlan } from '../factories/request-plan';
import { categoryIdOf, projectCodeOf, type DemoProject } from '../reference-data/request-catalogue';
import { goalOf, type Story } from './request-story';

const BRIEF_TEXT = {
  importance: 'Dispatchers lose about an hour a day re-keying the same information.',
  problem: 'Route sheets are built by hand from three spreadsheets every morning.',
  goals: 'One screen that builds the day’s plan from the systems we already have.',
  success: 'Route sheets ready by 7:00 every day without manual copying.',
};

export interface PersonaPlan {
  plan: RequestPlan;
  files: PlannedFile[];
}

const fileOf = (fileName: string): PlannedFile => ({
  fileName,
  bytes: fileName.endsWith('.png') ? MINIMAL_PNG : minimalPdf(fileName.replace(/\.pdf$/, '')),
});

function planOf(story: Story, index: number, today: number, byCode: Map<string, DemoProject>): RequestPlan {
  const day = today - story.daysAgo;
  const plan: RequestPlan = {
    key: story.key,
    type: story.type,
    createdById: story.by,
    requestedForId: story.for ?? story.by,
    categoryId: categoryIdOf(story.type, story.category),
    project: story.project ? byCode.get(projectCodeOf(story.project))! : null,
    priority: story.priority ?? '2 - Medium',
    description: story.description,
    details: story.details,
    // Late morning (UTC), minutes apart on the same day so the stories keep a stable order.
    createdAt: new Date((day + 0.5) * DAY_MS - 3_600_000 + index * 60_000),
    neededBy: dayOfNumber(day + 21),
    goal: goalOf(story.status, Boolean(story.assigned), story.rejectedAt),
    deskId: story.assigned ?? PERSONAS.alex.id,
    assigned: Boolean(story.assigned),
    rank: story.rank ?? null,
  };
  if (story.notes) plan.decisionNotes = story.notes;
  if (story.estimate) plan.estimate = story.estimate;
  if (story.type === 'Purchase Request' || story.type === 'Quote Request') {
    plan.product = { brand: 'Contoso', model: 'Standard', quantity: String(story.quantity ?? 1) };
  }
  if (story.type === 'Purchase Request') plan.deliveryDetails = 'Deliver to the Northpeak depot reception.';
  if (story.type === 'Project Brief') {
    plan.brief = {
      title: story.description,
      type: 'New Solution',
      ...BRIEF_TEXT,
      budget: 'Up to $25,000',
      deliveredDate: dayOfNumber(day + 120),
    };
  }
  return plan;
}

/**
 * The personas' requests: the same at every organisation size, so demos can rely on them.
 * They are lived through the portal's services (`persona-runner.ts`).
 */
export function personaRequestPlans(
  today: number,
  projects: readonly DemoProject[],
  drewTeam: readonly [string, string, string],
): PersonaPlan[] {
  const byCode = new Map(projects.map((project) => [project.row.projectCode, project]));
  return [...emeryStories(), ...colleagueStories(drewTeam)].map((story, index) => ({
    plan: planOf(story, index, today, byCode),
    files: (story.files ?? []).map(fileOf),
  }));
}

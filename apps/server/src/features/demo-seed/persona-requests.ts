import { isoDate, middayOf, type Day } from './calendar';
import { colleagueStories } from './colleague-request-stories';
import { departmentByName } from './departments';
import { emeryStories } from './emery-request-stories';
import { employeeIdOf } from './organisation';
import { PERSONAS } from './personas';
import type { RequestPlan } from './request-plan';
import { categoryIdOf, projectCodeOf, type DemoProject } from './request-catalogue';

export { demoRequestId, PERSONA_REQUEST_KEYS, type PersonaRequestKey } from './request-story';

const BRIEF_TEXT = {
  importance: 'Dispatchers lose about an hour a day re-keying the same information.',
  problem: 'Route sheets are built by hand from three spreadsheets every morning.',
  goals: 'One screen that builds the day’s plan from the systems we already have.',
  success: 'Route sheets ready by 7:00 every day without manual copying.',
};

/** Emery's manager approves her briefs that have no project; the Operations leader estimates. */
const emeryFallback = {
  preApproverId: PERSONAS.drew.id,
  estimateApproverId: employeeIdOf(departmentByName('Operations').leaderEmployeeNumber),
};

export function personaRequestPlans(
  today: Day,
  projects: readonly DemoProject[],
  drewTeam: readonly [string, string, string],
): RequestPlan[] {
  const byCode = new Map(projects.map((project) => [project.row.projectCode, project]));
  return [...emeryStories(), ...colleagueStories(drewTeam)].map((story, index) => {
    const day = today - story.daysAgo;
    const plan: RequestPlan = {
      key: story.key,
      type: story.type,
      status: story.status,
      createdById: story.by,
      requestedForId: story.for ?? story.by,
      categoryId: categoryIdOf(story.type, story.category),
      project: story.project ? byCode.get(projectCodeOf(story.project))! : null,
      fallbackApprovers: emeryFallback,
      priority: story.priority ?? '2 - Medium',
      description: story.description,
      details: story.details,
      // Minutes apart on the same day keep a stable order between stories.
      createdAt: new Date(middayOf(day).getTime() - 3_600_000 + index * 60_000),
      neededBy: isoDate(day + 21),
      assignedToId: story.assigned ?? null,
      rank: story.rank ?? null,
      rejected: story.rejected ?? false,
    };
    if (story.notes) plan.decisionNotes = story.notes;
    if (story.estimate) plan.estimate = story.estimate;
    if (story.type === 'Purchase Request' || story.type === 'Quote Request') {
      plan.product = {
        brand: 'Contoso',
        model: 'Standard',
        quantity: story.key.includes('scanner') ? '2.00' : '1.00',
      };
    }
    if (story.type === 'Purchase Request') plan.deliveryDetails = 'Deliver to the Northpeak depot reception.';
    if (story.type === 'Project Brief') {
      plan.brief = {
        title: story.description,
        type: 'New Solution',
        ...BRIEF_TEXT,
        budget: 'Up to $25,000',
        deliveredDate: isoDate(day + 120),
      };
    }
    return plan;
  });
}

import { dayOfNumber } from '@portico/domain/calendar/site-calendar';
import { requestInputSchema } from '@portico/domain/requests/request-schemas';
import { DAY_MS } from '@portico/domain/shared/time-units';
import { inputOf, planRequest, type RequestPlan } from '../factories/request-plan';
import { categoryIdOf, projectCodeOf, type DemoProject } from '../reference-data/request-catalogue';
import { goalOf } from '../factories/request-journey';
import { PERSONA_STORIES, type Story, type StoryPerson } from './demo-content';

function planOf(
  story: Story,
  index: number,
  today: number,
  byCode: Map<string, DemoProject>,
  idOf: (person: StoryPerson) => string,
): RequestPlan {
  const day = today - story.daysAgo;
  const plan = planRequest({
    key: story.key,
    type: story.type,
    priority: story.priority,
    description: story.description,
    details: story.details,
    quantity: story.quantity,
    estimate: story.estimate,
    rank: story.rank,
    createdById: idOf(story.by),
    requestedForId: idOf(story.for ?? story.by),
    categoryId: categoryIdOf(story.type, story.category),
    project: story.project ? byCode.get(projectCodeOf(story.project))! : null,
    // Late morning (UTC), minutes apart on the same day so the stories keep a stable order.
    createdAt: new Date((day + 0.5) * DAY_MS - 3_600_000 + index * 60_000),
    neededBy: dayOfNumber(day + 21),
    goal: goalOf(story.status, Boolean(story.assigned), story.rejectedAt),
    deskId: idOf(story.assigned ?? 'alex'),
    assigned: Boolean(story.assigned),
    decisionNotes: story.notes,
    deliveryDetails:
      story.type === 'Purchase Request' ? 'Deliver to the Northpeak depot reception.' : undefined,
    deliveredDate: dayOfNumber(day + 120),
  });
  // What the person typed passes the form's own schema, as it would on the day they sent it.
  const neededFrom = dayOfNumber(day - 1);
  requestInputSchema({ earliestNeededBy: () => neededFrom }).parse(inputOf(plan));
  return plan;
}

/**
 * The personas' requests and their colleagues' (`content/persona-requests.json`): the same at
 * every organisation size, so demos can rely on them.
 */
export function personaRequestPlans(
  today: number,
  projects: readonly DemoProject[],
  idOf: (person: StoryPerson) => string,
) {
  const byCode = new Map(projects.map((project) => [project.row.projectCode, project]));
  return PERSONA_STORIES.map((story, index) => ({
    plan: planOf(story, index, today, byCode, idOf),
    files: story.files ?? [],
  }));
}

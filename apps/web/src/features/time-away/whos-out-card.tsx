import { lazy, Suspense } from 'react';
import { useWhosOut } from './api/get-whos-out';

/*
 * The list's code arrives after the dashboard's first load, which stays within its budget
 * (DESIGN §9), and only when there is someone to show.
 */
const WhosOutList = lazy(() => import('./whos-out-list'));

/**
 * The dashboard's "Who's out" (not in the spec): people in the viewer's view away today and
 * the rest of this week. No card at all while nobody in view is away, or while it loads.
 */
export function WhosOutCard() {
  const { data } = useWhosOut();
  if (!data || data.today.total + data.laterThisWeek.total === 0) return null;
  return (
    <Suspense fallback={null}>
      <WhosOutList whosOut={data} />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { isTourDue, type TourPage } from '@portico/domain/tours/tour-pages';
import { TOUR_DELAY_MS } from '@portico/domain/session/timing';
import { useTours } from '../../lib/api/tours';
import { wasClosedThisSession } from '../../lib/closed-tours';
import type { TourStop } from './tour-step';

// The tour library is fetched only when a tour is about to show, never with the page.
const TourRunner = lazy(() => import('./tour-runner'));

/**
 * A page's guided tour (spec: shown 2 seconds after load unless closed, marked done in the
 * person's tour record). Put it once on the page with the page's stops.
 */
export function GuidedTour({ page, stops }: { page: TourPage; stops: readonly TourStop[] }) {
  const tours = useTours();
  const due = isTourDue(tours.data, page) && !wasClosedThisSession(page);
  // Once started, the tour runs to its end even as the record changes under it (opting out
  // writes the record while the tour is still on the screen).
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!due || started) return;
    const timer = window.setTimeout(() => setStarted(true), TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, started]);

  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <TourRunner page={page} stops={stops} />
    </Suspense>
  );
}

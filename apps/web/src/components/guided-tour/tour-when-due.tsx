import { lazy, Suspense, useEffect, useState } from 'react';
import { isTourDue, type TourPage } from '@portico/domain/tours/tour-pages';
import { TOUR_DELAY_MS } from '@portico/domain/session/timing';
import { useTours } from '../../lib/api/tours';
import { wasClosedThisSession } from '../../lib/closed-tours';
import type { TourStops } from './guided-tour';
import type { TourStop } from './tour-step';

// The tour library is fetched only when a tour is about to show, never with the page.
const TourRunner = lazy(() => import('./tour-runner'));

/**
 * Starts a page's tour 2 seconds after load unless it is done or was closed this session
 * (spec), then loads the tour library and runs it. Loaded through `GuidedTour`.
 */
export default function TourWhenDue({ page, stops }: { page: TourPage; stops: TourStops }) {
  const tours = useTours();
  const due = isTourDue(tours.data, page) && !wasClosedThisSession(page);
  // Once started, the tour runs to its end even as the record changes under it (opting out
  // writes the record while the tour is still on the screen).
  const [started, setStarted] = useState<readonly TourStop[] | null>(null);

  useEffect(() => {
    if (!due || started) return;
    let waiting = true;
    const timer = window.setTimeout(() => {
      void stops().then((loaded) => waiting && setStarted(loaded));
    }, TOUR_DELAY_MS);
    return () => {
      waiting = false;
      window.clearTimeout(timer);
    };
  }, [due, started, stops]);

  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <TourRunner page={page} stops={started} />
    </Suspense>
  );
}

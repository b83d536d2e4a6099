import { lazy, Suspense } from 'react';
import type { TourPage } from '@portico/domain/tours/tour-pages';
import type { TourStop } from './tour-step';

// A tour waits two seconds after the page anyway: its code (the tour record's query, the
// timer) is fetched after the first paint rather than with it.
const TourWhenDue = lazy(() => import('./tour-when-due'));

/** A page's stops, fetched when its tour is about to show: their texts are not in the page's load. */
export type TourStops = () => Promise<readonly TourStop[]>;

/**
 * A page's guided tour (spec: shown 2 seconds after load unless closed, marked done in the
 * person's tour record). Put it once on the page with a loader of the page's stops.
 */
export function GuidedTour({ page, stops }: { page: TourPage; stops: TourStops }) {
  return (
    <Suspense fallback={null}>
      <TourWhenDue page={page} stops={stops} />
    </Suspense>
  );
}

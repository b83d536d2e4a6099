import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { jobOpeningsQueryOptions } from '../../lib/api/get-job-openings';
import { JOB_OPPORTUNITIES_TITLE } from './card-titles';
import { LoadingCard } from './loading-card';

/*
 * The list's code (the pager, the badge) arrives after the dashboard's first load, which stays
 * within its budget (DESIGN §9); the first page is asked for at once, in parallel.
 */
const JobOpportunitiesList = lazy(() => import('./job-opportunities-list'));

/** Spec §2 Dashboard: the job opportunities card. */
export function JobOpportunitiesCard() {
  usePrefetchQuery(jobOpeningsQueryOptions({ page: 1 }));
  return (
    <Suspense fallback={<LoadingCard title={JOB_OPPORTUNITIES_TITLE} />}>
      <JobOpportunitiesList />
    </Suspense>
  );
}

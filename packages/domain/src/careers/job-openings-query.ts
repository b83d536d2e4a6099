import { listQuerySchema } from '../shared/list-query';
import { JOBS_PAGE_SIZE } from './new-job-badge';

/** The job openings list: newest first by default, 3 per page (the dashboard card's size). */
export const JOB_OPENING_SORTS = ['datePosted', 'jobTitle'] as const;
export const jobOpeningsQuerySchema = listQuerySchema(JOB_OPENING_SORTS, {
  sort: 'datePosted',
  order: 'desc',
  pageSize: JOBS_PAGE_SIZE,
});

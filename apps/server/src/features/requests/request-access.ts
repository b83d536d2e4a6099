import { canViewRequest, type RequestViewer } from '@portico/domain/requests/request-permissions';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/problem';
import { findRequestFacts, type RequestFacts } from './workflow/request-facts';

export const requestNotFound = () => notFound('The request was not found.');

/**
 * The request's facts, if the viewer may see it. A request they may not see is "not found",
 * exactly like one that does not exist, so ids cannot be probed for other people's requests.
 * `lock` holds the row until the transaction ends, so the check and the write agree.
 */
export async function findViewableRequest(
  db: Db,
  viewer: RequestViewer,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RequestFacts> {
  const facts = await findRequestFacts(db, id, options.lock ? 'update' : undefined);
  if (!facts || !canViewRequest(facts, viewer)) throw requestNotFound();
  return facts;
}

import { PageTitle } from '../../components/page-title';
import classes from './dashboard.module.css';
import { OpenRequestsTile } from './open-requests-tile';
import { RecentRequests } from './recent-requests';

/**
 * Spec §2 Dashboard. For now: the open IT request tile and the 5 most recent requests; later
 * issues add the greeting, news, quick links, jobs and the directory card. Kept light (a CSS
 * grid, no table library): `/` must stay within the first-load budget (DESIGN §9).
 */
export function DashboardPage() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <div className={classes.grid}>
        <OpenRequestsTile />
        <RecentRequests />
      </div>
    </>
  );
}

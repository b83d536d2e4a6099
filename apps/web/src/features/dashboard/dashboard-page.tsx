import { GuidedTour } from '../../components/guided-tour/guided-tour';
import { PageTitle } from '../../components/page-title';
import { QuickLinksCard } from '../quick-links/quick-links-card';
import { WhosOutCard } from '../time-away/whos-out-card';
import { DASHBOARD_TOUR } from './dashboard-tour';
import classes from './dashboard.module.css';
import { EmployeeListCard } from './employee-list-card';
import { GreetingHeader } from './greeting-header';
import { JobOpportunitiesCard } from './job-opportunities-card';
import { NewsCarouselCard } from './news-carousel/news-carousel-card';
import { OpenRequestsTile } from './open-requests-tile';
import { RecentRequests } from './recent-requests';
import { WallOfWowCard } from './wall-of-wow-card';

/**
 * Spec §2 Dashboard. For now: the open IT request tile and the 5 most recent requests; later
 * issues add the greeting, news, quick links, jobs and the directory card. Kept light (a CSS
 * grid, no table library): `/` must stay within the first-load budget (DESIGN §9).
 */
export function DashboardPage() {
  return (
    <>
      <PageTitle title="Dashboard" />
      <GreetingHeader />
      <div className={classes.grid}>
        <OpenRequestsTile />
        <RecentRequests />
        <NewsCarouselCard />
        <QuickLinksCard />
        <WallOfWowCard />
        <JobOpportunitiesCard />
        <EmployeeListCard />
        {/* Last, and only when someone is away: the cards above keep their places either way. */}
        <WhosOutCard />
      </div>
      <GuidedTour page="dashboard" stops={DASHBOARD_TOUR} />
    </>
  );
}

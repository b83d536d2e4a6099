import { useLingui } from '@lingui/react/macro';
import { GuidedTour } from '../../components/guided-tour/guided-tour';
import { PageTitle } from '../../components/page-title';
import { withCatalogues } from '../../lib/i18n';
import { QuickLinksCard } from '../quick-links/quick-links-card';
import { WhosOutCard } from '../time-away/whos-out-card';
import classes from './dashboard.module.css';
import { EmployeeListCard } from './employee-list-card';
import { GreetingHeader } from './greeting-header';
import { JobOpportunitiesCard } from './job-opportunities-card';
import { NewsCarouselCard } from './news-carousel/news-carousel-card';
import { OpenRequestsTile } from './open-requests-tile';
import { RecentRequests } from './recent-requests';
import { WallOfWowCard } from './wall-of-wow-card';

const loadDashboardTour = withCatalogues(() =>
  import('./dashboard-tour').then((tour) => tour.DASHBOARD_TOUR),
);

/**
 * Spec §2 Dashboard: the greeting, open requests and the 5 most recent, news, quick links, the
 * Wall of Wow, jobs, the directory card and who is out. Kept light (a CSS grid, no table
 * library; the tour's texts fetched when it shows): `/` must stay within the first-load
 * budget (DESIGN §9).
 */
export function DashboardPage() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Dashboard`} />
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
      <GuidedTour page="dashboard" stops={loadDashboardTour} />
    </>
  );
}

import { msg } from '@lingui/core/macro';
import { anchorSelector, sectionSelector, type TourStop } from '../../components/guided-tour/tour-step';

/** The dashboard's guided tour: what is where on the first screen after sign-in. */
export const DASHBOARD_TOUR: readonly TourStop[] = [
  {
    target: anchorSelector('open-requests'),
    title: msg`Your open IT requests`,
    content: msg`How many of your IT requests are still open. Select it to see them.`,
  },
  {
    target: anchorSelector('recent-requests'),
    title: msg`Recent requests`,
    content: msg`Your five most recent IT requests, newest first, each opening its details.`,
  },
  {
    target: sectionSelector('news-carousel-heading'),
    title: msg`News & Events`,
    content: msg`The company’s news and coming events; Read More opens the whole post.`,
  },
  {
    target: sectionSelector('quick-links-heading'),
    title: msg`Quick links`,
    content: msg`The sites you use most, a click away. Add your own with New; the company’s corporate links are here too.`,
  },
  {
    target: sectionSelector('wall-of-wow-heading'),
    title: msg`Wall of Wow`,
    content: msg`This month’s colleague recognised for living our values, and who nominated them.`,
  },
  {
    target: sectionSelector('job-opportunities-heading'),
    title: msg`Job opportunities`,
    content: msg`Openings across the group; those posted in the last 7 days are marked New.`,
  },
  {
    target: sectionSelector('employee-list-heading'),
    title: msg`Find a colleague`,
    content: msg`Search by name or email, and open anyone to read about them and see their team.`,
  },
  {
    target: 'header',
    title: msg`Always at the top`,
    content: msg`When your data was last synced and a refresh button, your notifications bell, and your name, which opens your profile.`,
  },
  {
    // On a phone the sidebar is put away: the stop points at the menu button that opens it.
    target: ['#main-navigation', 'button[aria-controls="main-navigation"]'],
    title: msg`Everything else`,
    content: msg`The menu: IT Requests, the directory, news, training, forms and the rest of the portal, with the Corporate Links.`,
  },
];

/** Everything the profile's Calendar feed section says, in one place (decision 056). */
export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar feed',
  intro:
    'A private link that keeps your time away and the events you can see up to date in your calendar app (Outlook, Google Calendar, Apple Calendar).',
  create: 'Create link',
  linkLabel: 'Your calendar feed link',
  linkHint:
    'Add it to your calendar app as a subscription now: it is shown only this once. Anyone with the link can see your time away.',
  onSince: (date: string) =>
    `Your calendar feed has been on since ${date}. Its link is shown only when it is made: reset it to get a new one.`,
  copy: 'Copy link',
  copied: 'Copied',
  reset: 'Reset link',
  turnOff: 'Turn off',
  resetTitle: 'Reset the link?',
  resetMessage:
    'The old link stops working at once, and calendars subscribed to it stop updating. You get a new link to subscribe with.',
  turnOffTitle: 'Turn off the calendar feed?',
  turnOffMessage: 'Its link stops working at once, and calendars subscribed to it stop updating.',
  created: 'Your calendar feed link is ready.',
  resetDone: 'A new link is ready. The old link no longer works.',
  turnedOff: 'Your calendar feed is off. Its link no longer works.',
  copiedMessage: 'The link is copied.',
  loading: 'Loading calendar feed',
  loadFailed: 'Your calendar feed could not be loaded.',
  changeFailed: 'The calendar feed could not be changed',
} as const;

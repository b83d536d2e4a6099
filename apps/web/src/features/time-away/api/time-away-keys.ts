/** One key factory for time away: invalidating `all` refreshes the page and the dashboard card. */
export const timeAwayKeys = {
  all: ['time-away'] as const,
  mine: () => [...timeAwayKeys.all, 'mine'] as const,
  out: () => [...timeAwayKeys.all, 'out'] as const,
};

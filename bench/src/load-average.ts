import os from 'node:os';

/** The machine's load average over 1, 5 and 15 minutes, as the report prints it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

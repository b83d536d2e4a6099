/**
 * Every table, for Drizzle and for the queries: each area keeps its tables in a file of its
 * own, and this is the one list of them.
 */
export * from './core-schema';
export * from './requests-schema';
export * from './approval-reminders-schema';
export * from './careers-schema';
export * from './wall-of-wow-schema';
export * from './request-counts-schema';
export * from './people-counts-schema';
export * from './contact-schema';
export * from './news-events-schema';
export * from './time-away-schema';
export * from './library-schema';
export * from './forecasts-schema';
export * from './audit-log-schema';
export * from './portal-metrics-schema';
export * from './approval-substitutions-schema';
export * from './idempotent-requests-schema';
export * from './calendar-feeds-schema';
export * from './headcount-schema';

/** Lottery periods: scheduling, drawing, real-world results and the live feed. */
export { startPeriodFeed } from './period-feed.js';
export { lotteryPeriodJobs, resultsJob } from './period-jobs.js';
export { periodsAdminRoutes } from './periods-admin.routes.js';
export { httpResultsSource } from './results-source.js';

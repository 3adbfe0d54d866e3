/** Hourly rollups of every member's and team's figures (docs/decisions/0027). */
export { FIGURES, figureSums } from './rollup-figures.js';
export type { Figure } from './rollup-figures.js';
export {
  activeByDay,
  figuresByPeriod,
  figuresWithTeams,
  hoursOf,
  walletsNow,
} from './rollup-reader.js';
export type {
  DaySpan,
  FigureSums,
  FiguresOwner,
  FiguresScope,
  Grouping,
  PeriodFigures,
} from './rollup-reader.js';
export { rebuildRollups } from './rollup-rebuild.js';
export type { RebuildOutcome, RollupDifference } from './rollup-rebuild.js';
export { bringRollupsUpTo, rollupJob, runRollup } from './rollup-job.js';

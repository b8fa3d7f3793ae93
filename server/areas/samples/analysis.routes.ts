import { http } from 'msw';
import { mockDelay, mockPath } from '../../api/config';
import { ok } from '../../api/http';
import { ANALYSIS_TOTAL, MONTHLY_SALES, USER_ACCESS_SOURCE, WEEKLY_USER_ACTIVITY } from './data/analysis';

/** The analysis dashboard's fixed figures (seed §7, §9); chart names are console translation keys. */
export const sampleAnalysisHandlers = [
  http.get(mockPath('analysis/total'), async () => {
    await mockDelay('slow');
    return ok({ ...ANALYSIS_TOTAL });
  }),

  http.get(mockPath('analysis/userAccessSource'), async () => {
    await mockDelay('slow');
    return ok(USER_ACCESS_SOURCE.map((item) => ({ ...item })));
  }),

  http.get(mockPath('analysis/weeklyUserActivity'), async () => {
    await mockDelay('slow');
    return ok(WEEKLY_USER_ACTIVITY.map((item) => ({ ...item })));
  }),

  http.get(mockPath('analysis/monthlySales'), async () => {
    await mockDelay('slow');
    return ok(MONTHLY_SALES.map((item) => ({ ...item })));
  }),
];

import type { AnalysisTotal, MonthlySalesItem, SeriesItem } from '@/api/sample-types';

/** Seed §9: users 102400, messages 81212, moneys 9280, shoppings 13600. */
export const ANALYSIS_TOTAL: AnalysisTotal = {
  users: 102400,
  messages: 81212,
  moneys: 9280,
  shoppings: 13600,
};

/** Seed §9: access-source values 1000, 310, 234, 135, 1548. */
export const USER_ACCESS_SOURCE: readonly SeriesItem[] = [
  { value: 1000, name: 'analysis.directAccess' },
  { value: 310, name: 'analysis.mailMarketing' },
  { value: 234, name: 'analysis.allianceAdvertising' },
  { value: 135, name: 'analysis.videoAdvertising' },
  { value: 1548, name: 'analysis.searchEngines' },
];

/** Monday to Sunday (seed §7); the values are not in the seed. */
export const WEEKLY_USER_ACTIVITY: readonly SeriesItem[] = [
  { value: 13253, name: 'analysis.monday' },
  { value: 34235, name: 'analysis.tuesday' },
  { value: 26321, name: 'analysis.wednesday' },
  { value: 12340, name: 'analysis.thursday' },
  { value: 24643, name: 'analysis.friday' },
  { value: 1322, name: 'analysis.saturday' },
  { value: 1324, name: 'analysis.sunday' },
];

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const ESTIMATES = [100, 120, 161, 134, 105, 160, 165, 114, 163, 185, 118, 123];
const ACTUALS = [120, 82, 91, 154, 162, 140, 145, 250, 134, 56, 99, 123];

/** Twelve months (seed §7); the values are not in the seed. */
export const MONTHLY_SALES: readonly MonthlySalesItem[] = MONTHS.map((month, index) => ({
  estimate: ESTIMATES[index],
  actual: ACTUALS[index],
  name: `analysis.${month}`,
}));

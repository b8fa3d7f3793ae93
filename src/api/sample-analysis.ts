import { sampleGet } from './sample-request';
import type { AnalysisTotal, MonthlySalesItem, SeriesItem } from './sample-types';

export function getAnalysisTotal(): Promise<AnalysisTotal> {
  return sampleGet<AnalysisTotal>('analysis/total');
}

export function getUserAccessSource(): Promise<SeriesItem[]> {
  return sampleGet<SeriesItem[]>('analysis/userAccessSource');
}

/** Monday to Sunday. */
export function getWeeklyUserActivity(): Promise<SeriesItem[]> {
  return sampleGet<SeriesItem[]>('analysis/weeklyUserActivity');
}

/** January to December. */
export function getMonthlySales(): Promise<MonthlySalesItem[]> {
  return sampleGet<MonthlySalesItem[]>('analysis/monthlySales');
}

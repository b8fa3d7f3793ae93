import type { RadarItem } from '@/api/sample-types';

export interface RadarRow {
  /** the translated indicator */
  label: string;
  max: number;
  personal: number;
  team: number;
  /** 0–100: the value's share of the indicator's maximum */
  personalShare: number;
  teamShare: number;
  [key: string]: string | number;
}

const share = (value: number, max: number) =>
  max > 0 ? Math.round((Math.min(Math.max(value, 0), max) / max) * 1000) / 10 : 0;

/**
 * The indicators' maxima differ five-fold (65 to 300), so on one raw scale the small ones would sit in
 * the centre whatever their score. Each value becomes its share of its own maximum, the way a radar's
 * axes are read; the raw values stay on the row for the tooltip.
 */
export function normaliseRadar(items: readonly RadarItem[], translate: (key: string) => string): RadarRow[] {
  return items.map((item) => ({
    label: translate(item.name),
    max: item.max,
    personal: item.personal,
    team: item.team,
    personalShare: share(item.personal, item.max),
    teamShare: share(item.team, item.max),
  }));
}

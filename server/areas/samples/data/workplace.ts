import type {
  RadarItem,
  WorkplaceDynamic,
  WorkplaceProject,
  WorkplaceTeam,
  WorkplaceTotal,
} from '@/api/sample-types';

/** Seed §9: project 40, access 2340, todo 10. */
export const WORKPLACE_TOTAL: WorkplaceTotal = { project: 40, access: 2340, todo: 10 };

// Team and project names are proper names, so they are not translated.
export const WORKPLACE_TEAM: readonly WorkplaceTeam[] = [
  { name: 'Atlas', icon: 'vi-building-warehouse' },
  { name: 'Beacon', icon: 'vi-truck-delivery' },
  { name: 'Cargo', icon: 'vi-package' },
  { name: 'Dock', icon: 'vi-ship' },
  { name: 'Express', icon: 'vi-plane' },
  { name: 'Freight', icon: 'vi-world' },
];

const PEOPLE = ['Archer', 'Bella', 'Caleb', 'Daisy', 'Ethan', 'Fiona'] as const;

export const WORKPLACE_PROJECTS: readonly WorkplaceProject[] = WORKPLACE_TEAM.map((team, index) => ({
  name: team.name,
  icon: team.icon,
  message: 'workplace.introduction',
  personal: PEOPLE[index],
  time: new Date(Date.UTC(2025, 11, 1 + index * 3, 9 + index)).toISOString(),
}));

const DYNAMIC_KEYS = [
  'workplace.push',
  'workplace.comment',
  'workplace.push',
  'workplace.create',
  'workplace.push',
  'workplace.comment',
] as const;

/** Six dynamics: a console translation key, then the person it names. */
export const WORKPLACE_DYNAMICS: readonly WorkplaceDynamic[] = DYNAMIC_KEYS.map((key, index) => ({
  keys: [key, PEOPLE[index]],
  time: new Date(Date.UTC(2025, 11, 20, 8 + index, 15 * index)).toISOString(),
}));

/** Seed §9: radar maxima 65, 160, 300, 130, 100. */
export const WORKPLACE_RADAR: readonly RadarItem[] = [
  { name: 'workplace.quote', max: 65, personal: 42, team: 50 },
  { name: 'workplace.contribution', max: 160, personal: 30, team: 140 },
  { name: 'workplace.hot', max: 300, personal: 20, team: 28 },
  { name: 'workplace.yield', max: 130, personal: 35, team: 35 },
  { name: 'workplace.follow', max: 100, personal: 80, team: 90 },
];

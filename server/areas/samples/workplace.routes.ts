import { http } from 'msw';
import { mockDelay, mockPath } from '../../api/config';
import { ok } from '../../api/http';
import {
  WORKPLACE_DYNAMICS,
  WORKPLACE_PROJECTS,
  WORKPLACE_RADAR,
  WORKPLACE_TEAM,
  WORKPLACE_TOTAL,
} from './data/workplace';

/** The workplace dashboard's fixed figures (seed §7, §9). */
export const sampleWorkplaceHandlers = [
  http.get(mockPath('workplace/total'), async () => {
    await mockDelay('slow');
    return ok({ ...WORKPLACE_TOTAL });
  }),

  http.get(mockPath('workplace/project'), async () => {
    await mockDelay('slow');
    return ok(WORKPLACE_PROJECTS.map((project) => ({ ...project })));
  }),

  http.get(mockPath('workplace/dynamic'), async () => {
    await mockDelay('slow');
    return ok(WORKPLACE_DYNAMICS.map((dynamic) => ({ keys: [...dynamic.keys], time: dynamic.time })));
  }),

  http.get(mockPath('workplace/team'), async () => {
    await mockDelay('slow');
    return ok(WORKPLACE_TEAM.map((team) => ({ ...team })));
  }),

  http.get(mockPath('workplace/radar'), async () => {
    await mockDelay('slow');
    return ok(WORKPLACE_RADAR.map((item) => ({ ...item })));
  }),
];

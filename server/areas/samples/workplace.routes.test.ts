import { describe, expect, it } from 'vitest';
import type {
  RadarItem,
  WorkplaceDynamic,
  WorkplaceProject,
  WorkplaceTeam,
  WorkplaceTotal,
} from '@/api/sample-types';
import { isValidIconName } from '@/components/Icon/icon-name';
import { mockGet } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

describe('/mock/workplace', () => {
  it('answers the seed totals', async () => {
    expect((await mockGet<WorkplaceTotal>('workplace/total')).data).toEqual({
      project: 40,
      access: 2340,
      todo: 10,
    });
  });

  it('answers six projects with valid icon names and dates', async () => {
    const { data } = await mockGet<WorkplaceProject[]>('workplace/project');
    expect(data).toHaveLength(6);
    for (const project of data) {
      expect(Object.keys(project).sort()).toEqual(['icon', 'message', 'name', 'personal', 'time']);
      expect(isValidIconName(project.icon)).toBe(true);
      expect(Number.isNaN(Date.parse(project.time))).toBe(false);
    }
  });

  it('answers six dynamics, each a translation key then a name', async () => {
    const { data } = await mockGet<WorkplaceDynamic[]>('workplace/dynamic');
    expect(data).toHaveLength(6);
    expect(data[0].keys).toEqual(['workplace.push', 'Archer']);
    expect(
      data.every((dynamic) => dynamic.keys[0].startsWith('workplace.') && dynamic.keys.length === 2),
    ).toBe(true);
  });

  it('answers a team of six', async () => {
    const { data } = await mockGet<WorkplaceTeam[]>('workplace/team');
    expect(data).toHaveLength(6);
    expect(data.every((team) => team.name !== '' && isValidIconName(team.icon))).toBe(true);
  });

  it('answers the radar with the seed maxima, no value above its maximum', async () => {
    const { data } = await mockGet<RadarItem[]>('workplace/radar');
    expect(data.map((item) => item.max)).toEqual([65, 160, 300, 130, 100]);
    expect(data.every((item) => item.personal <= item.max && item.team <= item.max)).toBe(true);
  });
});

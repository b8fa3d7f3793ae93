import { sampleGet } from './sample-request';
import type {
  RadarItem,
  WorkplaceDynamic,
  WorkplaceProject,
  WorkplaceTeam,
  WorkplaceTotal,
} from './sample-types';

export function getWorkplaceTotal(): Promise<WorkplaceTotal> {
  return sampleGet<WorkplaceTotal>('workplace/total');
}

export function getProjects(): Promise<WorkplaceProject[]> {
  return sampleGet<WorkplaceProject[]>('workplace/project');
}

export function getDynamics(): Promise<WorkplaceDynamic[]> {
  return sampleGet<WorkplaceDynamic[]>('workplace/dynamic');
}

export function getTeam(): Promise<WorkplaceTeam[]> {
  return sampleGet<WorkplaceTeam[]>('workplace/team');
}

export function getRadar(): Promise<RadarItem[]> {
  return sampleGet<RadarItem[]>('workplace/radar');
}

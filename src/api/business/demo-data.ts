import { get, post } from '../client';
import type { DataStatus, KeptAsideChoice } from './types/demo-data';

/** `POST Mock/ResetDemoData`: the mock back-end's business data back to its seed (the operator only). */
export const resetDemoData = (): Promise<boolean> => post<boolean>('Mock/ResetDemoData');

/** `GET Mock/DataStatus`: what happened to the data this browser keeps (the console's notice). */
export const getDataStatus = (): Promise<DataStatus> =>
  get<DataStatus>('Mock/DataStatus', undefined, { silent: true });

/** `POST Mock/DataKeptAside`: the operator keeps the old data aside, or discards it. */
export const settleKeptAside = (choice: KeptAsideChoice): Promise<boolean> =>
  post<boolean>('Mock/DataKeptAside', { choice });

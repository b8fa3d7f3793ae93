import { post } from '../client';

/** `POST Mock/ResetDemoData`: the mock back-end's business data back to its seed. */
export const resetDemoData = (): Promise<boolean> => post<boolean>('Mock/ResetDemoData');

import type { Card, DepartmentUser } from '@/api/sample-types';
import { seedCards } from './cards';
import { seedDepartments, seedDepartmentUsers, type DepartmentRecord } from './departments';
import { seedExamples, type ExampleRow } from './examples';

/** The sample records; changes last until the page reloads (seed §4: saves and deletes persist). */
export interface SampleData {
  departments: DepartmentRecord[];
  users: DepartmentUser[];
  examples: ExampleRow[];
  cards: Card[];
  /** the last number handed out for a new id */
  serial: number;
}

// New ids count on from here, clear of the seeded ones (example-1 … example-100).
const FIRST_SERIAL = 1000;

function seed(): SampleData {
  const departments = seedDepartments();
  return {
    departments,
    users: seedDepartmentUsers(departments),
    examples: seedExamples(),
    cards: seedCards(),
    serial: FIRST_SERIAL,
  };
}

let data: SampleData | null = null;

export function sampleData(): SampleData {
  data ??= seed();
  return data;
}

/** Back to the seed: the same records every time. */
export function resetSampleData(): void {
  data = seed();
}

export function nextSampleId(prefix: string): string {
  const current = sampleData();
  current.serial += 1;
  return `${prefix}-${current.serial}`;
}

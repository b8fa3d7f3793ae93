import type { DepartmentUser, SampleStatus } from '@/api/sample-types';
import { createRandom, sampleTime, shuffled } from '../../../seed/prng';
import type { SampleText } from './text';
import { FIRST_NAMES, LAST_NAMES } from './words';

export interface DepartmentRecord {
  id: string;
  name: SampleText;
  remark: SampleText;
  createTime: string;
  status: SampleStatus;
  parentId: string | null;
}

/** Seed §9: five departments; §9: one hundred department users. */
export const DEPARTMENT_COUNT = 5;
export const DEPARTMENT_USER_COUNT = 100;

const DEPARTMENT_SEED = 0x5eed_0001;
const USER_SEED = 0x5eed_0002;

// The head office with four departments under it: a tree to show, five departments in all.
const departmentTexts = [
  { id: 'dept-1', parentId: null, name: 'departmentHeadOffice', remark: 'departmentHeadOfficeRemark' },
  { id: 'dept-2', parentId: 'dept-1', name: 'departmentOperations', remark: 'departmentOperationsRemark' },
  { id: 'dept-3', parentId: 'dept-1', name: 'departmentWarehouse', remark: 'departmentWarehouseRemark' },
  { id: 'dept-4', parentId: 'dept-1', name: 'departmentFinance', remark: 'departmentFinanceRemark' },
  {
    id: 'dept-5',
    parentId: 'dept-1',
    name: 'departmentCustomerService',
    remark: 'departmentCustomerServiceRemark',
  },
] as const;

export function seedDepartments(): DepartmentRecord[] {
  const random = createRandom(DEPARTMENT_SEED);
  return departmentTexts.map((entry) => ({
    id: entry.id,
    parentId: entry.parentId,
    name: { key: entry.name },
    remark: { key: entry.remark },
    createTime: sampleTime(random),
    status: entry.id === 'dept-5' ? 0 : 1,
  }));
}

/** Unique names (no two users share one), each user in one of the departments. */
export function seedDepartmentUsers(departments: readonly DepartmentRecord[]): DepartmentUser[] {
  const random = createRandom(USER_SEED);
  const names = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => [first, last] as const));
  return shuffled(random, names)
    .slice(0, DEPARTMENT_USER_COUNT)
    .map(([first, last], index) => {
      const account = `${first}.${last}`.toLowerCase();
      return {
        id: `user-${index + 1}`,
        username: `${first} ${last}`,
        account,
        email: `${account}@outpost.example`,
        createTime: sampleTime(random),
        departmentId: random.pick(departments).id,
      };
    });
}

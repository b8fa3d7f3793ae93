import type { DepartmentUser, SampleStatus } from '@/api/sample-types';
import { emailError } from '../../access/validation';
import type { MessageKey } from '../../../api/i18n';
import type { DepartmentRecord } from './departments';
import { subtreeIds } from './forest';

type Body = Record<string, unknown>;
type Errors = Record<string, { key: MessageKey }>;
type Outcome<T> = { record: T } | { errors: Errors };

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}

function statusOf(value: unknown, fallback: SampleStatus): SampleStatus | null {
  if (value === undefined || value === null) return fallback;
  const status = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return status === 0 || status === 1 ? status : null;
}

/** The parent a body asks for: undefined keeps the current one, null or '' is the top level. */
function parentOf(body: Body, existing: DepartmentRecord | undefined): string | null | undefined {
  if (!('parentId' in body)) return existing?.parentId ?? null;
  const { parentId } = body;
  if (parentId === null || parentId === '') return null;
  return typeof parentId === 'string' || typeof parentId === 'number' ? String(parentId) : undefined;
}

/** A department from a save body: left-out fields keep their values (update) or defaults (create). */
export function departmentFromBody(
  body: Body,
  id: string,
  existing: DepartmentRecord | undefined,
  departments: readonly DepartmentRecord[],
  nowIso: string,
): Outcome<DepartmentRecord> {
  const errors: Errors = {};
  const name = text(body.departmentName);
  if (name === '' || (name === undefined && !existing))
    errors.departmentName = { key: 'departmentNameRequired' };
  const status = statusOf(body.status, existing?.status ?? 1);
  if (status === null) errors.status = { key: 'statusInvalid' };
  const parentId = parentOf(body, existing);
  const below = existing ? subtreeIds(departments, existing.id) : new Set<string>();
  if (parentId === undefined || (parentId !== null && !departments.some((d) => d.id === parentId))) {
    errors.parentId = { key: 'departmentUnknown' };
  } else if (parentId !== null && below.has(parentId)) {
    errors.parentId = { key: 'departmentParentInvalid' };
  }
  if (Object.keys(errors).length > 0 || status === null || parentId === undefined) return { errors };
  const remark = text(body.remark);
  return {
    record: {
      id,
      parentId,
      status,
      name: name ? { text: name } : (existing?.name ?? { text: '' }),
      remark: remark !== undefined ? { text: remark } : (existing?.remark ?? { text: '' }),
      createTime: existing?.createTime ?? nowIso,
    },
  };
}

/** A department user from a save body, merged like departmentFromBody. */
export function departmentUserFromBody(
  body: Body,
  id: string,
  existing: DepartmentUser | undefined,
  departments: readonly DepartmentRecord[],
  nowIso: string,
): Outcome<DepartmentUser> {
  const username = text(body.username) ?? existing?.username ?? '';
  const account = text(body.account) ?? existing?.account ?? '';
  const email = text(body.email) ?? existing?.email ?? '';
  const departmentId = text(body.departmentId) ?? existing?.departmentId ?? '';
  const errors: Errors = {};
  if (username === '') errors.username = { key: 'usernameRequired' };
  if (account === '') errors.account = { key: 'accountRequired' };
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = { key: emailProblem };
  if (!departments.some((department) => department.id === departmentId)) {
    errors.departmentId = { key: 'departmentUnknown' };
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    record: { id, username, account, email, departmentId, createTime: existing?.createTime ?? nowIso },
  };
}

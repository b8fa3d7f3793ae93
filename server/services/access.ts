import type { AnyStateMachine } from 'xstate';
import type { Role } from '@machines/business/lifecycle';
import { textOf } from '@/api/rules/fields';
import { findById, type Db } from '../store/store';
import { judge } from './charts';
import { failure, type Actor, type Failure } from './contract';
import { invalidField } from './outcome';

/** 403 for an actor whose role may not do `action`. */
export const roleFailure = (actor: Actor, action: string): Failure =>
  failure(403, actor.role === 'customer' ? 'operatorOnly' : 'customerOnly', { action });

/** The customer a new record belongs to: a customer's own; an operator must name one. */
export async function ownerFor(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<string | Failure> {
  if (actor.customerId !== null) return actor.customerId;
  const customerId = textOf(input.customerId);
  if (customerId === '') return invalidField('customerId', { key: 'customerIdRequired' });
  if (!(await findById(db, 'customers', customerId)))
    return invalidField('customerId', { key: 'customerUnknown' });
  return customerId;
}

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;

/**
 * The role an actor plays for a step of a document at `warehouseCode`: a customer running its own
 * self-service warehouse does the warehouse's work there (business.md §3), so it acts as the operator
 * for the steps in `warehouseSteps`.
 */
export async function roleAt(
  db: Db,
  actor: Actor,
  warehouseCode: string,
  action: string,
  warehouseSteps: ReadonlySet<string>,
): Promise<Role> {
  if (actor.role === 'operator' || !warehouseSteps.has(action)) return actor.role;
  const warehouse = await findById(db, 'warehouses', warehouseCode);
  return warehouse?.ownerCustomerId === actor.customerId ? 'operator' : actor.role;
}

/**
 * Whether `actor` may save a customer's document (a new one, or `existing` as its chart stands): its
 * customer only (403 else), and a stored one only while its chart offers its customer `edit` (409
 * naming the state else). Answers whose the document is (or will be): the stored one's customer, or
 * the actor's (`ownerFor`).
 */
export async function customerSaving(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: { status: string; customerId: string } | null,
  chart: { machine: AnyStateMachine; context: object },
): Promise<string | Failure> {
  if (actor.role !== 'customer') return roleFailure(actor, 'edit');
  if (existing && !judge(chart.machine, existing.status, chart.context, { type: 'edit', by: 'customer' }).ok)
    return failure(409, 'stateRefused', { action: 'edit', state: existing.status });
  return existing?.customerId ?? (await ownerFor(db, actor, input));
}

import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isCount, isRecordList, isText } from './payload';

export const RMA_STATUSES = ['DRAFT', 'SUBMITTED', 'RECEIVED', 'COMPLETED', 'CANCELLED'] as const;
export type RmaStatus = (typeof RMA_STATUSES)[number];

export const RMA_EVENT_TYPES = ['edit', 'delete', 'submit', 'receive', 'process', 'cancel'] as const;

/** Nothing beyond the status decides here. */
export type RmaContext = Record<string, never>;

/** Counts per grade for one returned SKU. */
export interface GradedLine {
  sku: string;
  goodQty: number;
  defectiveQty: number;
  unidentifiedQty: number;
}

export type RmaEvent =
  | { type: 'edit'; by: Role }
  /** Only a draft may be deleted, by its customer: the record is removed, it moves nowhere. */
  | { type: 'delete'; by: Role }
  | { type: 'submit'; by: Role }
  | { type: 'receive'; by: Role; lines: GradedLine[] }
  | { type: 'process'; by: Role }
  | { type: 'cancel'; by: Role; reason?: string };

const gradesOf = (line: GradedLine) => [line.goodQty, line.defectiveQty, line.unidentifiedQty];

export const rmaMachine = setup({
  types: {
    context: {} as RmaContext,
    events: {} as RmaEvent,
  },
  guards: {
    ...roleGuards,
    // A parcel that came back holds at least one unit, even if nobody can tell what it is.
    hasGradeCounts: ({ event }) =>
      event.type === 'receive' &&
      isRecordList(event.lines, (line: GradedLine) => isText(line.sku) && gradesOf(line).every(isCount)) &&
      event.lines.some((line) => gradesOf(line).some((qty) => qty > 0)),
  },
}).createMachine({
  id: 'rma',
  context: {},
  initial: 'DRAFT',
  states: {
    DRAFT: {
      on: {
        edit: { target: 'DRAFT', guard: 'isCustomer' },
        delete: { target: 'DRAFT', guard: 'isCustomer' },
        submit: { target: 'SUBMITTED', guard: 'isCustomer' },
        cancel: { target: 'CANCELLED', guard: 'isCustomer' },
      },
    },
    SUBMITTED: {
      on: {
        receive: { target: 'RECEIVED', guard: and(['isOperator', 'hasGradeCounts']) },
        cancel: { target: 'CANCELLED', guard: 'isCustomer' },
      },
    },
    RECEIVED: {
      on: { process: { target: 'COMPLETED', guard: 'isOperator' } },
    },
    COMPLETED: { type: 'final' },
    CANCELLED: { type: 'final' },
  },
});

import {
  CUSTOMER_ROLES,
  OPERATOR_ROLES,
  operatorRoleChanges,
  roleChanges,
  roleSees,
  type CustomerRole,
  type OperatorRole,
} from '@/api/roles';
import { businessHandlers } from './business-handlers';
import { callGates, type CallGate } from './route';

/**
 * The roles table of docs/security.md (issue #41 §7), made from the code that enforces it: for each
 * module of the business calls, what each role may do with it, as the calls' own gates say
 * (`callGates`, declared where each route is made) and the roles' areas (src/api/roles.ts) decide.
 * `roles-table.test.ts` holds the document to it; `npm run docs:roles` writes it there.
 */

type Column = { side: 'customer'; role: CustomerRole } | { side: 'operator'; role: OperatorRole };

const COLUMNS: Column[] = [
  ...CUSTOMER_ROLES.map((role) => ({ side: 'customer' as const, role })),
  ...OPERATOR_ROLES.map((role) => ({ side: 'operator' as const, role })),
];

const HEADINGS: Record<string, string> = {
  'customer:viewer': 'Customer viewer',
  'customer:orders': 'Customer orders',
  'customer:finance': 'Customer finance',
  'customer:admin': 'Customer admin',
  'operator:warehouse': 'Warehouse staff',
  'operator:finance': 'Operator finance',
  'operator:admin': 'Operator admin',
};

/** Whether the role may make the call at all (its side, its administrators). */
function reaches(gate: CallGate, column: Column): boolean {
  if (gate.operatorOnly && column.side !== 'operator') return false;
  return !gate.adminOnly || column.role === 'admin';
}

/** Whether the role may make the call's change (a write of an area its role may change). */
function changes(gate: CallGate, column: Column): boolean {
  if (gate.method !== 'POST' || gate.readOnly || !reaches(gate, column)) return false;
  const area = gate.path.slice(0, gate.path.indexOf('/'));
  return column.side === 'customer' ? roleChanges(column.role, area) : operatorRoleChanges(column.role, area);
}

const isRead = (gate: CallGate): boolean => gate.method === 'GET' || gate.readOnly === true;

/** Whether the role sees the call's area (the orders role sees no money), or reads one document of it. */
function sees(gate: CallGate, column: Column): 'all' | 'oneDocument' | 'none' {
  if (column.side === 'operator' || roleSees(column.role, gate.path.slice(0, gate.path.indexOf('/'))))
    return 'all';
  return gate.oneDocument ? 'oneDocument' : 'none';
}

function cell(gates: readonly CallGate[], column: Column): string {
  const written = gates.filter((gate) => !isRead(gate));
  const changed = written.filter((gate) => changes(gate, column)).length;
  const reads = gates
    .filter((gate) => isRead(gate) && reaches(gate, column))
    .map((gate) => sees(gate, column));
  const read = reads.includes('all') ? 'reads' : reads.includes('oneDocument') ? 'reads a document’s' : '';
  if (changed === 0) return read === '' ? '—' : read;
  const what = changed === written.length ? 'changes' : `${changed} of ${written.length} changes`;
  return read === '' ? what : `${read}, ${what}`;
}

/** The table, as Markdown: a row per module, a column per role. */
export function rolesTable(): string {
  // the routes register their gates as they are made
  void businessHandlers;
  const byModule = new Map<string, CallGate[]>();
  for (const gate of callGates().values()) {
    const module = gate.path.slice(0, gate.path.indexOf('/'));
    byModule.set(module, [...(byModule.get(module) ?? []), gate]);
  }
  const header = `| Calls | ${COLUMNS.map((column) => HEADINGS[`${column.side}:${column.role}`]).join(' | ')} |`;
  const rule = `| --- | ${COLUMNS.map(() => '---').join(' | ')} |`;
  const rows = [...byModule.keys()].sort().map((module) => {
    const gates = byModule.get(module) ?? [];
    return `| \`${module}/*\` (${gates.length}) | ${COLUMNS.map((column) => cell(gates, column)).join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}

/** Where the table stands in docs/security.md. */
export const TABLE_START = '<!-- roles-table: made by npm run docs:roles from the code; do not edit -->';
export const TABLE_END = '<!-- roles-table end -->';

/** A table's rows as their cells, whatever the spacing a formatter gave them. */
export const cellsOf = (table: string): string[][] =>
  table
    .trim()
    .split('\n')
    .map((row) => row.split('|').map((cell) => cell.trim().replace(/^-+$/, '-')));

/** The table the document holds, between its marks. */
export function rolesTableIn(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/security.md has no place for the roles table');
  return document.slice(start + TABLE_START.length, end);
}

/** The document with the table put in its place. */
export function withRolesTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('docs/security.md has no place for the roles table');
  return `${document.slice(0, start + TABLE_START.length)}\n\n${rolesTable()}\n\n${document.slice(end)}`;
}

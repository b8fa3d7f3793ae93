import type { RmaInput } from '@/api/business/rma';
import type { Rma } from '@/api/business/types/documents';
import type { FieldErrors, RuleKey } from '@/api/rules/fields';
import { readRma, returnProblems, RMA_SOURCES } from '@/api/rules/rma';

export type RmaSource = (typeof RMA_SOURCES)[number];

export interface RmaLineValues {
  /** stable React key of the row */
  key: string;
  sku: string;
  expectedQty: number | '';
}

export interface RmaFormValues {
  source: RmaSource;
  originalOutboundNo: string;
  warehouseCode: string;
  trackingNo: string;
  referenceNo: string;
  reason: string;
  /** the RMA's own strategy; '' lets the SKU's or the customer default apply */
  strategyId: string;
  lines: RmaLineValues[];
}

let keys = 0;
export const nextLineKey = () => `line-${(keys += 1)}`;

export const blankLine = (sku = ''): RmaLineValues => ({ key: nextLineKey(), sku, expectedQty: '' });

/** A new return: a forecast from `originalOutboundNo` when given (`?originalOutboundNo=`). */
export function emptyRma(originalOutboundNo = ''): RmaFormValues {
  return {
    source: 'CUSTOMER_FORECAST',
    originalOutboundNo,
    warehouseCode: '',
    trackingNo: '',
    referenceNo: '',
    reason: '',
    strategyId: '',
    lines: [],
  };
}

/** A stored return as the form's values. */
export function valuesOf(rma: Rma): RmaFormValues {
  return {
    source: rma.source,
    originalOutboundNo: rma.originalOutboundNo ?? '',
    warehouseCode: rma.warehouseCode,
    trackingNo: rma.trackingNo,
    referenceNo: rma.referenceNo,
    reason: rma.reason,
    strategyId: rma.strategyId ?? '',
    lines: rma.lines.map((line) => ({ key: nextLineKey(), sku: line.sku, expectedQty: line.expectedQty })),
  };
}

/** A forecast's rows once its order is known: each shipped SKU, with what the form already had for it. */
export function linesForOrder(current: readonly RmaLineValues[], skus: readonly string[]): RmaLineValues[] {
  return skus.map((sku) => current.find((line) => line.sku === sku) ?? blankLine(sku));
}

/**
 * The lines Save sends and, for each, its row in the form: a forecast leaves out the shipped SKUs with
 * no quantity (not coming back); a carrier return sends every row the user added.
 */
export function sentLines(values: RmaFormValues): { lines: RmaLineValues[]; rows: number[] } {
  const rows = values.lines
    .map((line, row) => ({ line, row }))
    .filter(
      ({ line }) => values.source === 'CARRIER_RETURN' || (line.expectedQty !== '' && line.expectedQty !== 0),
    );
  return { lines: rows.map(({ line }) => line), rows: rows.map(({ row }) => row) };
}

/** What Save sends. */
export function toInput(values: RmaFormValues, id?: string): RmaInput {
  const forecast = values.source === 'CUSTOMER_FORECAST';
  return {
    ...(id ? { id } : {}),
    source: values.source,
    originalOutboundNo: forecast ? values.originalOutboundNo : '',
    warehouseCode: values.warehouseCode,
    trackingNo: values.trackingNo.trim(),
    referenceNo: values.referenceNo.trim(),
    reason: values.reason.trim(),
    strategyId: values.strategyId || null,
    lines: sentLines(values).lines.map((line) => ({
      sku: line.sku,
      expectedQty: line.expectedQty as number,
    })) as RmaInput['lines'],
  };
}

/** A path the server (or the rules) name for a sent line, as the form's row: `lines.2.sku` → `lines.5.sku`. */
export function formPath(path: string, rows: readonly number[]): string {
  const match = /^lines\.(\d+)\.(.+)$/.exec(path);
  if (!match) return path;
  const row = rows[Number(match[1])];
  return row === undefined ? path : `lines.${row}.${match[2]}`;
}

/** One problem the form shows: the rule's key and, for an over-shipped line, the most it may take. */
export interface FormProblem {
  key: RuleKey | 'originalOutboundMissing';
  max?: number;
}

/**
 * The form's own checks: the server's reader (`src/api/rules/rma.ts`) over what Save would send, and
 * for a forecast the order's returnable quantities (`returnable`, once the order is loaded), by the
 * form's field paths. Ownership, SKU status and the other returns' latest counts stay the server's.
 */
export function rmaProblems(
  values: RmaFormValues,
  returnable: ReadonlyMap<string, number> | null,
): Record<string, FormProblem> {
  const { rows } = sentLines(values);
  const input = toInput(values);
  const errors: FieldErrors = {};
  readRma(input, errors);
  const problems: Record<string, FormProblem> = {};
  for (const [path, key] of Object.entries(errors)) problems[formPath(path, rows)] = { key };
  if (values.source === 'CUSTOMER_FORECAST') {
    if (values.originalOutboundNo === '') problems.originalOutboundNo = { key: 'originalOutboundMissing' };
    if (returnable) {
      for (const problem of returnProblems(input.lines ?? [], returnable)) {
        const path = formPath(problem.path, rows);
        if (!problems[path]) problems[path] = { key: problem.key, max: problem.max };
      }
    }
  }
  return problems;
}

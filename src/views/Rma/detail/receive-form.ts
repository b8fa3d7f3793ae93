import { decide } from '@machines/business/lifecycle';
import { isCount } from '@machines/business/payload';
import { rmaMachine, type GradedLine } from '@machines/business/rma.machine';
import type { Rma } from '@/api/business/types/documents';

export const GRADE_FIELDS = ['goodQty', 'defectiveQty', 'unidentifiedQty'] as const;
export type GradeField = (typeof GRADE_FIELDS)[number];

/** What the operator typed per line: a number, or '' for an empty box. */
export type Counts = Record<GradeField, number | string>[];

export const emptyCounts = (rma: Rma): Counts =>
  rma.lines.map(() => ({ goodQty: 0, defectiveQty: 0, unidentifiedQty: 0 }));

/**
 * The form's own checks, by the chart: every count a whole number ≥ 0 (at its box), and at least one
 * unit in the parcel (`hasGradeCounts`, at `lines`); photos when a strategy asks for them. Message
 * keys by field path; the lines to send when nothing is wrong.
 */
export function checkReceive(
  rma: Rma,
  counts: Counts,
  photos: number,
  photoRequired: boolean,
): { errors: Record<string, string>; lines: GradedLine[] } {
  const errors: Record<string, string> = {};
  counts.forEach((line, index) => {
    for (const field of GRADE_FIELDS) {
      if (!isCount(line[field])) errors[`lines.${index}.${field}`] = 'rma.receive.countInvalid';
    }
  });
  const lines = rma.lines.map((line, index) => ({
    sku: line.sku,
    goodQty: Number(counts[index]?.goodQty),
    defectiveQty: Number(counts[index]?.defectiveQty),
    unidentifiedQty: Number(counts[index]?.unidentifiedQty),
  }));
  if (Object.keys(errors).length === 0) {
    const verdict = decide(rmaMachine, rma.status, {}, { type: 'receive', by: 'operator', lines });
    if (!verdict.ok && verdict.reason === 'invalid') errors.lines = 'rma.receive.nothingCounted';
  }
  if (photoRequired && photos === 0) errors.photos = 'rma.receive.photosRequired';
  return { errors, lines };
}

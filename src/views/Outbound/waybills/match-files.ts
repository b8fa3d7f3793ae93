import type { OutboundWaybillRow } from '@/api/business/outbound';
import { waybillActions } from '@/api/rules/waybill';

/** What became of one chosen file before anything is sent. */
export type FileMatch =
  | { file: File; order: OutboundWaybillRow; problem: null }
  | { file: File; order: OutboundWaybillRow | null; problem: MatchProblem };

export type MatchProblem = 'noMatch' | 'notPdf' | 'hasLabel' | 'duplicate';

const PDF = /\.pdf$/i;

/** `OB20261122-0001.pdf` → `OB20261122-0001`; surrounding spaces and case do not matter. */
export const baseName = (name: string): string => name.replace(/\.[^.]+$/, '').trim();

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The order a file's name names: its outbound number or its reference number, exactly. */
export function orderNamed(
  name: string,
  candidates: readonly OutboundWaybillRow[],
): OutboundWaybillRow | null {
  const base = baseName(name);
  if (base === '') return null;
  return (
    candidates.find((row) => same(row.outboundNo, base)) ??
    candidates.find((row) => row.referenceNo !== '' && same(row.referenceNo, base)) ??
    null
  );
}

/**
 * Each file matched to its order by name among `candidates` (the orders a search by the names found):
 * a PDF whose order still lacks a label is ready; otherwise it says why it will not be sent.
 */
export function matchFiles(files: readonly File[], candidates: readonly OutboundWaybillRow[]): FileMatch[] {
  const claimed = new Set<string>();
  return files.map((file): FileMatch => {
    if (!PDF.test(file.name)) return { file, order: null, problem: 'notPdf' };
    const order = orderNamed(file.name, candidates);
    if (!order) return { file, order: null, problem: 'noMatch' };
    if (!waybillActions(order.waybill).includes('upload')) return { file, order, problem: 'hasLabel' };
    if (claimed.has(order.id)) return { file, order, problem: 'duplicate' };
    claimed.add(order.id);
    return { file, order, problem: null };
  });
}

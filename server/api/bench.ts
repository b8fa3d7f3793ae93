import { setClock } from './clock';
import { seededDb } from '../store/reset';
import { countOf, everyRecord, find, filter, type Db } from '../store/store';
import { ensureOutbounds } from './fixtures';
import { IMPORT_COLUMNS, type ImportRow } from '../areas/outbound/import/columns';
import { readTable, toImportRows } from '../areas/outbound/import/parse';
import { checkImport } from '../areas/outbound/import/validate';
import { runList } from '../store/list-query';
import { outboundSpec } from '../areas/outbound/routes';
import { tableOf, toCsv, toXlsx } from './files/table-export';

/**
 * Measures for issue #6, run by `scripts/bench-list.mjs`: a filtered, sorted page of 5,000 outbound
 * orders (budget 20 ms of handler time) and the validation of a 5,000-row import (budget 2 s).
 */

export interface Measure {
  name: string;
  runs: number;
  medianMs: number;
  maxMs: number;
  cpuMedianMs: number;
  /** every run's CPU time, for the minimum and maximum `npm run bench` prints */
  cpuMs: number[];
  budgetMs: number;
  note: string;
}

interface Timing {
  median: number;
  max: number;
  /** Median CPU time of the process: what the work itself took, whatever else runs on the machine. */
  cpuMedian: number;
  cpu: number[];
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeRuns(runs: number, work: () => void | Promise<void>): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await work();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { median: middle(wall), max: Math.max(...wall), cpuMedian: middle(cpu), cpu };
}

/** A filtered, sorted page as `Outbound/GetList` builds it: filter, count, sort, page, serialise. */
async function listPage(db: Db, query: string): Promise<void> {
  const outcome = runList(await everyRecord(db, 'outbounds'), new URLSearchParams(query), outboundSpec);
  if (!outcome.ok) throw new Error(`list refused: ${JSON.stringify(outcome.fields)}`);
  JSON.stringify({ code: 200, message: 'success', data: outcome.value });
}

async function importRows(db: Db, count: number): Promise<ImportRow[]> {
  const sku = (await find(db, 'skus', { customerId: 'C001', status: 'APPROVED' }))?.sku ?? 'NONE';
  const carrier =
    (await filter(db, 'carriers', { type: 'LAST_MILE' })).find((c) => c.warehouseCodes.includes('USEA'))
      ?.code ?? 'NONE';
  return Array.from({ length: count }, (_, i) => ({
    referenceNo: `BENCH-${Math.floor(i / 2)}`,
    warehouseCode: 'USEA',
    carrierCode: carrier,
    platform: 'AMAZON',
    storeName: 'Main',
    consigneeName: `Consignee ${Math.floor(i / 2)}`,
    company: '',
    phone: '+1 555 0100',
    email: '',
    countryCode: 'US',
    state: 'NJ',
    city: 'Edison',
    address1: '1 Main Street',
    address2: '',
    postcode: '08817',
    sku: i % 50 === 49 ? 'UNKNOWN-SKU' : sku,
    platformSku: '',
    qty: String(1 + (i % 3)),
    declaredValue: '10',
    signature: 'N',
    insuranceValue: '0',
    remark: '',
  }));
}

export async function runBench(): Promise<Measure[]> {
  setClock(() => Date.UTC(2026, 10, 22, 12));
  const db = await seededDb();
  // the seed's db, never bound: its orders are an array, which this measure of the array home reads
  const seeded = await countOf(db, 'outbounds');
  await ensureOutbounds(db, 5000);
  const note =
    seeded >= 5000
      ? `${await countOf(db, 'outbounds')} seeded orders`
      : `${seeded} seeded + ${5000 - seeded} fixture orders`;
  const queries = [
    'warehouseCode=USEA&sortField=createdAt&sortOrder=desc&pageIndex=3&pageSize=50',
    'status=SHIPPED&keyword=PO-10&sortField=outboundNo&sortOrder=asc&pageSize=200',
    'customerId=C001&type=B2C&createdFrom=2026-06-01&createdTo=2026-11-22&sortField=countryCode&pageSize=100',
  ];
  await listPage(db, queries[0]);
  const measures: Measure[] = [];
  for (const query of queries) {
    const { median, max, cpuMedian, cpu } = await timeRuns(100, () => listPage(db, query));
    measures.push({
      name: `Outbound/GetList ${query}`,
      runs: 100,
      medianMs: median,
      maxMs: max,
      cpuMedianMs: cpuMedian,
      cpuMs: cpu,
      budgetMs: 20,
      note,
    });
  }

  const rows = await importRows(db, 5000);
  const table = tableOf(
    rows,
    IMPORT_COLUMNS.map((column) => ({ header: column, value: (row: ImportRow) => row[column] })),
  );
  const csv = new Blob([toCsv(table)]);
  const xlsx = await toXlsx(table);
  for (const [format, file] of [
    ['csv', csv],
    ['xlsx', xlsx],
  ] as const) {
    const { median, max, cpuMedian, cpu } = await timeRuns(5, async () => {
      const read = await readTable(file);
      if (!read.ok) throw new Error('unreadable');
      const parsed = toImportRows(read.value);
      if (!parsed.ok) throw new Error('no rows');
      const checked = await checkImport(db, 'C001', parsed.value);
      if (checked.rows.length !== 5000) throw new Error('rows lost');
    });
    measures.push({
      name: `Outbound/ImportValidate 5,000 rows (${format})`,
      runs: 5,
      medianMs: median,
      maxMs: max,
      cpuMedianMs: cpuMedian,
      cpuMs: cpu,
      budgetMs: 2000,
      note: 'read + check',
    });
  }
  setClock();
  return measures;
}

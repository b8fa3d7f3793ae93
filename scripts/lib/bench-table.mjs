// The table `npm run bench` ends with: a row a figure (scripts/lib/figures.mjs), its runs' minimum,
// median and maximum, its budget and the verdict on the median.
import { summary, verdict } from './figures.mjs';

const DECIMALS = { ms: 0, KiB: 1, score: 2, count: 0 };

/** `value` as the unit is read: whole milliseconds and counts, KiB to a tenth, scores to a hundredth. */
function shown(value, unit) {
  if (value === undefined || Number.isNaN(value)) return '—';
  const text = value.toLocaleString('en', {
    minimumFractionDigits: DECIMALS[unit] ?? 0,
    maximumFractionDigits: DECIMALS[unit] ?? 0,
  });
  return unit === 'ms' || unit === 'KiB' ? `${text} ${unit}` : text;
}

function budgetText({ budget, unit }) {
  if (!budget) return '(information)';
  return budget.max !== undefined ? `≤ ${shown(budget.max, unit)}` : `≥ ${shown(budget.min, unit)}`;
}

/**
 * The lines of the table. A figure with an `error` (its measure failed: a benchmark that crashed, a
 * timeout) says so in place of its values, so a missing figure is never read as a good one.
 */
export function benchTable(figures) {
  const header = ['figure', 'runs', 'min', 'median', 'max', 'budget', ''];
  const rows = figures.map((figure) => {
    if (figure.error || figure.values.length === 0)
      return [figure.name, '0', '—', '—', '—', budgetText(figure), `NOT MEASURED: ${figure.error ?? ''}`];
    const { runs, min, median, max } = summary(figure.values);
    const { unit } = figure;
    return [
      figure.name,
      String(runs),
      shown(min, unit),
      shown(median, unit),
      shown(max, unit),
      budgetText(figure),
      verdict(figure),
    ];
  });
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  // names and verdicts read from the left, numbers from the right
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 || column === row.length - 1
          ? cell.padEnd(widths[column])
          : cell.padStart(widths[column]),
      )
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)];
}

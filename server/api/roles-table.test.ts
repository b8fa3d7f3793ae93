import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// the handlers first (roles-table.ts reads them): route.ts is theirs to load
import { cellsOf, rolesTable, rolesTableIn } from './roles-table';
import { callGates } from './route';

// docs/security.md's roles table is the code's (issue #41 §7): a change of a role's areas or of a
// call's gate that the document does not show fails here (npm run docs:roles writes it anew).
describe('the roles table of docs/security.md', () => {
  it('is the one the calls’ gates and the roles’ areas make', () => {
    const document = readFileSync('docs/security.md', 'utf8');
    expect(cellsOf(rolesTableIn(document))).toEqual(cellsOf(rolesTable()));
  });

  it('says what the gates enforce: a viewer changes nothing, the audit trail is the administrators’', () => {
    const table = rolesTable();
    expect(callGates().size).toBeGreaterThan(100);
    const rowOf = (module: string) =>
      table.split('\n').find((row) => row.startsWith(`| \`${module}/*\``)) ?? '';
    const cells = (module: string) => rowOf(module).split(' | ').slice(1);
    // viewer, orders, finance, admin; warehouse, finance, admin
    expect(cells('Outbound')).toEqual([
      'reads',
      'reads, changes',
      'reads',
      'reads, changes',
      'reads, changes',
      'reads',
      'reads, changes |',
    ]);
    expect(cells('Audit')).toEqual(['—', '—', '—', 'reads', '—', '—', 'reads |']);
    const modules = table.split('\n').filter((row) => row.startsWith('| `'));
    expect(modules.length).toBeGreaterThan(10);
    for (const row of modules) expect(row.split(' | ')[1], row).not.toContain('changes');
  });
});

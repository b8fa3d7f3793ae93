import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { withRolesTable } from '../server/api/roles-table';

// `npm run docs:roles`: writes the roles table (server/api/roles-table.ts) into docs/security.md,
// formatted as `prettier --check` wants it.
const path = 'docs/security.md';
const options = (await resolveConfig(path)) ?? {};
writeFileSync(path, await format(withRolesTable(readFileSync(path, 'utf8')), { ...options, filepath: path }));
console.info(`${path}: the roles table written`);

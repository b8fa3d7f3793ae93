import { seedDb } from '../server/seed/index';
const t0 = performance.now();
const db = await seedDb({ today: Date.UTC(2026, 11, 1) });
const t1 = performance.now();
console.log('seed ms', Math.round(t1 - t0), 'outbounds', db.outbounds.length, 'flow', db.flow.length, 'purseTx', db.purseTransactions.length, 'fees', db.fees.length, 'balances', db.balances.length);

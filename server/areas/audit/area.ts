import { defineArea } from '../area';
import { auditHandlers } from './routes';

/** The audit trail's list (issue #41 §4); what it records is the store's (server/store/audit-recorder.ts). */
export const auditArea = defineArea({ name: 'audit', routes: auditHandlers });

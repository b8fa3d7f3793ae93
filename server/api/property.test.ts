import { againstService, setupMockServer } from '../../mocks/testing';
import { randomUseOverHttp } from './property.run.test-support';
import { seedBeforeAll } from './testing';

// The property test over HTTP (property.run.test-support.ts) in this process, on SQLite as the service
// keeps the data, or against the service on PostgreSQL (vite.config.ts CHART_WALKS); across two
// processes behind a load balancer, server/two-processes.test.ts.

setupMockServer();
if (!againstService()) seedBeforeAll();

randomUseOverHttp(againstService() ? 'the service' : 'this process');

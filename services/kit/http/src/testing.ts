export { openTestPorts } from './testing/test-ports.ts';
export type { TestPorts, TestPortsOptions, TestPortsWithBus } from './testing/test-ports.ts';
export { serveForTest } from './testing/serve-for-test.ts';
export type { ServableForTest, ServedForTest } from './testing/serve-for-test.ts';
export { call } from './testing/api-call.ts';
export type { ApiResponse } from './testing/api-call.ts';
export { eventually } from './testing/eventually.ts';
export { describeServiceFoundation } from './testing/service-foundation.ts';
export type { Foundation, FoundationOptions } from './testing/service-foundation.ts';

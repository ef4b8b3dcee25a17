// Jest-only test support for the micro-frontends; never imported by application code.
export { installFetchMock, errorBody, networkDown, type FetchCall, type MockReply, type MockRoute } from './mock-fetch.ts';
export { mountRemote, runLifecycle, lifecycleProps } from './lifecycle-harness.ts';

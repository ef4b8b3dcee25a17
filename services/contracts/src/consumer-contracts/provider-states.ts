import { buildPath } from '../http/http.ts';
import { verifyHttpAnswer, type ContractViolation, type ProviderAnswer } from './check.ts';
import type { ContractRequest, HttpExpectation } from './types.ts';

/**
 * What a provider's test set up (through its own API) so an interaction can be replayed: the path's
 * parameters, and the body, query and headers that only real data can give (ids, secrets, tokens).
 */
export type ProviderState = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * The provider's set-up of each interaction it serves, keyed by interaction name. It is given the
 * expectation, so a recorded request body can be sent with the ids of the data it set up.
 */
export type ProviderStates = Record<string, (expectation: HttpExpectation) => Promise<ProviderState>>;

/** The request to replay: the consumer's method and route, filled with the provider's real data. */
export type FilledRequest = { method: ContractRequest['method']; path: string; body?: unknown; headers: Record<string, string> };

export function fillRequest(e: HttpExpectation, state: ProviderState): FilledRequest {
  const query = state.query ? `?${new URLSearchParams(state.query)}` : '';
  const body = state.body ?? e.request.body?.example;
  return {
    method: e.request.method,
    path: `${buildPath(e.request.path, state.params)}${query}`,
    ...(body === undefined ? {} : { body }),
    headers: { ...e.request.headers, ...state.headers },
  };
}

/** The set-up of `e`, or an error naming the consumer's interaction the provider has no state for yet. */
export function stateFor(states: ProviderStates, e: HttpExpectation): ProviderStates[string] {
  const state = states[e.interaction];
  if (!state) throw new Error(`${e.provider} has no provider state for ${e.consumer}'s interaction "${e.interaction}": add one to its consumer-contracts test`);
  return state;
}

/** Sends a filled request to the provider under test (its harness's HTTP call). */
export type SendRequest = (request: FilledRequest) => Promise<ProviderAnswer>;

/** Sets up `e`'s provider state, replays the consumer's request and lists what the answer breaks. */
export async function replayExpectation(e: HttpExpectation, states: ProviderStates, send: SendRequest): Promise<ContractViolation[]> {
  const request = fillRequest(e, await stateFor(states, e)(e));
  return verifyHttpAnswer(e, await send(request));
}

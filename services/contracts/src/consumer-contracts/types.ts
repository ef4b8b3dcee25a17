import type { z } from 'zod';
import type { DomainEvent, Topic } from '../events/events.ts';

/** The services that answer HTTP requests of another part of the platform. */
export type Provider = 'quiz' | 'attempt' | 'content' | 'shortlink' | 'generation';

/**
 * A JSON path into a response or event: `a.b` for a nested field, `a[].b` for the field of every element
 * of array `a`, `[].b` for a top-level array's elements.
 */
export type FieldPath = string;

/**
 * A JSON body a consumer sends, recorded: the contracts' tests check `example` against the shared request
 * `schema`, the consumer's test that its client sends exactly it, and the provider replays it (its state
 * may put the ids of the data it set up in place of the recorded ones).
 */
export type RecordedBody = { example: unknown; schema: z.ZodType };

/** The request a consumer makes; `path` is the route's pattern (`/api/quizzes/:id`), filled by the provider's state. */
export type ContractRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: RecordedBody;
  headers?: Record<string, string>;
};

/** One HTTP call a consumer makes, and the fields of the answer it reads. */
export type HttpExpectation = {
  /** Who relies on it: a front end (`mfe-quiz`) or a service's client (`attempt-service/answer-key.client`). */
  consumer: string;
  provider: Provider;
  /** Names the call and the provider state it needs ("a published untimed quiz read by its code"). */
  interaction: string;
  request: ContractRequest;
  response: {
    status: number;
    /** Every field the consumer's code reads; nothing more (the provider may change the rest freely). */
    fieldsRelied: readonly FieldPath[];
    /** A recorded answer, checked against `schema` by the contracts' own tests (`undefined`: no body, as a 204). */
    example: unknown;
    /** The shared zod schema of the route's answer (`NO_CONTENT` holds the whole answer of a 204). */
    schema: z.ZodType;
  };
};

/** One event a consumer handles, and the fields of it it reads. */
export type EventExpectation = {
  consumer: string;
  topic: Topic;
  type: DomainEvent['type'];
  version: DomainEvent['version'];
  fieldsRelied: readonly FieldPath[];
  /** A recorded event, checked against `domainEventSchema`. */
  example: DomainEvent;
};

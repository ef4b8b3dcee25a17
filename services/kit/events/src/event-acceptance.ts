import { type DomainEvent, domainEventSchema, eventIdentitySchema, KNOWN_EVENT_VERSIONS } from '@quizlink/contracts/events';
import { DEAD_LETTER_REASONS, MAX_DEAD_LETTER_DETAIL_LENGTH, type DeadLetterCause } from './dead-letter.ts';
import type { AcceptedEvents } from './event-bus.ts';

/**
 * What a consumer does with one message:
 * - `event`: hand it to the handler;
 * - `ignored`: a known type the consumer left out of its `accepts` on purpose (events other consumers of
 *   the topic want): committed, nothing else;
 * - `deadLetter`: it cannot be taken now (see DEAD_LETTER_REASONS); it goes to `<topic>.dlq`.
 */
export type MessageVerdict = { event: DomainEvent } | { ignored: string } | { deadLetter: DeadLetterCause };

const detail = (text: string) => text.slice(0, MAX_DEAD_LETTER_DETAIL_LENGTH);

/** The verdict for a known envelope's type and version, against what the consumer accepts. */
export function acceptanceOf(envelope: { type: string; version: number }, accepts: AcceptedEvents = KNOWN_EVENT_VERSIONS): MessageVerdict | undefined {
  const { type, version } = envelope;
  const known = KNOWN_EVENT_VERSIONS[type];
  if (!known) return { deadLetter: { reason: DEAD_LETTER_REASONS.unknownType, detail: detail(`type ${type} is not in this build's contracts`) } };
  const accepted = accepts[type];
  if (!accepted) return { ignored: `type ${type} is not one this consumer takes` };
  if (!known.includes(version) || !accepted.includes(version)) {
    return { deadLetter: { reason: DEAD_LETTER_REASONS.unknownVersion, detail: detail(`${type} version ${version}; this consumer knows ${accepted.join(', ')}`) } };
  }
  return undefined;
}

/** Reads a message another process wrote: never throws; every outcome is a verdict. */
export function readMessage(raw: string, accepts?: AcceptedEvents): MessageVerdict {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { deadLetter: { reason: DEAD_LETTER_REASONS.unparsable, detail: 'not JSON' } };
  }
  const envelope = eventIdentitySchema.safeParse(json);
  if (!envelope.success) return { deadLetter: { reason: DEAD_LETTER_REASONS.unparsable, detail: detail(`no event envelope: ${issueText(envelope.error)}`) } };
  const verdict = acceptanceOf(envelope.data, accepts);
  if (verdict) return verdict;
  const event = domainEventSchema.safeParse(json);
  if (!event.success) return { deadLetter: { reason: DEAD_LETTER_REASONS.unparsable, detail: detail(issueText(event.error)) } };
  return { event: event.data };
}

function issueText(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  return `${issue?.path.map(String).join('.') || '(root)'}: ${issue?.message}`;
}

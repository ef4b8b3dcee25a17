import { type DomainEvent, domainEventSchema } from '@quizlink/contracts/events';

/**
 * Publishers validate before anything leaves the process, so a malformed event is the publisher's
 * error at the call site rather than a poison message for every consumer.
 */
export function assertValidEvents(events: DomainEvent[]): DomainEvent[] {
  return events.map((event) => {
    const result = domainEventSchema.safeParse(event);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new TypeError(`invalid domain event ${String((event as { id?: unknown }).id)}: ${issue?.path.join('.')} ${issue?.message}`);
    }
    return result.data;
  });
}

/** Consumers read events other processes wrote: anything that does not parse is reported, not thrown. */
export function parseEvent(raw: string): { event: DomainEvent } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { problem: 'not JSON' };
  }
  const result = domainEventSchema.safeParse(json);
  if (result.success) return { event: result.data };
  const issue = result.error.issues[0];
  return { problem: `${issue?.path.join('.') || '(root)'}: ${issue?.message}` };
}

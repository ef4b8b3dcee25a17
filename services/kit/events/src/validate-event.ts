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

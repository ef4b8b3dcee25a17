import { z } from 'zod';
import { openEndedAnswerSchema, scoredAnswerSchema } from '../attempt/attempts.ts';

/** Kafka topics, `<aggregate>.events.v1`. */
export const TOPICS = { attemptEvents: 'attempt.events.v1', quizEvents: 'quiz.events.v1' } as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export const EVENT_TYPES = {
  attemptSubmitted: 'attempt.submitted',
  quizDeleted: 'quiz.deleted',
  quizQuestionsChanged: 'quiz.questions-changed',
} as const;

/** Every event: a unique id (consumers skip ids they already handled), a type and a version. */
const envelope = <T extends string, V extends number, D extends z.ZodType>(type: T, version: V, data: D) =>
  z.object({
    id: z.uuid(),
    type: z.literal(type),
    version: z.literal(version),
    occurredAt: z.string(),
    /** Partition key: events of one aggregate stay in order. */
    key: z.string(),
    data,
  });

export const attemptSubmittedV1Schema = envelope(
  EVENT_TYPES.attemptSubmitted,
  1,
  z.object({
    attemptId: z.uuid(),
    quizId: z.number().int(),
    userAnswerId: z.number().int(),
    userName: z.string(),
    score: z.number().int(),
    totalQuestions: z.number().int(),
    completedAt: z.string(),
    answers: z.array(scoredAnswerSchema),
    openEndedAnswers: z.array(openEndedAnswerSchema),
    /**
     * The questions the attempt was scored on (the quiz's questions at submission). Optional: events
     * from before it was added lack it, and the dashboard then infers them (see the quiz service).
     */
    questionIds: z.array(z.number().int()).optional(),
  }),
);
export type AttemptSubmittedV1 = z.infer<typeof attemptSubmittedV1Schema>;

/** Why a quiz's data went away: its creator deleted it, or its lifetime ended (the clean-up job). */
export const QUIZ_DELETION_REASONS = ['creator', 'expired'] as const;

/**
 * A quiz's questions and read models are gone; owners of copies (attempts, images) delete theirs.
 * `imageUrls` lists the question images, so the service holding the files can delete them too.
 */
export const quizDeletedV1Schema = envelope(
  EVENT_TYPES.quizDeleted,
  1,
  z.object({
    quizId: z.number().int(),
    reason: z.enum(QUIZ_DELETION_REASONS),
    deletedAt: z.string(),
    imageUrls: z.array(z.string()),
  }),
);
export type QuizDeletedV1 = z.infer<typeof quizDeletedV1Schema>;

/**
 * A published quiz's questions changed (POST /api/questions added one): holders of a copy of its
 * answer key (the attempt service's cache) drop it, so the next attempt is scored on the new key.
 */
export const quizQuestionsChangedV1Schema = envelope(EVENT_TYPES.quizQuestionsChanged, 1, z.object({ quizId: z.number().int() }));
export type QuizQuestionsChangedV1 = z.infer<typeof quizQuestionsChangedV1Schema>;

/** Every event on the wire, discriminated by `type`. */
export const domainEventSchema = z.discriminatedUnion('type', [attemptSubmittedV1Schema, quizDeletedV1Schema, quizQuestionsChangedV1Schema]);
export type DomainEvent = z.infer<typeof domainEventSchema>;

/**
 * The versions of each event type this build knows, from `domainEventSchema`. Consumers accept all of
 * them unless they declare fewer; an event whose type or version is not listed here is dead-lettered by
 * its consumers (kit-events), not skipped, so it can be replayed once they know it.
 */
export const KNOWN_EVENT_VERSIONS: Readonly<Record<string, readonly number[]>> = domainEventSchema.options.reduce<Record<string, number[]>>((known, schema) => {
  const type = schema.shape.type.value;
  known[type] = [...(known[type] ?? []), schema.shape.version.value];
  return known;
}, {});

/** Just the envelope's id, type and version, of any event: tells an unknown type or version from a broken payload. */
export const eventIdentitySchema = z.looseObject({ id: z.string(), type: z.string(), version: z.number().int() });

/**
 * Names of the Kafka headers of every event message: the one spelling of them, which kit-events
 * writes and reads and the AsyncAPI document describes (`traceparent` is W3C's, set by kit-tracing).
 */
export const EVENT_HEADER_NAMES = { eventId: 'event-id', eventType: 'event-type', traceparent: 'traceparent' } as const;

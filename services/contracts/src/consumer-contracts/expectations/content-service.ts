import { EVENT_TYPES, TOPICS } from '../../events/events.ts';
import type { EventExpectation } from '../types.ts';

export const CONTENT_SERVICE_CONSUMERS = { quizImages: 'content-service/quiz-deleted.consumer' } as const;

const DELETED_AT = '2026-01-01T11:00:00.000Z';

/** quiz-deleted.consumer.ts deletes the question images the event names. */
export const contentServiceEventExpectations: readonly EventExpectation[] = [
  {
    consumer: CONTENT_SERVICE_CONSUMERS.quizImages,
    topic: TOPICS.quizEvents,
    type: EVENT_TYPES.quizDeleted,
    version: 1,
    fieldsRelied: ['data.quizId', 'data.reason', 'data.imageUrls'],
    example: {
      id: '4e9c8f4b-5a6d-4e8f-9a0b-2c3d4e5f6071',
      type: EVENT_TYPES.quizDeleted,
      version: 1,
      occurredAt: DELETED_AT,
      key: '7',
      data: { quizId: 7, reason: 'expired', deletedAt: DELETED_AT, imageUrls: ['/api/uploads/0123456789abcdef.png'] },
    },
  },
];

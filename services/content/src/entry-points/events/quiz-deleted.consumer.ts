import type { Sequelize, Transaction } from 'sequelize';
import { type DomainEvent, EVENT_TYPES, quizDeletedV1Schema } from '@quizlink/contracts/events';
import { idempotentHandler } from '@quizlink/kit-events';
import type { Logger } from '@quizlink/kit-logger';
import { uploadNamesIn } from '../../domain/upload-references.ts';

/** One group for all content instances: each deletion is done by one of them. */
export const QUIZ_IMAGES_CONSUMER_GROUP = 'content-service.quiz-images';
/** Name under which handled event ids are recorded in processed_events. */
export const QUIZ_IMAGES_CONSUMER_NAME = 'content.quiz-images';

export type QuizImageStores = {
  images: { remove(names: readonly string[], transaction?: Transaction): Promise<number> };
  blog: { mentionedUploads(names: readonly string[], transaction?: Transaction): Promise<Set<string>> };
};

/**
 * A quiz deleted by its creator or purged after its lifetime takes its question images with it.
 * Only `/api/uploads/{name}` paths are honoured, and an image a blog post shows is kept even if a
 * quiz named it (a creator can paste any upload URL into a question). The event id is recorded in
 * the same transaction as the deletion; a malformed event is logged and skipped (retrying it could
 * never succeed and would hold up the events behind it).
 */
export function quizDeletedConsumer(deps: { sequelize: Sequelize; logger: Logger; stores: QuizImageStores }) {
  return idempotentHandler({
    sequelize: deps.sequelize,
    consumer: QUIZ_IMAGES_CONSUMER_NAME,
    logger: deps.logger,
    handle: async (event: DomainEvent, transaction: Transaction) => {
      if (event.type !== EVENT_TYPES.quizDeleted) return;
      const parsed = quizDeletedV1Schema.safeParse(event);
      if (!parsed.success) {
        deps.logger.warn({ eventId: event.id, issues: parsed.error.issues }, 'skipping malformed quiz.deleted event');
        return;
      }
      const { quizId, reason, imageUrls } = parsed.data.data;
      const named = uploadNamesIn(imageUrls);
      const blogImages = await deps.stores.blog.mentionedUploads(named, transaction);
      const deleted = await deps.stores.images.remove(named.filter((name) => !blogImages.has(name)), transaction);
      deps.logger.info({ quizId, reason, named: named.length, keptForBlog: blogImages.size, deleted }, 'quiz images deleted');
    },
  });
}

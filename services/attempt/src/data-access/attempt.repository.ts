import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import { type AttemptSubmittedV1, TOPICS } from '@quizlink/contracts/events';
import { createPreparedReads } from '@quizlink/kit-db';
import { addManyToOutbox, addToOutbox, currentTraceContext } from '@quizlink/kit-events';
import { DuplicateIdempotencyKeyError, QuizDeletedError, StartAlreadyUsedError, type AttemptRecord, type AttemptStore, type RankedEntry } from '../domain/attempt-model.ts';
import { rankBucketOf, rankOf, sharedRanks } from '../domain/leaderboard.ts';
import type { AttemptModel, AttemptRow, AttemptStartModel } from './attempt.model.ts';
import { createAttemptStartRepository } from './attempt-start.repository.ts';
import { createGroupCommit } from './group-commit.ts';
import { commitAttemptsMysql } from './mysql-attempt-batch.ts';
import { isQuizDeleted, markQuizDeleted } from './deleted-quizzes.ts';
import { claimTieRank, claimTieRankUnlessDeletedSqlite, claimTieRanksUnlessDeleted, countAttempts } from './leaderboard-buckets.ts';
import { writeAttemptsSqlite } from './sqlite-attempt-batch.ts';

const toRecord = (row: AttemptRow): AttemptRecord => ({
  id: row.id,
  quizId: row.quizId,
  userAnswerId: row.userAnswerId,
  userName: row.userName,
  score: row.score,
  totalQuestions: row.totalQuestions,
  answers: JSON.parse(row.answersJson) as AttemptRecord['answers'],
  openEndedAnswers: JSON.parse(row.openEndedAnswersJson) as AttemptRecord['openEndedAnswers'],
  completedAt: new Date(row.completedAt),
  idempotencyKey: row.idempotencyKey,
  secretHash: row.secretHash,
});

/** A board row as the prepared reads return it: the model's names, `completedAt` as the driver gives it (a Date, or SQLite's text with its offset). */
type AttemptBoardRow = Pick<AttemptRow, 'id' | 'userName' | 'score' | 'totalQuestions' | 'rankBucket'> & { completedAt: Date | string };
/** Only the public columns are even read for boards: they never see answers. */
const BOARD_SELECT =
  'SELECT id, user_name AS userName, score, total_questions AS totalQuestions, completed_at AS completedAt, rank_bucket AS rankBucket FROM attempts';
/** Board order: the (quiz_id, rank_bucket, tie_rank) index's. */
const BOARD_ORDER = 'ORDER BY rank_bucket, tie_rank';
const toEntry = (row: AttemptBoardRow, rank: number): RankedEntry => ({
  id: row.id,
  userName: row.userName,
  score: row.score,
  totalQuestions: row.totalQuestions,
  completedAt: new Date(row.completedAt).toISOString(),
  rank,
});

/** Rows read in board order from the top, with shared ranks for equal ratios (1, 1, 3). */
const toRankedEntries = (rows: readonly AttemptBoardRow[]): RankedEntry[] => {
  const ranks = sharedRanks(rows.map((row) => row.rankBucket));
  return rows.map((row, index) => toEntry(row, ranks[index] ?? index + 1));
};

/** MySQL/MariaDB may pick a transaction as a deadlock victim; running it again is the documented remedy. */
const isDeadlock = (error: unknown): boolean => /deadlock/i.test(String((error as { parent?: { code?: string } })?.parent?.code ?? (error as Error)?.message ?? ''));

export type AttemptRepositoryHooks = {
  /** Runs once the transaction holding an attempt and its outbox row has committed (the relay publishes at once). */
  afterEventCommitted?: () => void;
};

export function createAttemptRepository(
  sequelize: Sequelize,
  models: { Attempt: AttemptModel; AttemptStart: AttemptStartModel },
  hooks: AttemptRepositoryHooks = {},
): AttemptStore {
  const { Attempt } = models;
  const starts = createAttemptStartRepository(sequelize, models.AttemptStart);
  const reads = createPreparedReads(sequelize);

  /**
   * Inside the submit transaction: refuses a deleted quiz (QuizDeletedError) and a used start
   * (StartAlreadyUsedError), and claims the attempt's tie rank in its bucket. On SQLite the tombstone
   * check and the claim are one statement (the write turn is serialised, every round trip in it counts).
   */
  const claimPlace = async (attempt: AttemptRecord, rankBucket: number, startId: string | undefined, transaction: Transaction): Promise<number> => {
    const claimStart = async () => {
      if (startId && !(await starts.useStart(startId, attempt.id, transaction))) throw new StartAlreadyUsedError();
    };
    if (sequelize.getDialect() === 'sqlite') {
      const tieRank = await claimTieRankUnlessDeletedSqlite(sequelize, attempt.quizId, rankBucket, transaction);
      if (tieRank === undefined) throw new QuizDeletedError();
      await claimStart();
      return tieRank;
    }
    if (await isQuizDeleted(sequelize, attempt.quizId, transaction)) throw new QuizDeletedError();
    await claimStart();
    return claimTieRank(sequelize, attempt.quizId, rankBucket, transaction);
  };

  /** `traceContext`: the submitting request's trace, taken in the request (the write itself may run in another's turn). */
  type Write = { attempt: AttemptRecord; event: AttemptSubmittedV1; startId: string | undefined; traceContext: string | null };
  const attemptRow = (attempt: AttemptRecord, rankBucket: number, tieRank: number) => ({
    id: attempt.id,
    quizId: attempt.quizId,
    userAnswerId: attempt.userAnswerId,
    userName: attempt.userName,
    score: attempt.score,
    totalQuestions: attempt.totalQuestions,
    answersJson: JSON.stringify(attempt.answers),
    openEndedAnswersJson: JSON.stringify(attempt.openEndedAnswers),
    idempotencyKey: attempt.idempotencyKey,
    completedAt: attempt.completedAt,
    rankBucket,
    tieRank,
    secretHash: attempt.secretHash,
  });
  const write = async ({ attempt, event, startId, traceContext }: Write, transaction: Transaction) => {
    const rankBucket = rankBucketOf(attempt.score, attempt.totalQuestions);
    const tieRank = await claimPlace(attempt, rankBucket, startId, transaction);
    await Attempt.create(attemptRow(attempt, rankBucket, tieRank), { transaction });
    await addToOutbox(sequelize, TOPICS.attemptEvents, event, transaction, traceContext);
  };
  /**
   * Group commit: what `write` does, for every write of the batch at once — the tombstones and tie ranks
   * claimed together (claimTieRanksUnlessDeleted), each used start, one multi-row insert of attempts, one
   * of outbox rows. Any refusal throws, the batch rolls back and its writes run again one by one
   * (group-commit.ts).
   */
  const writeMany = async (items: Write[], transaction: Transaction) => {
    const buckets = items.map(({ attempt }) => rankBucketOf(attempt.score, attempt.totalQuestions));
    const claims = items.map(({ attempt }, index) => ({ quizId: attempt.quizId, rankBucket: buckets[index] as number }));
    const tieRanks = await claimTieRanksUnlessDeleted(sequelize, claims, transaction);
    if (!tieRanks) throw new QuizDeletedError();
    for (const { attempt, startId } of items) {
      if (startId && !(await starts.useStart(startId, attempt.id, transaction))) throw new StartAlreadyUsedError();
    }
    await Attempt.bulkCreate(
      items.map(({ attempt }, index) => attemptRow(attempt, buckets[index] as number, tieRanks[index] as number)),
      { transaction },
    );
    await addManyToOutbox(sequelize, TOPICS.attemptEvents, items.map((item) => item.event), transaction, items.map((item) => item.traceContext));
  };
  // Group commit in both dialects: the writes queued behind one transaction share the next. SQLite runs
  // one write transaction at a time anyway; on MySQL/MariaDB it turns the hot bucket rows' lock and the
  // commit's log flush into one per batch instead of one per submission.
  // An untimed batch commits past Sequelize: on SQLite as plain statements in the file's write turn, two
  // waits (sqlite-attempt-batch.ts); on MySQL/MariaDB as one script, one round trip (mysql-attempt-batch.ts).
  // A batch with starts takes writeMany.
  const commitUntimed = sequelize.getDialect() === 'sqlite' ? writeAttemptsSqlite : commitAttemptsMysql;
  const commitMany = (items: Write[]) =>
    items.every((item) => !item.startId) ? commitUntimed(sequelize, items) : sequelize.transaction((transaction) => writeMany(items, transaction));
  const writeInTransaction = createGroupCommit(sequelize, write, writeMany, commitMany);
  const insertOnce = async (attempt: AttemptRecord, event: AttemptSubmittedV1, startId?: string) => {
    await writeInTransaction({ attempt, event, startId, traceContext: currentTraceContext() });
    hooks.afterEventCommitted?.();
  };

  return {
    ...starts,
    /** Every submission with a key asks this first: a prepared read, past Sequelize's per-query work. */
    async findByIdempotencyKey(userAnswerId, idempotencyKey) {
      const [row] = await reads.all<{ id: string; quiz_id: number }>(
        'SELECT id, quiz_id FROM attempts WHERE user_answer_id = ? AND idempotency_key = ? LIMIT 1',
        [userAnswerId, idempotencyKey],
      );
      return row ? { id: row.id, quizId: Number(row.quiz_id) } : undefined;
    },

    /** The outbox row commits with the attempt, so an event is published if and only if the attempt exists. */
    async insertWithEvent(attempt, event, startId) {
      for (let tries = 1; ; tries += 1) {
        try {
          await insertOnce(attempt, event, startId);
          return;
        } catch (error) {
          if (error instanceof UniqueConstraintError && attempt.idempotencyKey) throw new DuplicateIdempotencyKeyError(error);
          if (!isDeadlock(error) || tries >= 3) throw error;
        }
      }
    },

    async findById(id) {
      const row = await Attempt.findByPk(id);
      return row ? toRecord(row) : undefined;
    },

    async findBySecretHash(secretHash) {
      const row = await Attempt.findOne({ where: { secretHash } });
      return row ? toRecord(row) : undefined;
    },

    async rotateSecret(attemptId, secretHash) {
      await Attempt.update({ secretHash }, { where: { id: attemptId } });
    },

    async listForQuiz(quizId) {
      return toRankedEntries(await reads.all<AttemptBoardRow>(`${BOARD_SELECT} WHERE quiz_id = ? ${BOARD_ORDER}`, [quizId]));
    },

    /**
     * Reads `limit` rows of the (quiz_id, rank_bucket, tie_rank) index: ranks follow from their positions.
     * The board's reads are prepared reads: every results page polls them while submissions are written.
     */
    async leaderboardTop(quizId, limit) {
      // The limit as text: mysql2 binds a JS number as a DOUBLE, which MySQL 8 refuses for LIMIT (MariaDB and SQLite take either).
      return toRankedEntries(await reads.all<AttemptBoardRow>(`${BOARD_SELECT} WHERE quiz_id = ? ${BOARD_ORDER} LIMIT ?`, [quizId, String(limit)]));
    },

    async leaderboardEntryBySecret(quizId, secretHash) {
      const [row] = await reads.all<AttemptBoardRow>(`${BOARD_SELECT} WHERE secret_hash = ? AND quiz_id = ? LIMIT 1`, [secretHash, quizId]);
      if (!row) return undefined;
      return toEntry(row, rankOf(await countAttempts(reads, quizId, row.rankBucket)));
    },

    leaderboardSize: (quizId) => countAttempts(reads, quizId),

    async deleteQuizData(quizId, deletedAt) {
      return sequelize.transaction(async (transaction) => {
        // The tombstone first: it waits for submissions already past their check, whose attempts then go too.
        await markQuizDeleted(sequelize, quizId, deletedAt, transaction);
        const deleted = await Attempt.destroy({ where: { quizId }, transaction });
        await starts.deleteForQuiz(quizId, transaction);
        await sequelize.query('DELETE FROM leaderboard_buckets WHERE quiz_id = ?', { replacements: [quizId], transaction });
        return deleted;
      });
    },
  };
}

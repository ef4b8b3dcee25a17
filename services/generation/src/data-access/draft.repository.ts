import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { DraftProgress, DraftStatusValue, SuggestionType } from '@quizlink/contracts/draft';
import type { GeneratedQuestion } from '../domain/draft-model.ts';
import {
  RUNNING_STATUSES,
  type DraftContent,
  type DraftOutcome,
  type DraftRequest,
  type DraftStore,
  type QuestionStatus,
  type StoredQuestion,
  type StoredSession,
} from '../domain/draft-store.ts';
import type { DraftModels, DraftQuestionRow, DraftSessionRow } from './draft.model.ts';

const EMPTY_OUTCOME: DraftOutcome = { warnings: [], error: null, generator: null };

function toSession(row: DraftSessionRow): StoredSession {
  const content = JSON.parse(row.sourcesJson) as DraftContent | { pending: true };
  return {
    id: row.id,
    userName: row.userName,
    clientKey: row.clientKey,
    status: row.status as DraftStatusValue,
    request: JSON.parse(row.settingsJson) as DraftRequest,
    content: 'segments' in content ? content : null,
    progress: JSON.parse(row.progressJson ?? 'null') as DraftProgress,
    outcome: row.outcomeJson ? (JSON.parse(row.outcomeJson) as DraftOutcome) : EMPTY_OUTCOME,
    watchedAt: row.watchedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toQuestion(row: DraftQuestionRow): StoredQuestion {
  return {
    id: row.id,
    sessionId: row.sessionId,
    position: row.position,
    questionType: row.questionType as SuggestionType,
    status: row.status as QuestionStatus,
    question: JSON.parse(row.payloadJson) as GeneratedQuestion,
    createdAt: row.createdAt,
    usedAt: row.usedAt,
  };
}

/** Draft sessions and their questions in the generation service's own tables. */
export function createDraftRepository({ Session, Question }: DraftModels): DraftStore {
  return {
    async createSession(s) {
      await Session.create({
        id: s.id,
        userName: s.userName,
        status: s.status,
        settingsJson: JSON.stringify(s.request),
        sourcesJson: JSON.stringify({ pending: true }),
        clientKey: s.clientKey,
        progressJson: JSON.stringify(s.progress),
        outcomeJson: null,
        watchedAt: s.watchedAt,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      });
    },

    async findSession(id) {
      const row = await Session.findByPk(id);
      return row ? toSession(row) : null;
    },

    async updateSession(id, patch, now, whenStatusIn) {
      const values: Partial<DraftSessionRow> = { updatedAt: now };
      if (patch.status) values.status = patch.status;
      if (patch.progress) values.progressJson = JSON.stringify(patch.progress);
      if (patch.outcome) values.outcomeJson = JSON.stringify(patch.outcome);
      if (patch.content) values.sourcesJson = JSON.stringify(patch.content);
      if (patch.watchedAt) values.watchedAt = patch.watchedAt;
      const where = whenStatusIn ? { id, status: { [Op.in]: [...whenStatusIn] } } : { id };
      const [count] = await Session.update(values, { where });
      return count > 0;
    },

    async touchWatched(id, now) {
      await Session.update({ watchedAt: now }, { where: { id } });
    },

    async readControl(id) {
      const row = await Session.findByPk(id, { attributes: ['status', 'watchedAt'] });
      return row ? { status: row.status as DraftStatusValue, watchedAt: row.watchedAt } : null;
    },

    countRunningForClient: (clientKey, updatedSince) =>
      Session.count({ where: { clientKey, status: { [Op.in]: [...RUNNING_STATUSES] }, updatedAt: { [Op.gte]: updatedSince } } }),


    async addQuestions(sessionId, questions, now) {
      const last = (await Question.max<number, DraftQuestionRow>('position', { where: { sessionId } })) ?? -1;
      const rows = questions.map((question, i) => ({
        id: randomUUID(),
        sessionId,
        position: last + 1 + i,
        questionType: question.questionType,
        status: 'pool',
        payloadJson: JSON.stringify(question),
        createdAt: now,
        usedAt: null,
      }));
      if (rows.length > 0) await Question.bulkCreate(rows);
      return rows.map((r) => ({ ...r, questionType: r.questionType as SuggestionType, status: 'pool' as const, question: questions[r.position - last - 1]! }));
    },

    async takeNextSuggestion(sessionId, type) {
      // Two callers may race for the same row: the conditional update decides who got it.
      for (let attempt = 0; attempt < 5; attempt++) {
        const next = await Question.findOne({ where: { sessionId, questionType: type, status: 'pool' }, order: [['position', 'ASC']] });
        if (!next) return null;
        const [count] = await Question.update({ status: 'suggested' }, { where: { id: next.id, status: 'pool' } });
        if (count === 1) return { ...toQuestion(next), status: 'suggested' };
      }
      return null;
    },

    async findQuestion(sessionId, id) {
      const row = await Question.findOne({ where: { sessionId, id } });
      return row ? toQuestion(row) : null;
    },

    async markUsed(sessionId, id, question, now) {
      await Question.update({ status: 'used', payloadJson: JSON.stringify(question), usedAt: now }, { where: { sessionId, id } });
    },

    async listQuestions(sessionId) {
      const rows = await Question.findAll({ where: { sessionId }, order: [['position', 'ASC']] });
      return rows.map(toQuestion);
    },
  };
}

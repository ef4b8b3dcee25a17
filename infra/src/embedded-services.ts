import type express from 'express';
import type { Sequelize } from 'sequelize';
import type { ServiceName } from '@quizlink/contracts/platform';
import type { Cache } from '@quizlink/kit-cache';
import type { EventBus } from '@quizlink/kit-events';
import type { Logger } from '@quizlink/kit-logger';
import { createAttemptService, loadAttemptConfig } from '@quizlink/attempt-service';
import { createContentService, loadContentConfig } from '@quizlink/content-service';
import { createGenerationService, loadGenerationConfig } from '@quizlink/generation-service';
import { createQuizService, loadQuizConfig } from '@quizlink/quiz-service';
import { createShortlinkService, loadShortlinkConfig } from '@quizlink/shortlink-service';

export type EmbeddedPorts = { sequelize: Sequelize; cache: Cache; bus: EventBus; logger: Logger };
export type RunningService = { app: express.Express; start(): Promise<void>; stop(): Promise<void>; closeAfterDrain?(): Promise<void> };

/**
 * How the embedded launcher builds each service: its own config loader (so every variable means
 * the same as in distributed mode) and its factory. Order matters: a service may need the URL of
 * one started before it (the attempt service asks the quiz service for answer keys).
 */
export type EmbeddedService = {
  name: ServiceName;
  create(env: NodeJS.ProcessEnv, ports: EmbeddedPorts): Promise<RunningService>;
};

export const EMBEDDED_SERVICES: readonly EmbeddedService[] = [
  { name: 'quiz', create: (env, ports) => createQuizService({ ...ports, config: loadQuizConfig(env) }) },
  { name: 'attempt', create: (env, ports) => createAttemptService({ ...ports, config: loadAttemptConfig(env) }) },
  { name: 'generation', create: (env, ports) => createGenerationService({ ...ports, config: loadGenerationConfig(env) }) },
  { name: 'content', create: (env, ports) => createContentService({ ...ports, config: loadContentConfig(env) }) },
  { name: 'shortlink', create: (env, ports) => createShortlinkService({ ...ports, config: loadShortlinkConfig(env) }) },
];

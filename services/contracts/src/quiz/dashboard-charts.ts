import { z } from 'zod';

/**
 * The score bands of the dashboard's score distribution, in rounded percent (both ends included).
 * Bands of 20 points map a 5-question quiz's scores (0, 20, … 100) one to a band; a perfect score
 * has a band of its own.
 */
export const SCORE_BANDS: ReadonlyArray<{ fromPercent: number; toPercent: number }> = [
  { fromPercent: 0, toPercent: 19 },
  { fromPercent: 20, toPercent: 39 },
  { fromPercent: 40, toPercent: 59 },
  { fromPercent: 60, toPercent: 79 },
  { fromPercent: 80, toPercent: 99 },
  { fromPercent: 100, toPercent: 100 },
];

/** How many attempts chose one listed option of a multiple-choice question; `isCorrect` marks the right one. */
export const optionCountSchema = z.object({ option: z.string(), count: z.number().int(), isCorrect: z.boolean() });
export type OptionCount = z.infer<typeof optionCountSchema>;

/** Attempts whose rounded percentage falls in one of SCORE_BANDS (scored attempts only). */
export const scoreBandCountSchema = z.object({ fromPercent: z.number().int(), toPercent: z.number().int(), count: z.number().int() });
export type ScoreBandCount = z.infer<typeof scoreBandCountSchema>;

/**
 * Attempts completed in one clock hour (UTC start, ISO 8601). Only hours with attempts are listed,
 * oldest first: the browser groups them by the creator's local hour or day.
 */
export const hourlyAttemptsSchema = z.object({ hourStart: z.string(), count: z.number().int() });
export type HourlyAttempts = z.infer<typeof hourlyAttemptsSchema>;

/** The dashboard's per-question chart fields (added to questionPerformanceSchema). */
export const questionChartFields = {
  /**
   * Attempts that were given this question: a question added after publishing is not counted as
   * missed by the attempts made before it. The correct share is over these.
   */
  seenCount: z.number().int(),
  /** Every listed option in order with how many chose it (multiple choice; empty for open-ended). */
  optionCounts: z.array(optionCountSchema),
};

/** The dashboard's chart fields (added to dashboardResponseSchema). */
export const dashboardChartFields = {
  /** One entry per SCORE_BANDS band, in order, counting scored attempts (totalQuestions above 0). */
  scoreDistribution: z.array(scoreBandCountSchema),
  /** Every attempt by the hour it was completed in. */
  attemptsPerHour: z.array(hourlyAttemptsSchema),
};

/** Texts of the dashboard's charts (ours, not spec quotes). */
export const DASHBOARD_CHART_TEXTS = {
  /** Before any attempt was given the question: neutral, not "0% correct · mostly missed". */
  noAnswersYet: 'No answers yet',
  showNumbers: 'Show the numbers',
  rightAnswer: 'right answer',
  optionHeader: 'Answer',
  countHeader: 'People',
  scoreHeader: 'Score',
  attemptsHeader: 'Attempts',
  timeHeader: 'Time',
  dayHeader: 'Day',
  scoreDistributionHeading: 'Score distribution',
  attemptsOverTimeHeading: 'Attempts over time',
  /** aria-label of a question's answers chart. */
  answersChart: (questionText: string): string => `How people answered "${questionText}": number of people per answer, the right answer in green`,
  scoreChart: 'Score distribution: number of attempts per score range',
  attemptsChart: (unit: 'hour' | 'day'): string => `Attempts over time: number of attempts per ${unit}`,
  /** How many answered among the attempts that were given the question. */
  answeredOfSeen: (answered: number, seen: number): string => `${answered} of ${seen} who got this question answered it`,
} as const;

/** A score band's label: '0–19%', or '100%' for a band of one value. */
export const scoreBandLabel = (band: { fromPercent: number; toPercent: number }): string =>
  band.fromPercent === band.toPercent ? `${band.fromPercent}%` : `${band.fromPercent}–${band.toPercent}%`;

import { z } from 'zod';
import { baseConfigShape, checkShutdownBudget, loadConfig, portSchema, PRODUCTION_INFRASTRUCTURE, requireInProduction } from '@quizlink/kit-config';
import { PERSONAL_DATA_KINDS } from './data-access/llm-personal-data-kinds.ts';

export const DEFAULT_GENERATION_PORT = 4103;

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** The generation service's environment; the only file that reads process.env. */
export const generationConfigSchema = requireInProduction(z.object({
  ...baseConfigShape,
  PORT: portSchema.default(DEFAULT_GENERATION_PORT),
  /** Set → questions come from an OpenAI-compatible model through LangChain; unset → the offline generator. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Any OpenAI-compatible server (Ollama, vLLM, a proxy). Unset → api.openai.com. */
  OPENAI_BASE_URL: z.url().optional(),
  /** 'jsonSchema' (OpenAI's strict structured outputs) or 'functionCalling' (servers without JSON schema). */
  OPENAI_STRUCTURED_METHOD: z.enum(['jsonSchema', 'functionCalling']).default('jsonSchema'),
  /** Images go to the model as image parts instead of OCR (the model must accept images). */
  OPENAI_VISION: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  OPENAI_TIMEOUT_MS: int(1000, 600_000).default(60_000),
  OPENAI_MAX_RETRIES: int(0, 10).default(2),
  /**
   * Personal data removed from every text before it is sent to the model server, as a comma-separated
   * list of PERSONAL_DATA_KINDS; `none` sends the text as it is. Default: every kind.
   */
  OPENAI_REDACT_PERSONAL_DATA: z
    .string()
    .default(PERSONAL_DATA_KINDS.join(','))
    .transform((v) => (v.trim() === 'none' ? '' : v).split(',').map((k) => k.trim()).filter(Boolean))
    .pipe(z.array(z.enum(PERSONAL_DATA_KINDS))),
  /** Requests answered while the caller waits (generate-more, process-content) must finish before the gateway gives up. */
  GENERATION_SYNC_DEADLINE_MS: int(1000, 600_000).default(9000),
  /** Total text kept from one draft's content; the rest is cut with a warning. */
  GENERATION_MAX_TEXT_CHARS: int(1000, 5_000_000).default(300_000),
  /** Scanned PDFs: pages read by OCR at most (about 4 s each). */
  GENERATION_MAX_OCR_PAGES: int(1, 500).default(20),
  /** Generation requests per client per minute. */
  GENERATION_RATE_PER_MINUTE: int(1, 10_000).default(12),
  /** Generations per client per day (abuse quota; the launch-phase 'x of 3' counter is not enforced). */
  GENERATION_DAILY_QUOTA: int(1, 1_000_000).default(60),
  /** Generations running at once in this instance. */
  GENERATION_MAX_CONCURRENT: int(1, 1000).default(4),
  /** Generations one client may have running at once. */
  GENERATION_MAX_CONCURRENT_PER_CLIENT: int(1, 100).default(2),
  /** A background draft nobody polls for this long is cancelled (the user left). */
  GENERATION_WATCH_TIMEOUT_MS: int(1000, 3_600_000).default(30_000),
  /** A running draft not updated for this long was lost with its instance (crash, restart). */
  GENERATION_STALE_AFTER_MS: int(10_000, 86_400_000).default(180_000),
  /**
   * A folder of `<code>.traineddata.gz` files (e.g. rus) that take precedence over the bundled
   * @tesseract.js-data packages; a language without a file there uses its bundled data.
   */
  TESSERACT_LANG_PATH: z.string().min(1).optional(),
  /** Salt of the hashed client key (IP) kept for quotas; required in production (the default is public). */
  CLIENT_KEY_SALT: z.string().default('quizlink-generation'),
  /**
   * The proxies (the gateway) whose X-Forwarded-For names the client for the quotas: addresses, CIDRs,
   * `loopback`, a hop count, `none`. Unset: loopback outside production, nobody in production.
   */
  TRUST_PROXY: z.string().optional(),
}).superRefine(checkShutdownBudget), {
  // No event bus here: KAFKA_BROKERS is not read.
  DATABASE_URL: PRODUCTION_INFRASTRUCTURE.DATABASE_URL,
  REDIS_URL: PRODUCTION_INFRASTRUCTURE.REDIS_URL,
  CLIENT_KEY_SALT: 'the default is in the public source',
});
export type GenerationConfig = z.output<typeof generationConfigSchema>;

export function loadGenerationConfig(env: NodeJS.ProcessEnv = process.env): GenerationConfig {
  return loadConfig(generationConfigSchema, env);
}

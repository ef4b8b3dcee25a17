import { initChatModel } from 'langchain/chat_models/universal';
import { llmQuestionBatchSchema } from '@quizlink/contracts/draft';

export type ChatModelSettings = {
  /** OPENAI_MODEL: the model's name on the server (`gpt-4o-mini`, `llama3.1:8b`, …); an `openai:` prefix is accepted. */
  model: string;
  apiKey: string;
  /** OPENAI_BASE_URL: any OpenAI-compatible server; unset → api.openai.com. */
  baseUrl?: string;
  method: 'jsonSchema' | 'functionCalling';
};

/**
 * Every model is reached through the OpenAI API, which OpenAI and the local servers (Ollama, llama.cpp's
 * server, vLLM, LM Studio, LiteLLM) all speak: `@langchain/openai` is the one integration installed, so
 * the provider is fixed and the name passes through as it is — Ollama's `llama3.1:8b` is a model name,
 * not a provider prefix.
 */
const PROVIDER = 'openai';

/**
 * The question model from configuration alone: `initChatModel` builds the chat model (no model class is
 * named in our code), then `withStructuredOutput` binds the contracts' zod schema — OpenAI's strict JSON
 * schema, or function calling for servers without it — and keeps the raw answer for its token usage.
 * LangChain's own retries are off: llm-retry.ts is the one retry policy.
 */
export async function initQuestionModel(settings: ChatModelSettings) {
  const chat = await initChatModel(settings.model.replace(/^openai:/, ''), {
    modelProvider: PROVIDER,
    apiKey: settings.apiKey,
    maxRetries: 0,
    ...(settings.baseUrl ? { configuration: { baseURL: settings.baseUrl } } : {}),
  });
  return chat.withStructuredOutput(llmQuestionBatchSchema, { name: 'quiz_questions', includeRaw: true, method: settings.method, strict: true });
}

export type QuestionModel = Awaited<ReturnType<typeof initQuestionModel>>;

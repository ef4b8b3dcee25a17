import { useState } from 'react';
import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_LABELS,
  AUTO_CREATE_SESSION_KEYS,
  createUser,
  local,
  LOCAL_KEYS,
  navigate,
  session,
  toast,
  trackEvent,
  type PendingQuiz,
} from '@quizlink/platform';
import { quizPathFromClipboardContents } from './clipboard-quiz-path.ts';

export type HomeAction = 'create' | 'answer' | 'autoDraft';

function clearDraftState(): void {
  for (const key of AUTO_CREATE_SESSION_KEYS) session.remove(key);
  local.remove(LOCAL_KEYS.draftQuestions);
  local.remove(LOCAL_KEYS.draftMetadata);
}

async function answerTarget(pending: PendingQuiz): Promise<string> {
  if (pending.code) return buildPath(PAGE_PATHS.quizByCode, { code: pending.code });
  if (pending.slug) return buildPath(PAGE_PATHS.quizBySlug, { slug: pending.slug });
  return quizPathFromClipboardContents();
}

/** Where each action leads once the user exists, with the state it clears on the way. */
const NEXT_STEP: Record<HomeAction, (pending: PendingQuiz) => Promise<string>> = {
  create: async () => {
    clearDraftState();
    trackEvent(ANALYTICS_EVENTS.quizCreationStarted, { label: ANALYTICS_LABELS.manualQuiz });
    return PAGE_PATHS.create;
  },
  autoDraft: async () => {
    local.remove(LOCAL_KEYS.creatorName);
    trackEvent(ANALYTICS_EVENTS.quizCreationStarted, { label: ANALYTICS_LABELS.aiAutoCreate });
    return PAGE_PATHS.autoDraft;
  },
  answer: answerTarget,
};

/**
 * The home flow of spec §4: every action needs a name, creates the user (POST /api/users, identity
 * stored in the session) and then moves on. Starting a creation is reported to analytics
 * (quiz_creation_started, manual_quiz or ai_auto_create); the quiz remote reports quiz_answer_started. All actions are disabled while the user is being
 * created. `focusName` is called when the name is missing on a create action.
 */
export function useHomeActions(pending: PendingQuiz, focusName: () => void) {
  const [busy, setBusy] = useState(false);

  async function run(action: HomeAction, typedName: string): Promise<void> {
    if (busy) return;
    const name = typedName.trim();
    if (!name) {
      toast({ title: QUIZ_MESSAGES.nameRequiredTitle, description: QUIZ_MESSAGES.nameRequiredBody, variant: 'destructive' });
      if (action !== 'answer') focusName();
      return;
    }
    setBusy(true);
    try {
      await createUser(name);
    } catch {
      toast({ title: QUIZ_MESSAGES.userCreateFailedTitle, description: QUIZ_MESSAGES.userCreateFailedBody, variant: 'destructive' });
      setBusy(false);
      return;
    }
    const target = await NEXT_STEP[action](pending);
    setBusy(false);
    navigate(target);
  }

  return { busy, run };
}

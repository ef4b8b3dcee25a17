import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AUTO_DRAFT_MESSAGES,
  PAGE_PATHS,
  generatedQuestionsSchema,
  generationMetadataSchema,
  typesOfChoice,
  type DraftQuestion,
  type DraftStatus,
  type SuggestedQuestion,
  type SuggestionType,
} from '@quizlink/contracts';
import { ApiError, navigate, session, toast } from '@quizlink/platform';
import { autoCreateApi } from '../../api/auto-create.api.ts';
import { handOffToEditor, metadataOf, readDraftSettings } from '../../handoff.ts';
import { draftFromSuggestion, draftQuestionFromEdit, editOf, editProblem, emptyDraft, type EditDraft } from './question-edit.ts';

type Busy = 'suggestion' | 'generating' | 'saving' | null;

/** Questions taken so far survive a reload: they are the draft's generatedQuestions (hand-off key). */
function restoreTaken(): DraftQuestion[] {
  try {
    const parsed = generatedQuestionsSchema.safeParse(JSON.parse(session.get('generatedQuestions') ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The suggestion builder: one AI suggestion at a time per question type, an edit card, and the list of
 * questions taken. When a type's pool is exhausted, ceil(total ÷ number of types) new questions are
 * generated; if none come, 'No More Suggestions'. Finish Quiz hands the taken questions to /create.
 */
export function useSuggestionBuilder() {
  const [settings] = useState(readDraftSettings);
  const types = useMemo<SuggestionType[]>(() => (settings ? typesOfChoice(settings.questionTypes) : ['mcq']), [settings]);
  const [type, setType] = useState<SuggestionType>(types[0]!);
  const [suggestions, setSuggestions] = useState<Partial<Record<SuggestionType, SuggestedQuestion | null>>>({});
  // The first suggestion loads as soon as the page opens.
  const [busy, setBusy] = useState<Busy>(settings ? 'suggestion' : null);
  const [draft, setDraft] = useState<EditDraft>(() => emptyDraft(types[0]!));
  const [taken, setTaken] = useState<DraftQuestion[]>(restoreTaken);
  const status = useRef<DraftStatus | null>(null);
  const sessionId = settings?.sessionId ?? '';

  useEffect(() => {
    if (settings) return;
    toast({ title: AUTO_DRAFT_MESSAGES.noDraftSessionTitle, description: AUTO_DRAFT_MESSAGES.noDraftSessionBody, variant: 'destructive' });
    navigate(PAGE_PATHS.autoDraft, { replace: true });
  }, [settings]);

  /** More questions of a type (ceil(total ÷ types)), then the first of them; null when none came. */
  const generateMore = useCallback(
    async (forType: SuggestionType): Promise<SuggestedQuestion | null> => {
      if (!settings) return null;
      try {
        const count = Math.ceil(settings.numberOfQuestions / types.length);
        const more = await autoCreateApi.generateMore(sessionId, { questionType: forType, count, difficulty: settings.difficulty });
        if (more.questions.length === 0) {
          toast({ title: AUTO_DRAFT_MESSAGES.noMoreSuggestionsTitle, description: AUTO_DRAFT_MESSAGES.noMoreSuggestionsBody });
          return null;
        }
        return (await autoCreateApi.suggest(sessionId, forType)).data;
      } catch {
        toast({ title: AUTO_DRAFT_MESSAGES.generationFailedTitle, description: AUTO_DRAFT_MESSAGES.generationFailedBody, variant: 'destructive' });
        return null;
      }
    },
    [settings, sessionId, types.length],
  );

  /**
   * The next suggestion of a type, generating more when the pool is exhausted (`onGenerating` says so);
   * undefined after an error (already shown). Changes no state: its callers do.
   */
  const loadSuggestion = useCallback(
    async (forType: SuggestionType, onGenerating: () => void): Promise<SuggestedQuestion | null | undefined> => {
      try {
        const { data } = await autoCreateApi.suggest(sessionId, forType);
        if (data) return data;
        onGenerating();
        return await generateMore(forType);
      } catch (error) {
        toast({ title: AUTO_DRAFT_MESSAGES.suggestionErrorTitle, description: error instanceof ApiError ? error.message : AUTO_DRAFT_MESSAGES.suggestionErrorBody, variant: 'destructive' });
        return undefined;
      }
    },
    [sessionId, generateMore],
  );

  const next = async (forType: SuggestionType) => {
    setBusy('suggestion');
    const suggestion = await loadSuggestion(forType, () => setBusy('generating'));
    if (suggestion !== undefined) setSuggestions((s) => ({ ...s, [forType]: suggestion }));
    setBusy(null);
  };

  // The draft's status (for the editor's metadata) and the first suggestion, once per draft session.
  useEffect(() => {
    if (!settings) return;
    let live = true;
    autoCreateApi
      .draftStatus(settings.sessionId)
      .then((res) => void (status.current = res.data))
      .catch(() => toast({ title: AUTO_DRAFT_MESSAGES.errorLoadingQuestionsTitle, description: AUTO_DRAFT_MESSAGES.errorLoadingQuestionsBody, variant: 'destructive' }));
    const first = types[0]!;
    loadSuggestion(first, () => live && setBusy('generating'))
      .then((suggestion) => {
        if (!live) return;
        if (suggestion !== undefined) setSuggestions((s) => ({ ...s, [first]: suggestion }));
        setBusy(null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [settings, types, loadSuggestion]);

  const keepTaken = (list: DraftQuestion[]) => {
    setTaken(list);
    session.set('generatedQuestions', JSON.stringify(list));
  };

  const chooseType = (t: SuggestionType) => {
    setType(t);
    setDraft(emptyDraft(t));
    if (suggestions[t] === undefined) void next(t);
  };

  const addToQuiz = async () => {
    const problem = editProblem(draft);
    if (problem) return toast(problem);
    setBusy('saving');
    try {
      if (draft.originId) await autoCreateApi.markUsed({ questionId: draft.originId, sessionId, questionType: draft.type, question: editOf(draft) });
      keepTaken([...taken, draftQuestionFromEdit(draft)]);
      setDraft(emptyDraft(type));
      setBusy(null);
      if (draft.originId && suggestions[type]?.id === draft.originId) await next(type);
    } catch (error) {
      setBusy(null);
      toast({ title: AUTO_DRAFT_MESSAGES.suggestionErrorTitle, description: error instanceof ApiError ? error.message : AUTO_DRAFT_MESSAGES.suggestionErrorBody, variant: 'destructive' });
    }
  };

  const finish = () => {
    if (taken.length === 0) return toast({ title: AUTO_DRAFT_MESSAGES.noQuestionsTitle, description: AUTO_DRAFT_MESSAGES.noQuestionsBody, variant: 'destructive' });
    const metadata = status.current ? metadataOf(status.current) : generationMetadataSchema.parse({});
    // The creator chose (and could edit) every question here: the editor need not review them again.
    handOffToEditor(sessionId, taken, metadata, 'draft');
  };

  const suggestion = suggestions[type] ?? null;
  return {
    ready: Boolean(settings),
    types,
    type,
    chooseType,
    suggestion,
    busy,
    draft,
    setDraft,
    taken,
    takeSuggestion: () => suggestion && setDraft(draftFromSuggestion(suggestion)),
    skip: () => void next(type),
    addToQuiz: () => void addToQuiz(),
    removeTaken: (index: number) => keepTaken(taken.filter((_, i) => i !== index)),
    finish,
  };
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUTO_DRAFT_MESSAGES, type DraftQuestion, generatedQuestionsSchema, generationMetadataSchema, questionAddedText, type SuggestedQuestion, type SuggestionType, typesOfChoice } from '@quizlink/contracts/draft';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { navigate, serverMessageOf, session, toast } from '@quizlink/platform';
import { autoCreateApi } from '../../api/auto-create.api.ts';
import { autoDraftQueryKeys } from '../../api/query-keys.ts';
import { handOffToEditor, metadataOf, readDraftSettings } from '../../handoff.ts';
import { draftFromSuggestion, draftQuestionFromEdit, editOf, editProblem, emptyDraft, type EditDraft } from './question-edit.ts';

type Busy = 'suggestion' | 'generating' | 'saving' | null;

/**
 * What the suggestion card shows for a type: a suggestion, nothing yet (null), or `exhausted` — the
 * pool is empty and generating more gave nothing, so the card says so and stops asking.
 */
export type SuggestionSlot = SuggestedQuestion | null | 'exhausted';

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
  const [suggestions, setSuggestions] = useState<Partial<Record<SuggestionType, SuggestionSlot>>>({});
  // The first suggestion loads as soon as the page opens.
  const [busy, setBusy] = useState<Busy>(settings ? 'suggestion' : null);
  const [draft, setDraft] = useState<EditDraft>(() => emptyDraft(types[0]!));
  const [taken, setTaken] = useState<DraftQuestion[]>(restoreTaken);
  const sessionId = settings?.sessionId ?? '';
  // The draft's status, for the editor's metadata: a read of the query client (page-read retries).
  const draftStatus = useQuery({
    queryKey: autoDraftQueryKeys.draftStatus(sessionId),
    queryFn: async ({ signal }) => (await autoCreateApi.draftStatus(sessionId, signal)).data,
    enabled: settings !== null,
  });
  const statusFailed = draftStatus.isError;
  useEffect(() => {
    if (statusFailed) toast({ title: AUTO_DRAFT_MESSAGES.errorLoadingQuestionsTitle, description: AUTO_DRAFT_MESSAGES.errorLoadingQuestionsBody, variant: 'destructive' });
  }, [statusFailed]);

  useEffect(() => {
    if (settings) return;
    toast({ title: AUTO_DRAFT_MESSAGES.noDraftSessionTitle, description: AUTO_DRAFT_MESSAGES.noDraftSessionBody, variant: 'destructive' });
    navigate(PAGE_PATHS.autoDraft, { replace: true });
  }, [settings]);

  /**
   * More questions of a type (ceil(total ÷ types)), then the first of them; `exhausted` when none came
   * (announced once: the card then shows the end state), null after an error (already shown).
   */
  const generateMore = useCallback(
    async (forType: SuggestionType): Promise<SuggestionSlot> => {
      if (!settings) return null;
      try {
        const count = Math.ceil(settings.numberOfQuestions / types.length);
        const more = await autoCreateApi.generateMore(sessionId, { questionType: forType, count, difficulty: settings.difficulty });
        if (more.questions.length === 0) {
          toast({ title: AUTO_DRAFT_MESSAGES.noMoreSuggestionsTitle, description: AUTO_DRAFT_MESSAGES.noMoreSuggestionsBody });
          return 'exhausted';
        }
        return (await autoCreateApi.suggest(sessionId, forType)).data ?? 'exhausted';
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
    async (forType: SuggestionType, onGenerating: () => void): Promise<SuggestionSlot | undefined> => {
      try {
        const { data } = await autoCreateApi.suggest(sessionId, forType);
        if (data) return data;
        onGenerating();
        return await generateMore(forType);
      } catch (error) {
        toast({ title: AUTO_DRAFT_MESSAGES.suggestionErrorTitle, description: serverMessageOf(error) ?? AUTO_DRAFT_MESSAGES.suggestionErrorBody, variant: 'destructive' });
        return undefined;
      }
    },
    [sessionId, generateMore],
  );

  const next = async (forType: SuggestionType) => {
    if (suggestions[forType] === 'exhausted') return;
    setBusy('suggestion');
    const suggestion = await loadSuggestion(forType, () => setBusy('generating'));
    if (suggestion !== undefined) setSuggestions((s) => ({ ...s, [forType]: suggestion }));
    setBusy(null);
  };

  // The first suggestion, once per draft session. Suggestions are not queries: each read takes the
  // next one from the server's pool, so none may be cached, repeated or retried.
  useEffect(() => {
    if (!settings) return;
    let live = true;
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

  /**
   * Adds a question to the quiz: the server records a suggestion's use (with the creator's edits), the
   * list and its count move, a toast confirms, and the next suggestion of the type replaces a used one.
   * `fromEditCard` empties the edit card afterwards.
   */
  const add = async (question: EditDraft, fromEditCard: boolean) => {
    const problem = editProblem(question);
    if (problem) return toast(problem);
    setBusy('saving');
    try {
      if (question.originId) await autoCreateApi.markUsed({ questionId: question.originId, sessionId, questionType: question.type, question: editOf(question) });
      const list = [...taken, draftQuestionFromEdit(question)];
      keepTaken(list);
      if (fromEditCard) setDraft(emptyDraft(type));
      setBusy(null);
      toast({ title: AUTO_DRAFT_MESSAGES.questionAddedTitle, description: questionAddedText(list.length) });
      const shown = suggestions[question.type];
      if (question.originId && shown && shown !== 'exhausted' && shown.id === question.originId) await next(question.type);
    } catch (error) {
      setBusy(null);
      toast({ title: AUTO_DRAFT_MESSAGES.suggestionErrorTitle, description: serverMessageOf(error) ?? AUTO_DRAFT_MESSAGES.suggestionErrorBody, variant: 'destructive' });
    }
  };

  const finish = () => {
    if (taken.length === 0) return toast({ title: AUTO_DRAFT_MESSAGES.noQuestionsTitle, description: AUTO_DRAFT_MESSAGES.noQuestionsBody, variant: 'destructive' });
    const metadata = draftStatus.data ? metadataOf(draftStatus.data) : generationMetadataSchema.parse({});
    // The creator chose (and could edit) every question here: the editor need not review them again.
    handOffToEditor(sessionId, taken, metadata, 'draft');
  };

  const slot = suggestions[type] ?? null;
  const suggestion = slot === 'exhausted' ? null : slot;
  return {
    ready: Boolean(settings),
    types,
    type,
    chooseType,
    suggestion,
    exhausted: slot === 'exhausted',
    busy,
    draft,
    setDraft,
    taken,
    /** Use This Question: the suggestion joins the quiz as it is. */
    useSuggestion: () => void (suggestion && add(draftFromSuggestion(suggestion), false)),
    /** Edit Before Adding: the suggestion goes to the edit card; Add to Quiz adds the edited version. */
    editSuggestion: () => suggestion && setDraft(draftFromSuggestion(suggestion)),
    skip: () => void next(type),
    addToQuiz: () => void add(draft, true),
    removeTaken: (index: number) => keepTaken(taken.filter((_, i) => i !== index)),
    finish,
  };
}

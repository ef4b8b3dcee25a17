import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { QueryObserver, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUTO_DRAFT_MESSAGES, type DraftQuestion, type DraftStatus } from '@quizlink/contracts/draft';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { isAbort, navigate, serverMessageOf, toast, type SessionUser } from '@quizlink/platform';
import { autoCreateApi } from '../../api/auto-create.api.ts';
import { autoDraftQueryKeys } from '../../api/query-keys.ts';
import { forgetDraft, handOffToEditor, metadataOf, rememberDraft } from '../../handoff.ts';
import { formProblem, initialFormValues, startFields, type AutoDraftFormValues } from './auto-draft-form.ts';
import { draftProgressQuery, isFinal } from './draft-polling.ts';
import { finishedDraft } from './finished-draft.ts';

/** The spec's stages of the form: input → processing → generation → review (failure returns to input). */
export type Stage = 'input' | 'processing' | 'generation' | 'review';

export type RunState = {
  stage: Stage;
  /** Fraction of the upload sent, while it is being sent. */
  upload: number | null;
  status: DraftStatus | null;
  questions: DraftQuestion[];
};

const INPUT: RunState = { stage: 'input', upload: null, status: null, questions: [] };

/**
 * The /auto-draft page's state: the form, the run (upload with progress, then the server's progress,
 * watched by a polling query) and what happens at the end. Leaving the page — unmounting, closing the
 * tab — aborts the upload and the polling and tells the server to stop the draft.
 */
export function useAutoDraft(user: SessionUser | null, onDrafted: () => void = () => undefined) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AutoDraftFormValues>(initialFormValues);
  const [run, setRun] = useState<RunState>(INPUT);
  /** The draft whose progress is polled: its session id once the start answered, until it is final. */
  const [watched, setWatched] = useState<string | null>(null);
  const work = useRef<{ controller: AbortController; sessionId: string | null } | null>(null);

  const stopWork = useCallback(() => {
    const current = work.current;
    work.current = null;
    setWatched(null);
    current?.controller.abort();
    if (current?.sessionId) autoCreateApi.cancelDraft(current.sessionId);
  }, []);

  // After a reload, the draft this tab finished shows its success card again (read once per visit;
  // Start Over empties it).
  const finished = useQuery({ queryKey: autoDraftQueryKeys.finishedDraft(), queryFn: ({ signal }) => finishedDraft(signal), enabled: user !== null, gcTime: 0 });
  const restored = finished.data;
  const shown: RunState = run.stage === 'input' && restored ? { stage: 'review', upload: null, status: restored.status, questions: restored.questions } : run;

  useEffect(() => {
    window.addEventListener('pagehide', stopWork);
    return () => {
      window.removeEventListener('pagehide', stopWork);
      stopWork();
    };
  }, [stopWork]);

  const fail = (message: string | null) => {
    toast({ title: AUTO_DRAFT_MESSAGES.processingFailedTitle, description: message ?? AUTO_DRAFT_MESSAGES.processingFailedBody, variant: 'destructive' });
    setRun(INPUT);
  };

  /** A ready draft: its questions (a read of the query client), then the success card. */
  const review = async (final: DraftStatus) => {
    try {
      const { questions } = await queryClient.fetchQuery({
        queryKey: autoDraftQueryKeys.draftQuestions(final.sessionId),
        queryFn: () => autoCreateApi.draftQuestions(final.sessionId),
      });
      rememberDraft(final);
      setRun({ stage: 'review', upload: null, status: final, questions });
      onDrafted();
    } catch (error) {
      fail(serverMessageOf(error) ?? null);
    }
  };

  /** Each status of the watched draft moves the run along; a final one ends the watch. */
  const onStatus = useEffectEvent((status: DraftStatus) => {
    setRun((r) => ({ ...r, upload: null, status, stage: status.status === 'generating' ? 'generation' : 'processing' }));
    if (!isFinal(status)) return;
    work.current = null;
    setWatched(null);
    if (status.status === 'cancelled') setRun(INPUT);
    else if (status.status === 'failed') fail(status.error);
    else void review(status);
  });

  /** Five failed polls in a row: the draft is given up. */
  const onPollFailure = useEffectEvent((error: unknown) => {
    work.current = null;
    setWatched(null);
    fail(serverMessageOf(error) ?? null);
  });

  // The watched draft's polling query, followed outside of rendering: every new status or a final
  // failure is handled once, as it arrives. Unsubscribing (cancel, a final status, leaving) stops it.
  useEffect(() => {
    if (watched === null) return;
    const observer = new QueryObserver(queryClient, draftProgressQuery(watched));
    let handled: unknown = null;
    return observer.subscribe(({ data, error }) => {
      const news = error ?? data;
      if (news === null || news === undefined || news === handled) return;
      handled = news;
      if (error) onPollFailure(error);
      else if (data) onStatus(data);
    });
  }, [watched, queryClient]);

  const submit = async () => {
    if (!user || work.current) return;
    const problem = formProblem(values);
    if (problem) {
      toast(problem);
      return;
    }
    const controller = new AbortController();
    const current = { controller, sessionId: null as string | null };
    work.current = current;
    setRun({ ...INPUT, stage: 'processing', upload: 0 });
    try {
      const started = await autoCreateApi.startDraft(startFields(values, user.name), values.files, {
        signal: controller.signal,
        onUploadProgress: (upload) => setRun((r) => ({ ...r, upload })),
      });
      if (controller.signal.aborted) return;
      current.sessionId = started.data.sessionId;
      setWatched(started.data.sessionId);
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      work.current = null;
      fail(serverMessageOf(error) ?? null);
    }
  };

  const cancel = () => {
    stopWork();
    setRun(INPUT);
  };

  const reviewAndEdit = () => {
    // Every generated question goes, none seen closely yet: the editor asks for a review of each.
    if (shown.status) handOffToEditor(shown.status.sessionId, shown.questions, metadataOf(shown.status), 'review');
  };

  return {
    values,
    setValues,
    run: shown,
    submit,
    cancel,
    reviewAndEdit,
    pickOneByOne: () => navigate(PAGE_PATHS.autoDraftSession),
    startOver: () => {
      forgetDraft();
      queryClient.setQueryData(autoDraftQueryKeys.finishedDraft(), null);
      setRun(INPUT);
    },
  };
}

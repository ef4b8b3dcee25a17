import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_DRAFT_MESSAGES, PAGE_PATHS, type DraftQuestion, type DraftStatus } from '@quizlink/contracts';
import { ApiError, navigate, toast, type SessionUser } from '@quizlink/platform';
import { autoCreateApi } from '../../api/auto-create.api.ts';
import { isAbort } from '../../api/upload-request.ts';
import { forgetDraft, handOffToEditor, metadataOf, rememberDraft } from '../../handoff.ts';
import { formProblem, initialFormValues, startFields, type AutoDraftFormValues } from './auto-draft-form.ts';
import { watchDraft } from './draft-polling.ts';
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
 * The /auto-draft page's state: the form, the run (upload with progress, then the server's progress)
 * and what happens at the end. Leaving the page — unmounting, closing the tab — aborts the upload and
 * the polling and tells the server to stop the draft.
 */
export function useAutoDraft(user: SessionUser | null, onDrafted: () => void = () => undefined) {
  const [values, setValues] = useState<AutoDraftFormValues>(initialFormValues);
  const [run, setRun] = useState<RunState>(INPUT);
  const work = useRef<{ controller: AbortController; sessionId: string | null } | null>(null);

  const stopWork = useCallback(() => {
    const current = work.current;
    work.current = null;
    current?.controller.abort();
    if (current?.sessionId) autoCreateApi.cancelDraft(current.sessionId);
  }, []);

  // After a reload, the draft this tab finished shows its success card again.
  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    void finishedDraft(controller.signal).then((draft) => {
      if (draft && !controller.signal.aborted) setRun((r) => (r.stage === 'input' ? { stage: 'review', upload: null, status: draft.status, questions: draft.questions } : r));
    });
    return () => controller.abort();
  }, [user]);

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
      current.sessionId = started.data.sessionId;
      const final = await watchDraft(started.data.sessionId, controller.signal, (status) =>
        setRun((r) => ({ ...r, upload: null, status, stage: status.status === 'generating' ? 'generation' : 'processing' })),
      );
      work.current = null;
      if (final.status === 'cancelled') return setRun(INPUT);
      if (final.status === 'failed') return fail(final.error);
      const { questions } = await autoCreateApi.draftQuestions(final.sessionId);
      rememberDraft(final);
      setRun({ stage: 'review', upload: null, status: final, questions });
      onDrafted();
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      work.current = null;
      fail(error instanceof ApiError ? error.message : null);
    }
  };

  const cancel = () => {
    stopWork();
    setRun(INPUT);
  };

  const reviewAndEdit = () => {
    // Every generated question goes, none seen closely yet: the editor asks for a review of each.
    if (run.status) handOffToEditor(run.status.sessionId, run.questions, metadataOf(run.status), 'review');
  };

  return {
    values,
    setValues,
    run,
    submit,
    cancel,
    reviewAndEdit,
    pickOneByOne: () => navigate(PAGE_PATHS.autoDraftSession),
    startOver: () => {
      forgetDraft();
      setRun(INPUT);
    },
  };
}

import { useEffect, useRef, useState } from 'react';
import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS, PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { POLISH_MESSAGES, QUIZ_MESSAGES } from '@quizlink/contracts/quiz';
import { ApiError, navigate, session, toast } from '@quizlink/platform';
import { quizzesApi } from '../../api/quizzes.api.ts';
import { rememberPublishedQuiz } from '../share/share-session.ts';
import { clearManualDraft } from './draft-storage.ts';
import { clearOpenQuestion, loadOpenQuestion } from './open-question-storage.ts';
import { editorTitle } from './editor-mode.ts';
import { buildCreateQuizRequest, missingQuestionCount, timeLimitRange } from './publish-request.ts';
import { countNeedingReview, reviewProgress, reviewedIndex } from './review-session.ts';
import { useEditorSession } from './use-editor-session.ts';
import { useQuestionForm } from './use-question-form.ts';
import { readShowAnswersSetting } from './show-answers-setting.ts';

const AI_HANDOFF_KEYS = ['autoCreateMode', 'requiresReview', 'generatedQuestions', 'generationMetadata', 'draftSessionId'] as const;

/** The editor's state and actions: the document, the question form, sequential review and publish. */
export function useCreateState() {
  const [user] = useState(() => session.getUser());
  const doc = useEditorSession(user);
  const [publishing, setPublishing] = useState(false);
  const publishingRef = useRef(false);
  // A manual draft also keeps the question being typed, so a reload does not lose it.
  const autosaveForm = doc.mode.kind === 'manual' && user !== null;
  const [openQuestion] = useState(() => (autosaveForm ? loadOpenQuestion(doc.questions.length) : null));
  const form = useQuestionForm({
    initial: openQuestion,
    autosave: autosaveForm,
    questions: doc.questions,
    onSaved: (question, index) => doc.setQuestions((list) => (index === null ? [...list, question] : list.map((q, i) => (i === index ? question : q)))),
  });
  const reviewing = reviewedIndex(doc.review);

  // The creator is named on the home page; without a name there is nobody to publish as. The toast
  // says why the visitor lands there instead of the editor.
  useEffect(() => {
    if (user) return;
    toast({ title: POLISH_MESSAGES.nameNeededForEditorTitle, description: POLISH_MESSAGES.nameNeededForEditorBody });
    navigate(PAGE_PATHS.home, { replace: true });
  }, [user]);

  // Sequential review shows each question to review in the form, one after the other.
  const loadRef = useRef(form.load);
  useEffect(() => {
    loadRef.current = form.load;
  });
  useEffect(() => {
    if (reviewing !== null) loadRef.current(reviewing);
  }, [reviewing]);

  const deleteQuestion = (index: number) => {
    doc.setQuestions((list) => list.filter((_, i) => i !== index));
    if (form.editingIndex === index) form.reset();
    else if (form.editingIndex !== null && form.editingIndex > index) form.setEditingIndex(form.editingIndex - 1);
  };

  const review = {
    start: () => doc.dispatchReview({ type: 'start', questions: doc.questions }),
    /** Accept & Continue: saves the edits, marks the question Reviewed, shows the next one. */
    accept: async () => {
      if (reviewing === null) return;
      if (!(await form.save())) return;
      doc.markReviewed(reviewing);
      doc.dispatchReview({ type: 'next' });
    },
    /** Skip: leaves the question as it was (still Needs Review) and shows the next one. */
    skip: () => {
      form.reset();
      doc.dispatchReview({ type: 'next' });
    },
    finish: () => {
      form.reset();
      doc.dispatchReview({ type: 'finish' });
    },
  };

  const publish = async () => {
    if (publishingRef.current || missingQuestionCount(doc.questions.length) > 0) return;
    if (!user) {
      toast({ title: QUIZ_MESSAGES.creatorNameRequired, variant: 'destructive' });
      navigate(PAGE_PATHS.home);
      return;
    }
    publishingRef.current = true;
    setPublishing(true);
    try {
      const body = buildCreateQuizRequest({
        creator: user,
        questions: doc.questions,
        timing: doc.timing,
        isAutoCreated: doc.mode.kind === 'ai-draft',
        topic: doc.mode.kind === 'ai-draft' ? doc.mode.metadata.topic : null,
        showCorrectAnswers: readShowAnswersSetting(),
      });
      const created = await quizzesApi.create(body);
      rememberPublishedQuiz(created);
      clearManualDraft();
      clearOpenQuestion();
      for (const key of AI_HANDOFF_KEYS) session.remove(key);
      navigate(buildPath(PAGE_PATHS.share, { quizId: created.id }));
    } catch (error) {
      const description = error instanceof ApiError ? error.message : PLATFORM_MESSAGES.tryAgain;
      toast({ title: QUIZ_MESSAGES.quizCreateFailed, description, variant: 'destructive' });
      publishingRef.current = false;
      setPublishing(false);
    }
  };

  return {
    user,
    mode: doc.mode,
    title: editorTitle(doc.mode, reviewProgress(doc.review)),
    restored: doc.restored || openQuestion !== null,
    questions: doc.questions,
    timing: doc.timing,
    timeRange: timeLimitRange(doc.mode.kind === 'ai-draft'),
    setTiming: doc.setTiming,
    form,
    review: { ...review, progress: reviewProgress(doc.review), index: reviewing, pending: countNeedingReview(doc.questions) },
    markReviewed: doc.markReviewed,
    deleteQuestion,
    publishing,
    missing: missingQuestionCount(doc.questions.length),
    publish,
  };
}

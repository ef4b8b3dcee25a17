import { buildPath } from '@quizlink/contracts/http';
import { UPLOAD_API_PATHS, UPLOAD_FIELD, type UploadImageResponse } from '@quizlink/contracts/content';
import { type CreateQuizRequest, type CreateQuizResponse, type DashboardResponse, type OpenEndedGroup, type PublicQuestion, type PublicQuiz, QUIZ_HEADERS, QUIZ_PATHS, type QuizListItem } from '@quizlink/contracts/quiz';
import { api } from '@quizlink/platform';

type ReadOptions = { signal?: AbortSignal };

/** The quiz service (and the content service's image upload) as the browser sees them. */
export const quizzesApi = {
  /** One atomic publish; the only response that carries the code, slug and dashboard token. */
  create: (body: CreateQuizRequest): Promise<CreateQuizResponse> => api.post<CreateQuizResponse>(QUIZ_PATHS.quizzes, body),

  byId: (id: number, opts?: ReadOptions): Promise<PublicQuiz> =>
    api.get<PublicQuiz>(buildPath(QUIZ_PATHS.quizById, { id }), opts),

  byCode: (code: string, opts?: ReadOptions): Promise<PublicQuiz> =>
    api.get<PublicQuiz>(buildPath(QUIZ_PATHS.quizByCode, { code }), opts),

  bySlug: (slug: string, opts?: ReadOptions): Promise<PublicQuiz> =>
    api.get<PublicQuiz>(buildPath(QUIZ_PATHS.quizBySlug, { slug }), opts),

  /** Questions as a taker sees them: never the correct answers. */
  questions: (id: number, opts?: ReadOptions): Promise<PublicQuestion[]> =>
    api.get<PublicQuestion[]>(buildPath(QUIZ_PATHS.quizQuestions, { id }), opts),

  dashboard: (token: string, opts?: ReadOptions): Promise<DashboardResponse> =>
    api.get<DashboardResponse>(buildPath(QUIZ_PATHS.quizDashboard, { token }), opts),

  /** Open-ended answers grouped by question: the dashboard token travels in a header, never in the URL. */
  openEndedAnswers: (quizId: number, token: string, opts?: ReadOptions): Promise<OpenEndedGroup[]> =>
    api.get<OpenEndedGroup[]>(buildPath(QUIZ_PATHS.openEndedAnswers, { id: quizId }), {
      ...opts,
      headers: { [QUIZ_HEADERS.dashboardToken]: token },
    }),

  /** Deletes the quiz and all its data now (creator only). */
  remove: (token: string): Promise<void> => api.del<void>(buildPath(QUIZ_PATHS.quizDashboard, { token })),

  exportPath: (token: string): string => buildPath(QUIZ_PATHS.dashboardExport, { token }),
  livePath: (token: string): string => buildPath(QUIZ_PATHS.dashboardLive, { token }),

  /**
   * Every active quiz with code and slug: only where the operator allows it (embedded mode) or for the
   * admin, whose sign-in token (from the admin inbox) goes along as a bearer token when there is one.
   */
  list: (opts: ReadOptions & { adminToken?: string | null } = {}): Promise<QuizListItem[]> =>
    api.get<QuizListItem[]>(QUIZ_PATHS.quizzes, {
      signal: opts.signal,
      headers: opts.adminToken ? { authorization: `Bearer ${opts.adminToken}` } : undefined,
    }),

  /** Uploads a question image (checked by content on the server); resolves to its served URL. */
  uploadImage: async (file: File): Promise<string> => {
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    return (await api.post<UploadImageResponse>(UPLOAD_API_PATHS.uploadImage, form)).imageUrl;
  },
};

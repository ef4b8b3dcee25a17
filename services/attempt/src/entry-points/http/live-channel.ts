/** The live channel of a quiz: its results pages listen on it (streams of @quizlink/kit-live's hub). */
export const quizChannel = (quizId: number): string => `quiz:${quizId}`;

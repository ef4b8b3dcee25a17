import { buildPath } from '@quizlink/contracts/http';
import { PAGE_PATHS } from '@quizlink/contracts/platform';
import { invitationMessage, SHARE_SHEET_TEXTS } from '@quizlink/contracts/quiz';
import { ShareSheet } from '@quizlink/ui';

export type QuizShareSheetProps = { title: string; creatorName: string; urlSlug: string; accessCode: string };

/** The quiz's share sheet (code, QR code, share buttons) with the invitation the share page offers to copy. */
export function QuizShareSheet({ title, creatorName, urlSlug, accessCode }: QuizShareSheetProps) {
  const link = `${window.location.origin}${buildPath(PAGE_PATHS.quizBySlug, { slug: urlSlug })}`;
  const texts = { ...SHARE_SHEET_TEXTS, qrLabel: SHARE_SHEET_TEXTS.qrLabel(title) };
  return (
    <ShareSheet link={link} code={accessCode} message={invitationMessage(creatorName, link, accessCode)} subject={SHARE_SHEET_TEXTS.emailSubject(title)} texts={texts} />
  );
}

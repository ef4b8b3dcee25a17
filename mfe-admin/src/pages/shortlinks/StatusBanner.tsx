import { Alert } from '@quizlink/ui';
import { bannerTone, type BannerView } from './banner-tone.ts';

/** The shortlink screens' status line: red for errors, green otherwise (spec §2). */
export function StatusBanner({ message, view }: { message: string | null; view: BannerView }) {
  if (!message) return null;
  const tone = bannerTone(message, view);
  return (
    <Alert variant={tone} data-tone={tone} data-testid="shortlink-status">
      {message}
    </Alert>
  );
}

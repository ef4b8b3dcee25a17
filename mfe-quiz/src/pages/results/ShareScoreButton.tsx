import { Button } from '@quizlink/ui';
import { useCopy } from '../../components/use-copy.ts';
import { RESULTS_TEXTS } from './results-texts.ts';

/**
 * "Share my score": the phone's share sheet (navigator.share) where there is one, else the text and
 * the quiz link go to the clipboard (with the usual Copied! toast). A share the taker cancels is not an error.
 */
export function ShareScoreButton({ text, url, title }: { text: string; url: string; title: string }) {
  const { copy } = useCopy();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as Error)?.name === 'AbortError') return;
      }
    }
    await copy(`${text} ${url}`);
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      {RESULTS_TEXTS.shareScore}
    </Button>
  );
}

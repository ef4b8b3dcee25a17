import { useCallback, useEffect, useRef, useState } from 'react';
import { PLATFORM_MESSAGES } from '@quizlink/contracts/platform';
import { LIMITS } from '@quizlink/contracts/quiz';
import { toast } from '@quizlink/platform';

/**
 * Copies text to the clipboard the way every copy button of the spec does: `copied` is true for
 * 2 s after a copy (the button reads "Copied!"), and the Copied! or Copy failed toast lasts 3 s.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), LIMITS.copiedStateMs);
      toast({ title: PLATFORM_MESSAGES.copied, durationMs: LIMITS.copyToastDurationMs });
    } catch {
      toast({ title: PLATFORM_MESSAGES.copyFailedTitle, description: PLATFORM_MESSAGES.copyFailedBody, variant: 'destructive', durationMs: LIMITS.copyToastDurationMs });
    }
  }, []);

  return { copied, copy };
}

import { SHELL_MESSAGES } from '@quizlink/contracts/platform';
import { Button } from '@quizlink/ui';

/** The call to action: the same create flows as the buttons at the top (name first). */
export function CallToAction({ busy, onCreate, onAutoDraft }: { busy: boolean; onCreate: () => void; onAutoDraft: () => void }) {
  return (
    <section className="ql-home__section ql-cta" aria-labelledby="home-cta">
      <h2 id="home-cta" className="ql-home__heading">{SHELL_MESSAGES.ctaHeading}</h2>
      <div className="ql-cta__actions">
        <Button disabled={busy} onClick={onCreate}>{SHELL_MESSAGES.createManualQuiz}</Button>
        <Button variant="outline" disabled={busy} onClick={onAutoDraft}>{SHELL_MESSAGES.tryAiAutoCreate}</Button>
      </div>
    </section>
  );
}

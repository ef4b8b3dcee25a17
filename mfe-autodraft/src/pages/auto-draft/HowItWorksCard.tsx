import { AUTO_DRAFT_LABELS, AUTO_DRAFT_MESSAGES } from '@quizlink/contracts/draft';
import { Card } from '@quizlink/ui';

/** The spec's 'How It Works' card of the auto-draft page. */
export function HowItWorksCard() {
  return (
    <Card heading={AUTO_DRAFT_MESSAGES.howItWorks}>
      <ol style={{ margin: 0, paddingLeft: 'var(--ql-space-5)' }}>
        {AUTO_DRAFT_LABELS.howItWorksSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  );
}

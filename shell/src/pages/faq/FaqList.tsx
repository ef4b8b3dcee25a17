import type { FaqItem } from './faq-content.ts';

/** Questions as disclosure widgets: native <details>, keyboard and screen-reader friendly without script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="ql-faq">
      {items.map((item) => (
        <details key={item.question} className="ql-faq__item">
          <summary className="ql-faq__question">{item.question}</summary>
          <p className="ql-faq__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

import './podium.css';
import { classNames } from './class-names.ts';

export type PodiumEntry = {
  key: string;
  name: string;
  /** The shared rank (equal scores share one: 1, 1, 3). */
  rank: number;
  /** For example "5/5 (100%)". */
  score: string;
  isYou?: boolean;
};

export type PodiumProps = { entries: readonly PodiumEntry[]; label?: string; youLabel?: string };

/**
 * The top three as a podium: first in the middle and tallest, second on the left, third on the
 * right (on screen); a list in rank order for screen readers and the DOM.
 */
export function Podium({ entries, label = 'Top 3', youLabel = 'You' }: PodiumProps) {
  const top = entries.slice(0, 3);
  if (top.length === 0) return null;
  return (
    <ol className="ql-podium" aria-label={label}>
      {top.map((entry, index) => (
        <li key={entry.key} className={classNames('ql-podium__place', `ql-podium__place--${index + 1}`, entry.isYou && 'ql-podium__place--you')}>
          <span className="ql-podium__name">
            {entry.name}
            {entry.isYou ? <strong> ({youLabel})</strong> : null}
          </span>
          <span className="ql-podium__score">{entry.score}</span>
          <span className="ql-podium__step">
            <span className="ql-visually-hidden">Rank </span>
            {entry.rank}
          </span>
        </li>
      ))}
    </ol>
  );
}

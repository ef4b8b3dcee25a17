import { render, screen, within } from '@testing-library/react';
import { BarChart } from './index.ts';
import { barPercent, columnLayout, scaleMax, shortLabel } from './chart-geometry.ts';

const headers = { categoryHeader: 'Answer', valueHeader: 'People', showNumbers: 'Show the numbers' };

describe('BarChart', () => {
  it('When drawn, then it is one image named for what it shows, with the numbers in a table', () => {
    const data = [
      { label: 'Paris (right answer)', value: 3, highlight: true },
      { label: 'Rome', value: 1 },
    ];
    const { container } = render(<BarChart label="How people answered" data={data} orientation="horizontal" {...headers} />);
    expect(screen.getByRole('img', { name: 'How people answered' }).tagName.toLowerCase()).toBe('svg');
    const rows = within(container.querySelector('table')!).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['AnswerPeople', 'Paris (right answer)3', 'Rome1']);
    expect(container.querySelectorAll('.ql-chart__datum--highlight')).toHaveLength(1);
    const [bar] = container.querySelectorAll('.ql-chart__bar');
    expect(bar!.getAttribute('width')).toBe('86%');
  });

  it('When drawn as columns, then each value sits above its column and empty columns have no number', () => {
    const { container } = render(
      <BarChart label="Scores" data={[{ label: '0–19%', value: 0 }, { label: '100%', value: 2 }]} orientation="vertical" {...headers} />,
    );
    expect([...container.querySelectorAll('.ql-chart__value')].map((t) => t.textContent)).toEqual(['2']);
  });
});

describe('chart geometry', () => {
  it('When every value is 0, then the scale is 1 and bars are empty, not NaN', () => {
    expect(scaleMax([{ label: 'a', value: 0 }])).toBe(1);
    expect(barPercent(0, 1)).toBe(0);
  });

  it('When there are many columns, then only some carry a label', () => {
    const layout = columnLayout(24);
    expect(Array.from({ length: 24 }, (_, i) => layout.labelled(i)).filter(Boolean)).toHaveLength(8);
    expect(layout.centre(0)).toBeCloseTo(100 / 48);
  });

  it('When a label is long, then the picture shortens it', () => {
    expect(shortLabel('x'.repeat(60))).toHaveLength(40);
    expect(shortLabel('short')).toBe('short');
  });
});

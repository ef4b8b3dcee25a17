import { ROW_HEIGHT, barPercent, columnLayout, scaleMax, shortLabel, type ChartDatum } from './chart-geometry.ts';
import './chart.css';

export type { ChartDatum };

export type BarChartProps = {
  /** The chart's accessible name: what it shows. */
  label: string;
  data: readonly ChartDatum[];
  /** Horizontal bars (one per row, labels above) or columns (categories along the bottom). */
  orientation: 'horizontal' | 'vertical';
  /** The numbers as a table: its column headers and the toggle that shows it. */
  categoryHeader: string;
  valueHeader: string;
  showNumbers: string;
};

const PLOT_TOP = 20;
const PLOT_HEIGHT = 120;
const COLUMN_CHART_HEIGHT = PLOT_TOP + PLOT_HEIGHT + 28;

function HorizontalBars({ data }: { data: readonly ChartDatum[] }) {
  const max = scaleMax(data);
  return data.map((datum, row) => {
    const top = row * ROW_HEIGHT;
    const width = barPercent(datum.value, max);
    return (
      <g key={row} className={datum.highlight ? 'ql-chart__datum ql-chart__datum--highlight' : 'ql-chart__datum'}>
        <text className="ql-chart__label" x="0" y={top + 14}>
          {shortLabel(datum.label)}
        </text>
        <rect className="ql-chart__track" x="0" y={top + 20} width={`${barPercent(max, max)}%`} height="16" rx="3" />
        <rect className="ql-chart__bar" x="0" y={top + 20} width={`${width}%`} height="16" rx="3" />
        <text className="ql-chart__value" x={`${width + 1.5}%`} y={top + 33}>
          {datum.value}
        </text>
      </g>
    );
  });
}

function Columns({ data }: { data: readonly ChartDatum[] }) {
  const max = scaleMax(data);
  const layout = columnLayout(data.length);
  const baseline = PLOT_TOP + PLOT_HEIGHT;
  return (
    <>
      <line className="ql-chart__axis" x1="0" x2="100%" y1={baseline} y2={baseline} />
      {data.map((datum, index) => {
        const height = (datum.value / max) * PLOT_HEIGHT;
        return (
          <g key={index} className={datum.highlight ? 'ql-chart__datum ql-chart__datum--highlight' : 'ql-chart__datum'}>
            <rect className="ql-chart__bar" x={`${layout.barX(index)}%`} y={baseline - height} width={`${layout.barWidth}%`} height={height} rx="3" />
            {datum.value > 0 ? (
              <text className="ql-chart__value" x={`${layout.centre(index)}%`} y={baseline - height - 5} textAnchor="middle">
                {datum.value}
              </text>
            ) : null}
            {layout.labelled(index) ? (
              <text className="ql-chart__label ql-chart__label--small" x={`${layout.centre(index)}%`} y={baseline + 18} textAnchor="middle">
                {datum.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

/**
 * A bar chart drawn as SVG: an image (`role="img"`) whose accessible name says what it shows, and
 * the same numbers as a table behind a toggle. Highlighted bars are green (a right answer); the
 * caller says so in the labels too, never by colour alone.
 */
export function BarChart({ label, data, orientation, categoryHeader, valueHeader, showNumbers }: BarChartProps) {
  const height = orientation === 'horizontal' ? Math.max(data.length, 1) * ROW_HEIGHT : COLUMN_CHART_HEIGHT;
  return (
    <div className={`ql-chart ql-chart--${orientation}`}>
      <svg className="ql-chart__svg" role="img" aria-label={label} width="100%" height={height}>
        {orientation === 'horizontal' ? <HorizontalBars data={data} /> : <Columns data={data} />}
      </svg>
      <details className="ql-chart__numbers">
        <summary>{showNumbers}</summary>
        <table className="ql-chart__table">
          <caption className="ql-visually-hidden">{label}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum, index) => (
              <tr key={index}>
                <th scope="row">{datum.label}</th>
                <td>{datum.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

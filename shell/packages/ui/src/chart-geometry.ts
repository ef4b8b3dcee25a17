/** One bar of a chart: its category label, its value and whether it is the highlighted one (a right answer). */
export type ChartDatum = { label: string; value: number; highlight?: boolean };

/** Row height of a horizontal bar chart, in px: a label line above a bar. */
export const ROW_HEIGHT = 44;
/** Widest share of the chart's width a bar may take, leaving room for its count. */
const MAX_BAR_PERCENT = 86;
/** Labels longer than this are shortened in the picture (the table and the accessible name keep them whole). */
const MAX_LABEL_CHARS = 40;

export const shortLabel = (label: string): string => (label.length > MAX_LABEL_CHARS ? `${label.slice(0, MAX_LABEL_CHARS - 1)}…` : label);

/** The largest value, at least 1, so an all-zero chart draws empty bars instead of dividing by 0. */
export const scaleMax = (data: readonly ChartDatum[]): number => Math.max(1, ...data.map((d) => d.value));

/** A horizontal bar's width in percent of the chart's width. */
export const barPercent = (value: number, max: number): number => (value / max) * MAX_BAR_PERCENT;

/** Columns of a vertical chart: the slot of each in percent of the width, and which ones get a label. */
export function columnLayout(count: number, maxLabels = 8) {
  const slot = 100 / Math.max(count, 1);
  const labelEvery = Math.max(1, Math.ceil(count / maxLabels));
  return {
    slot,
    barX: (index: number) => index * slot + slot * 0.15,
    barWidth: slot * 0.7,
    centre: (index: number) => index * slot + slot / 2,
    labelled: (index: number) => index % labelEvery === 0,
  };
}

import type { HourlyAttempts } from '@quizlink/contracts/quiz';

export type TimeBucket = { label: string; count: number };
export type AttemptsOverTime = { unit: 'hour' | 'day'; buckets: TimeBucket[] };

const HOUR_MS = 3_600_000;
/** Up to this span the chart has a bar per hour; past it, a bar per day (a quiz lives 7 days). */
const HOURLY_SPAN_MS = 48 * HOUR_MS;

const hourLabel = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });
const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** The local calendar day of a time, as a sortable key. */
const dayKey = (time: Date): string => `${time.getFullYear()}-${time.getMonth()}-${time.getDate()}`;

/**
 * The server's attempts per UTC hour as bars in the creator's own time, from the first attempt to
 * the latest: a bar per hour while that is under 48 hours, else a bar per local day; quiet hours and
 * days are bars of 0, so the picture keeps its time scale.
 */
export function attemptsOverTime(hours: readonly HourlyAttempts[]): AttemptsOverTime {
  if (hours.length === 0) return { unit: 'hour', buckets: [] };
  const counts = new Map(hours.map((h) => [Date.parse(h.hourStart), h.count]));
  const first = Date.parse(hours[0]!.hourStart);
  const last = Date.parse(hours.at(-1)!.hourStart);
  const hourly: Array<{ time: Date; count: number }> = [];
  for (let hour = first; hour <= last; hour += HOUR_MS) hourly.push({ time: new Date(hour), count: counts.get(hour) ?? 0 });
  if (last - first < HOURLY_SPAN_MS) return { unit: 'hour', buckets: hourly.map((h) => ({ label: hourLabel.format(h.time), count: h.count })) };
  const days = new Map<string, TimeBucket>();
  for (const { time, count } of hourly) {
    const key = dayKey(time);
    const day = days.get(key) ?? { label: dayLabel.format(time), count: 0 };
    day.count += count;
    days.set(key, day);
  }
  return { unit: 'day', buckets: [...days.values()] };
}

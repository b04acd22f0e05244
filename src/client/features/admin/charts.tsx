// Accessible SVG charts for the admin dashboard, no charting library: each chart is one
// role="img" SVG named by its <title> and described by its <desc>, followed by the same numbers as
// a visually hidden table for screen readers (and anyone copying the data).
import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
}

function niceMax(max: number): number {
  if (max <= 5) return 5;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: Array<Array<string | number>>;
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Horizontal bars, one row per label, the count at the end of each bar. */
export function BarChart({
  title,
  description,
  bars,
  valueLabel = 'Games',
  keyLabel = 'Value',
}: {
  title: string;
  description: string;
  bars: Bar[];
  valueLabel?: string;
  /** The header of the table's first column (what each bar stands for). */
  keyLabel?: string;
}) {
  const id = useId();
  const rowHeight = 28;
  const labelWidth = 150;
  const width = 420;
  const barSpace = width - labelWidth - 56;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * rowHeight;
  return (
    <figure className="m-0">
      <svg
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {bars.map((bar, i) => {
          const y = i * rowHeight;
          const w = Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * barSpace);
          return (
            <g key={bar.label}>
              <text
                x={labelWidth - 8}
                y={y + rowHeight / 2}
                textAnchor="end"
                dominantBaseline="central"
                className="fill-fg-muted text-[13px]"
              >
                {bar.label}
              </text>
              <rect
                x={labelWidth}
                y={y + 5}
                width={w}
                height={rowHeight - 10}
                rx={3}
                className="fill-primary"
              />
              <text
                x={labelWidth + w + 6}
                y={y + rowHeight / 2}
                dominantBaseline="central"
                className="fill-fg text-[13px] font-semibold"
              >
                {bar.value.toLocaleString('en')}
              </text>
            </g>
          );
        })}
      </svg>
      <DataTable
        caption={title}
        headers={[keyLabel, valueLabel]}
        rows={bars.map((b) => [b.label, b.value])}
      />
    </figure>
  );
}

export interface DayPoint {
  day: string;
  started: number;
  completed: number;
}

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Games started (bars) and completed (line) per day, oldest on the left. */
export function DailyChart({ title, days }: { title: string; days: DayPoint[] }) {
  const id = useId();
  // A narrow viewBox keeps the labels readable when a phone scales the chart down.
  const width = 480;
  const height = 200;
  const pad = { left: 40, right: 8, top: 12, bottom: 30 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const max = niceMax(Math.max(0, ...days.flatMap((d) => [d.started, d.completed])));
  const slot = plotW / Math.max(1, days.length);
  const y = (v: number) => pad.top + plotH - (v / max) * plotH;
  const totalStarted = days.reduce((s, d) => s + d.started, 0);
  const totalCompleted = days.reduce((s, d) => s + d.completed, 0);
  const busiest = days.reduce<DayPoint | undefined>(
    (best, d) => (!best || d.started > best.started ? d : best),
    undefined,
  );
  const description =
    `Bars: games started per day; line: games completed per day, from ${days[0] ? shortDay(days[0].day) : ''} ` +
    `to ${days.at(-1) ? shortDay(days.at(-1)!.day) : ''}. ${totalStarted} started and ${totalCompleted} completed in all` +
    (busiest && busiest.started > 0
      ? `; the busiest day was ${shortDay(busiest.day)} with ${busiest.started} started.`
      : '.');
  const line = days
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${pad.left + slot * i + slot / 2},${y(d.completed)}`)
    .join(' ');
  return (
    <figure className="m-0">
      <svg
        role="img"
        aria-labelledby={`${id}-t`}
        aria-describedby={`${id}-d`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
      >
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(max * f)}
              y2={y(max * f)}
              className="stroke-line"
              strokeDasharray={f === 0 ? undefined : '3 4'}
            />
            <text
              x={pad.left - 6}
              y={y(max * f)}
              textAnchor="end"
              dominantBaseline="central"
              className="fill-fg-muted text-[14px]"
            >
              {Math.round(max * f).toLocaleString('en')}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={pad.left + slot * i + slot * 0.15}
            width={slot * 0.7}
            y={y(d.started)}
            height={pad.top + plotH - y(d.started)}
            rx={2}
            className="fill-violet"
          />
        ))}
        <path d={line} fill="none" strokeWidth={2.5} className="stroke-accent" />
        {days.map((d, i) =>
          (days.length - 1 - i) % 7 === 0 ? (
            <text
              key={d.day}
              x={i === days.length - 1 ? width - pad.right : pad.left + slot * i + slot / 2}
              y={height - 8}
              textAnchor={i === days.length - 1 ? 'end' : 'middle'}
              className="fill-fg-muted text-[14px]"
            >
              {shortDay(d.day)}
            </text>
          ) : null,
        )}
      </svg>
      <div aria-hidden="true" className="mt-2 flex gap-4 text-sm text-fg-muted">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm bg-violet" /> Started
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-accent" /> Completed
        </span>
      </div>
      <DataTable
        caption={title}
        headers={['Day', 'Started', 'Completed']}
        rows={days.map((d) => [d.day, d.started, d.completed])}
      />
    </figure>
  );
}

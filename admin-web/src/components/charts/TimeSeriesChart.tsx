import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBucket } from '../../lib/format';
import { ChartFigure } from './ChartFigure';
import { CHART_COLORS } from './palette';

export interface SeriesLine<P> {
  label: string;
  value: (point: P) => number;
  format: (value: number) => string;
}

interface TimeSeriesChartProps<P extends { start: string }> {
  title: string;
  points: readonly P[];
  lines: readonly SeriesLine<P>[];
  /** Hour buckets (24h) or day buckets. */
  hourly: boolean;
  /** Stack the areas (parts of one total, e.g. revenue streams). */
  stacked?: boolean;
  testId?: string;
}

/** Figures per hour or day of the timeframe as areas, with a table of the same figures. */
export function TimeSeriesChart<P extends { start: string }>({
  title,
  points,
  lines,
  hourly,
  stacked = false,
  testId,
}: TimeSeriesChartProps<P>) {
  const data = points.map((point) => ({
    bucket: formatBucket(point.start, hourly),
    ...Object.fromEntries(lines.map((line, index) => [`s${index}`, line.value(point)])),
  }));
  const totals = lines.map((line) => points.reduce((sum, point) => sum + line.value(point), 0));
  const summary = `${title}, ${points.length} ${hourly ? 'hours' : 'days'}: ${lines
    .map((line, index) => `${line.label} ${line.format(totals[index] ?? 0)} in total`)
    .join(', ')}.`;
  const format = lines[0]?.format ?? String;

  return (
    <ChartFigure
      title={title}
      summary={summary}
      testId={testId}
      table={{
        columns: [hourly ? 'Hour (UTC)' : 'Day (UTC)', ...lines.map((line) => line.label)],
        rows: points.map((point) => [
          formatBucket(point.start, hourly),
          ...lines.map((line) => line.format(line.value(point))),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height={260}>
        <AreaChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#ecdfcd" />
          <XAxis dataKey="bucket" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis
            tick={{ fontSize: 12 }}
            tickFormatter={(value: number) => format(value)}
            width={64}
            allowDecimals={false}
          />
          <Tooltip
            formatter={(value, _name, item) =>
              lines[Number(String(item.dataKey).slice(1))]?.format(Number(value)) ?? String(value)
            }
          />
          <Legend />
          {lines.map((line, index) => (
            <Area
              key={line.label}
              type="monotone"
              dataKey={`s${index}`}
              name={line.label}
              stackId={stacked ? 'total' : undefined}
              stroke={CHART_COLORS[index % CHART_COLORS.length]}
              fill={CHART_COLORS[index % CHART_COLORS.length]}
              fillOpacity={0.18}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { CHART_COLORS } from './palette';

export interface BarItem {
  label: string;
  value: number;
}

interface BarBreakdownChartProps {
  title: string;
  items: readonly BarItem[];
  valueLabel: string;
  format: (value: number) => string;
  /** Horizontal bars suit long labels (stages, content types). */
  layout?: 'horizontal' | 'vertical';
  /** Extra table columns per item (e.g. conversion and drop-off of a funnel stage). */
  extraColumns?: { label: string; value: (index: number) => string }[];
  testId?: string;
}

/** One value per named item as bars (content types, revenue streams, funnel stages), with a table. */
export function BarBreakdownChart({
  title,
  items,
  valueLabel,
  format,
  layout = 'vertical',
  extraColumns = [],
  testId,
}: BarBreakdownChartProps) {
  const summary = `${title}: ${items.map((item) => `${item.label} ${format(item.value)}`).join(', ')}.`;
  const data = items.map((item) => ({ label: item.label, value: item.value }));
  const horizontal = layout === 'vertical';
  return (
    <ChartFigure
      title={title}
      summary={summary}
      testId={testId}
      table={{
        columns: ['', valueLabel, ...extraColumns.map((column) => column.label)],
        rows: items.map((item, index) => [
          item.label,
          format(item.value),
          ...extraColumns.map((column) => column.value(index)),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height={horizontal ? Math.max(160, items.length * 40 + 40) : 260}>
        <BarChart data={data} layout={layout} margin={{ top: 8, right: 24, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#ecdfcd" />
          {horizontal ? (
            <>
              <XAxis
                type="number"
                tick={{ fontSize: 12 }}
                tickFormatter={(value: number) => format(value)}
                allowDecimals={false}
              />
              <YAxis type="category" dataKey="label" tick={{ fontSize: 12 }} width={130} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis
                tick={{ fontSize: 12 }}
                tickFormatter={(value: number) => format(value)}
                width={64}
                allowDecimals={false}
              />
            </>
          )}
          <Tooltip formatter={(value) => [format(Number(value)), valueLabel]} />
          <Bar dataKey="value" name={valueLabel} isAnimationActive={false} radius={4}>
            {data.map((item, index) => (
              <Cell key={item.label} fill={CHART_COLORS[index % CHART_COLORS.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

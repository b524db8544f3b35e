import type { ReactNode } from 'react';

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/**
 * A chart with its text equivalent: the drawing is one labelled image for assistive technology,
 * and the same figures are a table under a disclosure (and for anyone who would rather read).
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
  testId,
}: {
  title: string;
  /** One sentence that says what the chart shows, read instead of the drawing. */
  summary: string;
  table: ChartTable;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <figure className="chart" data-testid={testId}>
      <figcaption className="chart__title">{title}</figcaption>
      <div className="chart__canvas" role="img" aria-label={summary}>
        {table.rows.length === 0 ? <p className="chart__empty">No data in this timeframe yet.</p> : children}
      </div>
      <details className="chart__table">
        <summary>Show the figures as a table</summary>
        <table className="data-table">
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

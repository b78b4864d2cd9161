export interface Figure {
  key: string;
  label: string;
  value: string;
}

/** Label-and-figure pairs in a responsive grid (a description list, so each figure is read with its label). */
export function FigureList({ figures, testId }: { figures: readonly Figure[]; testId?: string }) {
  return (
    <dl className="dashboard-figures" data-testid={testId}>
      {figures.map((figure) => (
        <div
          key={figure.key}
          className="dashboard-figures__item"
          data-testid={testId ? `${testId}-${figure.key}` : undefined}
        >
          <dt className="dashboard-figures__label">{figure.label}</dt>
          <dd className="dashboard-figures__value">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

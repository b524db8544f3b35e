// Marketing figures from the specification (000 §1); copy, not live numbers.
const STATS = [
  { value: '50,000+', label: 'Families' },
  { value: '200,000+', label: 'Content generated' },
  { value: '30 sec', label: 'Average creation' },
  { value: '99%', label: 'Satisfaction' },
];

export function StatsBand() {
  return (
    <section className="page-section page-section--tinted" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          FaithCraft in numbers
        </h2>
        <dl className="stats-band">
          {STATS.map(({ value, label }) => (
            <div key={label} className="stats-band__item">
              <dt className="stats-band__label">{label}</dt>
              <dd className="stats-band__value">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

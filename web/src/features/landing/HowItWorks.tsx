import { ClockIcon, HeartIcon, PrinterIcon } from 'lucide-react';

const STEPS = [
  {
    title: 'Describe your lesson',
    text: 'Choose a content type and tell FaithCraft what you are teaching — a scripture story, a Primary song, a principle.',
    Icon: HeartIcon,
  },
  {
    title: 'Ready in about 30 seconds',
    text: 'AI creates a clean, classroom-ready image for you. It is saved to your personal library automatically.',
    Icon: ClockIcon,
  },
  {
    title: 'Print or share',
    text: 'Download as PNG, JPG or PDF to print at home or show digitally in class and at Family Home Evening.',
    Icon: PrinterIcon,
  },
];

export function HowItWorks() {
  return (
    <section className="page-section page-section--tinted" aria-labelledby="how-title">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__kicker">How it works</p>
          <h2 id="how-title">From idea to printable in three steps</h2>
        </div>
        <ol className="steps">
          {STEPS.map(({ title, text, Icon }, index) => (
            <li key={title} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step__icon">
                <Icon size={22} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

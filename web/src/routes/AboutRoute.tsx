import { HeartIcon, ShieldCheckIcon, SparklesIcon } from 'lucide-react';
import { ButtonLink } from '@faithcraft/ui';
import { usePageMeta } from '../lib/usePageMeta';

// Marketing figures from the specification (section 1); they are copy, not live numbers.
const STATS = [
  { value: '10,000+', label: 'Active users' },
  { value: '50,000+', label: 'Creations' },
  { value: '98%', label: 'Satisfaction' },
  { value: '24/7', label: 'Generation' },
];

const VALUES = [
  {
    title: 'Doctrinal Accuracy',
    text: 'Content is shaped to reflect the teachings of the restored gospel of Jesus Christ, with wording families and teachers can trust.',
    Icon: ShieldCheckIcon,
  },
  {
    title: 'Family-Centered',
    text: 'Everything we build serves parents teaching at home and leaders teaching children and youth at church.',
    Icon: HeartIcon,
  },
  {
    title: 'Innovation',
    text: 'We use AI to save hours of preparation, so more of your time goes to the people you teach.',
    Icon: SparklesIcon,
  },
];

export function AboutRoute() {
  usePageMeta({
    title: 'About Us',
    description:
      'FaithCraft helps Latter-day Saint families and teachers create printable gospel teaching content in minutes.',
  });
  return (
    <div className="static-page">
      <section className="container page-section">
        <header className="page-header">
          <h1>About FaithCraft</h1>
          <p>Helping families and teachers bring the gospel to life, one lesson at a time.</p>
        </header>
        <div className="prose">
          <h2>Our Mission</h2>
          <p>
            We believe every family and every teacher deserves beautiful, faith-centred materials. FaithCraft turns a
            short description into printable flash cards, coloring pages, games, worksheets and posters in about 30
            seconds, so preparing a Family Home Evening or a Primary lesson takes minutes instead of evenings.
          </p>
        </div>
      </section>
      <section className="page-section page-section--tinted" aria-labelledby="about-stats-title">
        <div className="container">
          <h2 id="about-stats-title" className="visually-hidden">
            FaithCraft in numbers
          </h2>
          <ul className="stat-grid stat-grid--about">
            {STATS.map((stat) => (
              <li key={stat.label} className="stat-card">
                <p className="stat-card__value">{stat.value}</p>
                <p className="stat-card__label">{stat.label}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="container page-section" aria-labelledby="about-values-title">
        <h2 id="about-values-title">Our Values</h2>
        <ul className="value-grid">
          {VALUES.map(({ title, text, Icon }) => (
            <li key={title} className="value-card">
              <span className="value-card__icon" aria-hidden="true">
                <Icon size={26} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container page-section prose" aria-labelledby="about-story-title">
        <h2 id="about-story-title">Our Story</h2>
        <p>
          FaithCraft began at a kitchen table on a Sunday night, with a parent trying to find a coloring page for the
          next day's Family Home Evening. The pictures online were the wrong story, the wrong size, or not quite right
          for a four-year-old. What if you could simply describe what you needed and print it?
        </p>
        <p>
          Today FaithCraft helps Primary teachers, seminary teachers, youth leaders and parents create the materials
          they imagine, share them with others in the marketplace and spend their preparation time where it matters
          most: with the people they teach.
        </p>
        <ButtonLink to="/subscribe">Start Creating Free</ButtonLink>
      </section>
    </div>
  );
}

import { CheckIcon } from 'lucide-react';
import { CONTENT_TYPES } from '../images/contentTypes';

const TESTIMONIALS = [
  {
    quote:
      'Unlimited creating changed our Sunday prep. I make a coloring page for each child and a poster for the lesson.',
    name: 'Rachel T.',
    role: 'Primary president',
  },
  {
    quote: 'For less than a lesson manual a month, our family has fresh Family Home Evening games every week.',
    name: 'Michael & Anna P.',
    role: 'Parents of five',
  },
  {
    quote: 'I print talk visuals for the youth in minutes. The Family Plan paid for itself in the first week.',
    name: 'Sister Okafor',
    role: 'Young Women leader',
  },
] as const;

const FAQ = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from your profile whenever you like; you keep unlimited access until the end of the month you paid for.',
  },
  {
    question: 'Is the content appropriate for all ages?',
    answer: 'Yes. Everything is made for families, Primary children, youth and seminary classes.',
  },
  {
    question: 'Which file formats do I get?',
    answer: 'Every creation downloads as PDF, PNG and JPG, ready to print or share.',
  },
] as const;

export function UpgradeTestimonials() {
  return (
    <section className="page-section" aria-labelledby="upgrade-testimonials-title">
      <h2 id="upgrade-testimonials-title" className="upgrade__section-title">
        Families Love the Family Plan
      </h2>
      <ul className="testimonial-grid">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className="testimonial">
            <p className="stars" role="img" aria-label="5 out of 5 stars">
              {Array.from({ length: 5 }, (_, index) => (
                <span key={index} aria-hidden="true" className="stars__on">
                  ★
                </span>
              ))}
            </p>
            <blockquote className="testimonial__quote">
              <p>&ldquo;{testimonial.quote}&rdquo;</p>
            </blockquote>
            <p className="testimonial__author">
              <strong>{testimonial.name}</strong>
              <span>{testimonial.role}</span>
            </p>
            <p className="testimonial__verified">
              <CheckIcon size={14} /> Verified user
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContentTypeGrid() {
  return (
    <section className="page-section" aria-labelledby="upgrade-types-title">
      <h2 id="upgrade-types-title" className="upgrade__section-title">
        Create All 8 Content Types
      </h2>
      <ul className="upgrade-types">
        {CONTENT_TYPES.map(({ value, label, hint, Icon }) => (
          <li key={value} className="upgrade-types__item">
            <Icon size={26} />
            <strong>{label}</strong>
            <span>{hint}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function UpgradeFaq() {
  return (
    <section className="page-section upgrade-faq" aria-labelledby="upgrade-faq-title">
      <h2 id="upgrade-faq-title" className="upgrade__section-title">
        Frequently Asked Questions
      </h2>
      {FAQ.map((item) => (
        <details key={item.question} className="upgrade-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}

import { CheckIcon } from 'lucide-react';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
  rating: number;
  verified: boolean;
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I made flashcards for our Family Home Evening on the Articles of Faith in a couple of minutes. My kids asked to play with them again the next night!',
    name: 'Sarah M.',
    role: 'Mother of four',
    rating: 5,
    verified: true,
  },
  {
    quote:
      'As a Primary teacher I used to spend my Saturday evenings cutting and gluing. Now I print a coloring page and a worksheet and spend that time with my family.',
    name: 'Brother Jensen',
    role: 'Primary teacher',
    rating: 5,
    verified: true,
  },
  {
    quote:
      'The posters for our seminary class look professional, and the scripture references are always right. My students actually read them.',
    name: 'Emily R.',
    role: 'Seminary teacher',
    rating: 5,
    verified: true,
  },
];

function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < rating ? 'stars__on' : 'stars__off'}>
          ★
        </span>
      ))}
    </p>
  );
}

export function Testimonials() {
  return (
    <section className="page-section" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-heading">
          <p className="section-heading__kicker">Loved by families and teachers</p>
          <h2 id="testimonials-title">What Our Community Says</h2>
        </div>
        <ul className="testimonial-grid">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className="testimonial">
              <Stars rating={testimonial.rating} />
              <blockquote className="testimonial__quote">
                <p>&ldquo;{testimonial.quote}&rdquo;</p>
              </blockquote>
              <p className="testimonial__author">
                <strong>{testimonial.name}</strong>
                <span>{testimonial.role}</span>
              </p>
              {testimonial.verified && (
                <p className="testimonial__verified">
                  <CheckIcon size={14} /> Verified user
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { ROTATING_WORDS, ROTATING_WORD_INTERVAL_MS } from '../../lib/constants';

/**
 * Cycles through the content-type words every 3 seconds. Every word is also laid out, invisible, in
 * the same grid cell, so the slot is always as wide as the widest word: the heading never re-wraps
 * and nothing below it moves when the word changes (Lighthouse: cumulative layout shift).
 */
export function RotatingWord() {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % ROTATING_WORDS.length),
      ROTATING_WORD_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <span className="rotating-word">
      {ROTATING_WORDS.map((word) => (
        <span key={word} className="rotating-word__sizer" aria-hidden="true">
          {word}
        </span>
      ))}
      <span key={index} className="rotating-word__text" data-testid="rotating-word">
        {ROTATING_WORDS[index]}
      </span>
    </span>
  );
}

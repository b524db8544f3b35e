import { useEffect, useState } from 'react';
import { ROTATING_WORDS, ROTATING_WORD_INTERVAL_MS } from '../../lib/constants';

/** Cycles through the content-type words every 3 seconds. */
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
    <span className="rotating-word" data-testid="rotating-word">
      <span key={index} className="rotating-word__text">
        {ROTATING_WORDS[index]}
      </span>
    </span>
  );
}

import { useState, type SyntheticEvent } from 'react';

/** A neutral picture frame, inline so it shows even when the network is the reason images fail. */
const PLACEHOLDER_SRC =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#fdf3e6"/>' +
      '<rect x="140" y="95" width="120" height="96" rx="10" fill="none" stroke="#d9c6ad" stroke-width="8"/>' +
      '<circle cx="176" cy="128" r="10" fill="#d9c6ad"/>' +
      '<path d="M148 182l36-34 22 20 18-14 30 28z" fill="#d9c6ad"/>' +
      '<text x="200" y="228" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#675a4c">Image not available</text>' +
      '</svg>',
  );

export const IMAGE_NOT_AVAILABLE = 'Image not available';

interface SafeImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Called once when the real image fails to load (e.g. to say a stored file has expired). */
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void;
  loading?: 'lazy' | 'eager';
}

/**
 * An image that never shows the browser's broken-image icon: when `src` is missing or fails to
 * load, a placeholder with alt text 'Image not available' takes its place (spec 000 §2, §8).
 */
export function SafeImage({ src, alt, className, onError, loading = 'lazy' }: SafeImageProps) {
  // Remember which src failed, so a new src gets a fresh chance without an effect to reset state.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;

  if (broken) {
    return (
      <img
        src={PLACEHOLDER_SRC}
        alt={IMAGE_NOT_AVAILABLE}
        className={[className, 'safe-image--placeholder'].filter(Boolean).join(' ')}
        data-testid="image-placeholder"
      />
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

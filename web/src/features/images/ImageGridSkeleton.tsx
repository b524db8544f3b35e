/** Spec 000 §9: lists show 8 skeleton placeholders while loading. */
export const SKELETON_COUNT = 8;

export function ImageGridSkeleton({ label = 'Loading content' }: { label?: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="image-grid" aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li key={index}>
            <div className="image-card image-card--skeleton">
              <div className="image-card__media skeleton" />
              <div className="image-card__body">
                <div className="skeleton skeleton--line" />
                <div className="skeleton skeleton--line skeleton--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

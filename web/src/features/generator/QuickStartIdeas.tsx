import { contentTypeInfo, contentTypeLabel } from '../images/contentTypes';
import type { Idea } from './quickStart';

interface QuickStartIdeasProps {
  ideas: readonly Idea[];
  onPick: (idea: Idea) => void;
  disabled?: boolean;
}

/** A grid of ideas; picking one fills the form (the view scrolls to it). */
export function QuickStartIdeas({ ideas, onPick, disabled }: QuickStartIdeasProps) {
  return (
    <section className="quick-start" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">Quick Start Ideas</h2>
      <ul className="quick-start__grid">
        {ideas.map((idea) => {
          const Icon = contentTypeInfo(idea.contentType)?.Icon;
          return (
            <li key={`${idea.fromOwnWork ? 'own' : 'preset'}-${idea.prompt}`}>
              <button
                type="button"
                className="idea-card"
                disabled={disabled}
                onClick={() => onPick(idea)}
                data-testid="quick-start-idea"
              >
                <span className="idea-card__top">
                  {Icon && (
                    <span className="idea-card__icon" aria-hidden="true">
                      <Icon size={20} />
                    </span>
                  )}
                  <span className="idea-card__type">{contentTypeLabel(idea.contentType)}</span>
                  {idea.fromOwnWork && <span className="idea-card__own">Your Work</span>}
                </span>
                <span className="idea-card__title">{idea.title}</span>
                <span className="idea-card__prompt">{idea.prompt}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

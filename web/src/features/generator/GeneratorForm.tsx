import { useId, type FormEvent, type RefObject } from 'react';
import { Button } from '@faithcraft/ui';
import { SparklesIcon } from 'lucide-react';
import { CATEGORIES, isCategory, type Category, type ContentType } from '../images/contentTypes';
import { ContentTypePicker } from './ContentTypePicker';

export interface GeneratorValues {
  contentType: ContentType;
  category: Category;
  prompt: string;
}

interface GeneratorFormProps {
  values: GeneratorValues;
  onChange: (values: GeneratorValues) => void;
  onGenerate: () => void;
  onSurprise: () => void;
  /** A request is in flight (or Surprise Me is about to start one). */
  pending: boolean;
  /** The user has no generations left. */
  blocked: boolean;
  promptRef: RefObject<HTMLTextAreaElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
}

export function GeneratorForm({
  values,
  onChange,
  onGenerate,
  onSurprise,
  pending,
  blocked,
  promptRef,
  formRef,
}: GeneratorFormProps) {
  const categoryId = useId();
  const promptId = useId();
  const promptHintId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onGenerate();
  }

  return (
    <form ref={formRef} className="generator-form" noValidate onSubmit={onSubmit} aria-label="Create content">
      <ContentTypePicker
        value={values.contentType}
        onChange={(contentType) => onChange({ ...values, contentType })}
        disabled={pending}
      />
      <div className="field">
        <label className="field__label" htmlFor={categoryId}>
          Category
        </label>
        <select
          id={categoryId}
          className="select-field__input"
          value={values.category}
          disabled={pending}
          onChange={(event) => {
            const category = event.target.value;
            if (isCategory(category)) onChange({ ...values, category });
          }}
        >
          {CATEGORIES.map((category) => (
            <option key={category.value} value={category.value}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={promptId}>
          Describe what you&apos;d like to create
        </label>
        <textarea
          ref={promptRef}
          id={promptId}
          className="field__input generator-form__prompt"
          rows={4}
          value={values.prompt}
          aria-describedby={promptHintId}
          placeholder="e.g. Flashcards of the Articles of Faith for my Primary class"
          onChange={(event) => onChange({ ...values, prompt: event.target.value })}
        />
        <p id={promptHintId} className="field__hint">
          Name the lesson, story, song or scripture. Text on the image is spelled exactly as you write it.
        </p>
      </div>
      <div className="generator-form__actions">
        <Button type="submit" size="lg" pending={pending} disabled={values.prompt === '' || blocked}>
          <SparklesIcon size={18} /> Generate
        </Button>
        <Button variant="secondary" size="lg" disabled={pending || blocked} onClick={onSurprise}>
          Surprise Me
        </Button>
      </div>
    </form>
  );
}

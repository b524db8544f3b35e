import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { ButtonLink } from '@faithcraft/ui';
import { track } from '../../lib/analytics';
import { INITIAL_CATEGORY } from '../images/contentTypes';
import { MyImagesQuery } from '../images/documents';
import { AllowanceNote } from './AllowanceNote';
import { GeneratorAllowanceQuery } from './documents';
import { GeneratorForm, type GeneratorValues } from './GeneratorForm';
import { GeneratorHeader } from './GeneratorHeader';
import { SURPRISE_PRESETS } from './presets';
import { buildQuickStartIdeas, type Idea } from './quickStart';
import { QuickStartIdeas } from './QuickStartIdeas';
import { SessionResults } from './SessionResults';
import { useGenerateImage } from './useGenerateImage';
import '../../styles/images.css';

/** Spec 000 §9: Surprise Me starts generating 500 ms after filling the form. */
export const SURPRISE_DELAY_MS = 500;
/** Long enough to read the limit message before the upgrade page opens. */
export const LIMIT_REDIRECT_DELAY_MS = 3000;
/**
 * The allowance is charged by the users service when it hears that an image completed (an event),
 * so it is re-read a few times after a generation settles.
 */
const ALLOWANCE_REFRESH_DELAYS_MS = [0, 1500, 4000];
const OWN_WORK_SAMPLE = 30;
/** After a payment the plan reaches the users service through an event: re-read this often, this long. */
const ACTIVATION_POLL_MS = 2000;
const ACTIVATION_WAIT_MS = 120_000;

export const LIMIT_MESSAGE = "You've used all your free generations. Upgrade to the Family Plan for unlimited access.";

const INITIAL_VALUES: GeneratorValues = { contentType: 'FLASHCARDS', category: INITIAL_CATEGORY, prompt: '' };

export function GeneratorView({ viewerId }: { viewerId: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const upgraded = searchParams.get('upgraded') === 'true';

  const { data: allowanceData, refetch: refetchAllowance } = useQuery(GeneratorAllowanceQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const allowance = allowanceData?.me ?? null;
  const { data: ownData, refetch: refetchOwn } = useQuery(MyImagesQuery, {
    variables: { filter: 'GENERATED', limit: OWN_WORK_SAMPLE },
    fetchPolicy: 'cache-and-network',
  });
  const ideas = useMemo(() => buildQuickStartIdeas(ownData?.myImages ?? []), [ownData]);

  const [values, setValues] = useState<GeneratorValues>(INITIAL_VALUES);
  const [sessionIds, setSessionIds] = useState<string[]>([]);
  const [serverRefused, setServerRefused] = useState(false);
  const [surprising, setSurprising] = useState(false);
  const limitReached = serverRefused || allowance?.canGenerate === false;

  const formRef = useRef<HTMLFormElement>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);

  const { generate, pending } = useGenerateImage({
    onStarted: (image) => setSessionIds((ids) => [image.id, ...ids.filter((id) => id !== image.id)]),
    onLimitReached: () => setServerRefused(true),
  });

  // Spec 000 §2: when the free limit is reached the message shows and the user is sent to /upgrade.
  // Not on the return from a payment: the plan may still be on its way (an event), so the
  // allowance is re-read until it arrives instead of sending the new subscriber back to pay again.
  const activating = upgraded && allowance?.canGenerate === false;
  useEffect(() => {
    if (!activating) return;
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      if (Date.now() - startedAt > ACTIVATION_WAIT_MS) window.clearInterval(timer);
      else void refetchAllowance().catch(() => undefined);
    }, ACTIVATION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [activating, refetchAllowance]);
  useEffect(() => {
    if (!limitReached || upgraded) return;
    track('limit_reached', { event_category: 'limit_reached', event_label: 'upsell' });
    const timer = window.setTimeout(() => void navigate('/upgrade'), LIMIT_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [limitReached, upgraded, navigate]);

  const onSettled = useCallback(() => {
    for (const delay of ALLOWANCE_REFRESH_DELAYS_MS) {
      later(delay, () => void refetchAllowance().catch(() => undefined));
    }
    void refetchOwn().catch(() => undefined);
  }, [later, refetchAllowance, refetchOwn]);

  function onSurprise() {
    const preset = SURPRISE_PRESETS[randomIndex(SURPRISE_PRESETS.length)]!;
    const next = { contentType: preset.contentType, category: preset.category, prompt: preset.prompt };
    setValues(next);
    setSurprising(true);
    later(SURPRISE_DELAY_MS, () => {
      setSurprising(false);
      void generate(next);
    });
  }

  function onPickIdea(idea: Idea) {
    setValues({ contentType: idea.contentType, category: idea.category, prompt: idea.prompt });
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    promptRef.current?.focus({ preventScroll: true });
  }

  return (
    <div className="container page-section generator">
      <GeneratorHeader>{allowance && <AllowanceNote allowance={allowance} />}</GeneratorHeader>
      {upgraded && (
        <div className="notice notice--success" role="status" data-testid="upgraded-welcome">
          {activating ? (
            <>
              <strong>Activating your Family Plan…</strong> Unlimited creating starts in a moment.
            </>
          ) : (
            <>
              <strong>Welcome to the Family Plan!</strong> You now have unlimited access. Create as much as you like.
            </>
          )}
        </div>
      )}
      {limitReached && !activating && (
        <div className="notice notice--limit" role="alert" data-testid="generation-limit">
          <p>{LIMIT_MESSAGE}</p>
          <ButtonLink to="/upgrade">Upgrade to Family Plan</ButtonLink>
        </div>
      )}
      <div className="generator__layout">
        <GeneratorForm
          values={values}
          onChange={setValues}
          onGenerate={() => void generate(values)}
          onSurprise={onSurprise}
          pending={pending || surprising}
          blocked={limitReached}
          promptRef={promptRef}
          formRef={formRef}
        />
        <SessionResults ids={sessionIds} viewerId={viewerId} onSettled={onSettled} />
      </div>
      <QuickStartIdeas ideas={ideas} onPick={onPickIdea} disabled={pending || surprising} />
    </div>
  );
}

/** A uniform pick for Surprise Me, from the browser's crypto source. */
function randomIndex(length: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! % length;
}

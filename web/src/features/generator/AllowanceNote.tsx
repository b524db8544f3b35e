import type { GeneratorAllowanceQuery } from '../../__generated__/graphql';

type Allowance = NonNullable<GeneratorAllowanceQuery['me']>;

/** One line on the user's plan: unlimited, or how many free generations are left. */
export function AllowanceNote({ allowance }: { allowance: Allowance }) {
  if (allowance.generationsRemaining === null || allowance.generationsRemaining === undefined) {
    const plan = allowance.role === 'admin' ? 'Admin account' : 'Family Plan';
    return (
      <p className="allowance-note" data-testid="generations-remaining">
        {plan}: unlimited generations.
      </p>
    );
  }
  const left = allowance.generationsRemaining;
  return (
    <p className="allowance-note" data-testid="generations-remaining">
      <strong>
        {left} of {allowance.freeGenerationsLimit}
      </strong>{' '}
      free {allowance.freeGenerationsLimit === 1 ? 'generation' : 'generations'} left
    </p>
  );
}

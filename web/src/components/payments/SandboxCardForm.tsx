import { useRef, useState, type FormEvent } from 'react';
import { Button, messageFromError, TextField } from '@faithcraft/ui';
import { ShieldCheckIcon } from 'lucide-react';
import { formatCardNumber, formatExpiry, readCard, type CardErrors } from './card';
import { authenticateSandboxPayment, confirmSandboxCard, type SandboxAnswer } from './sandbox';
import { TestModeNote } from './TestModeNote';
import { PAYMENT_FALLBACK_MESSAGE, type CardFormProps } from './types';

type Step = 'card' | 'authenticate';

/**
 * The sandbox provider's card form (issue 8): Stripe's test cards, confirmed by the commerce
 * service. A card that asks for authentication (4000 0025 0000 3155) shows the bank's step here,
 * as Stripe.js would show it in a frame.
 */
export function SandboxCardForm({
  clientSecret,
  submitLabel,
  processingLabel,
  onConfirmed,
  onPaymentError,
}: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [step, setStep] = useState<Step>('card');
  const [processing, setProcessing] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);

  /** Back to the card after a refusal, with focus on its number (the submit was disabled meanwhile). */
  function refused(message: string) {
    setStep('card');
    onPaymentError(message);
    window.setTimeout(() => numberRef.current?.focus(), 0);
  }

  async function settle(run: () => Promise<SandboxAnswer>) {
    setProcessing(true);
    try {
      const answer = await run();
      if (answer.status === 'requires_action') {
        setStep('authenticate');
      } else if (answer.status === 'succeeded') {
        await onConfirmed();
      } else {
        refused(answer.error?.message || PAYMENT_FALLBACK_MESSAGE);
      }
    } catch (error) {
      refused(messageFromError(error, PAYMENT_FALLBACK_MESSAGE));
    } finally {
      setProcessing(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    const read = readCard({ number, expiry, cvc });
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    void settle(() => confirmSandboxCard(clientSecret, read.card));
  }

  if (step === 'authenticate') {
    return (
      <section className="card-auth" aria-labelledby="card-auth-title" data-testid="card-authentication">
        <TestModeNote />
        <ShieldCheckIcon size={32} aria-hidden="true" className="card-auth__icon" />
        <h3 id="card-auth-title">Confirm this payment with your bank</h3>
        <p>Your card issuer asks you to authenticate this payment.</p>
        <div className="dialog__actions">
          <Button
            variant="secondary"
            disabled={processing}
            onClick={() => void settle(() => authenticateSandboxPayment(clientSecret, false))}
          >
            Fail authentication
          </Button>
          <Button
            pending={processing}
            onClick={() => void settle(() => authenticateSandboxPayment(clientSecret, true))}
          >
            Complete authentication
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className="card-form" onSubmit={submit} noValidate data-testid="card-form">
      <TestModeNote hint="Use 4242 4242 4242 4242 with any future date and any CVC." />
      <TextField
        ref={numberRef}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
        error={errors.number}
      />
      <div className="card-form__row">
        <TextField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={expiry}
          onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          error={errors.expiry}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, ''))}
          error={errors.cvc}
        />
      </div>
      <Button type="submit" size="lg" disabled={processing} className="card-form__submit">
        {processing ? processingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** What a card form is asked to confirm: a payment now, or a card saved for later (setup). */
export type ConfirmIntent = 'payment' | 'setup';

export interface CardFormProps {
  clientSecret: string;
  intent: ConfirmIntent;
  /** Where the provider returns after an off-page authentication (spec 000 §7 return addresses). */
  returnPath: string;
  submitLabel: string;
  /** The submit button's text while working (spec: 'Processing...'). */
  processingLabel: string;
  /** Runs after the provider confirmed, while the form still shows it is working. */
  onConfirmed: () => Promise<void>;
  /** The provider refused (declined card, failed authentication): its message. */
  onPaymentError: (message: string) => void;
}

/** Spec 000 §8: the payment failure text when the provider gives none. */
export const PAYMENT_FALLBACK_MESSAGE = 'There was an issue processing your payment. Please try again.';

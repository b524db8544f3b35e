import { Dialog } from '@faithcraft/ui';
import { CardPaymentForm } from '../../components/payments/CardPaymentForm';
import { formatPrice } from './format';

interface PurchaseDialogProps {
  image: { title: string; priceCents: number };
  clientSecret: string;
  onClose: () => void;
  onConfirmed: () => Promise<void>;
  onPaymentError: (message: string) => void;
}

/** The card form for one purchase (spec 000 §4: a payment form appears in a dialog). */
export function PurchaseDialog({ image, clientSecret, onClose, onConfirmed, onPaymentError }: PurchaseDialogProps) {
  const price = formatPrice(image.priceCents);
  return (
    <Dialog open onClose={onClose} title="Complete Your Purchase" testId="purchase-dialog">
      <p className="purchase-summary">
        <span>{image.title}</span>
        <span>{price}</span>
      </p>
      <CardPaymentForm
        clientSecret={clientSecret}
        intent="payment"
        returnPath="/marketplace"
        submitLabel={`Pay ${price}`}
        processingLabel="Processing..."
        onConfirmed={onConfirmed}
        onPaymentError={onPaymentError}
      />
    </Dialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Dialog, Spinner, TextField } from '@faithcraft/ui';
import { PublishPricingQuery } from './documents';
import { parsePaidPrice, priceFieldText, priceRangeText, type PublishPricing } from './publishPrice';

interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen price in cents (0 = free). */
  onPublish: (priceCents: number) => Promise<void>;
  pending: boolean;
}

/** The owner chooses Free or a price before an image goes public and on sale. */
export function PublishDialog({ open, onClose, onPublish, pending }: PublishDialogProps) {
  const { data, error } = useQuery(PublishPricingQuery, { skip: !open });
  const pricing = data?.publishPricing;
  return (
    <Dialog open={open} onClose={onClose} title="Publish to the Marketplace" testId="publish-dialog">
      {pricing ? (
        <PriceForm pricing={pricing} onPublish={onPublish} onCancel={onClose} pending={pending} />
      ) : error ? (
        <p role="alert">Failed to load the price rules. Please try again in a moment.</p>
      ) : (
        <Spinner label="Loading" />
      )}
    </Dialog>
  );
}

function PriceForm({
  pricing,
  onPublish,
  onCancel,
  pending,
}: {
  pricing: PublishPricing;
  onPublish: (priceCents: number) => Promise<void>;
  onCancel: () => void;
  pending: boolean;
}) {
  const groupName = useId();
  const [free, setFree] = useState(false);
  const [text, setText] = useState(priceFieldText(pricing.defaultCents));
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (free) return void onPublish(0);
    const parsed = parsePaidPrice(text, pricing);
    if ('error' in parsed) return setError(parsed.error);
    void onPublish(parsed.cents);
  }

  return (
    <form className="publish-form" onSubmit={submit} noValidate>
      <fieldset className="publish-form__choices">
        <legend className="field__label">Price</legend>
        <label className="radio-option">
          <input type="radio" name={groupName} checked={!free} onChange={() => setFree(false)} />
          Sell it
        </label>
        <label className="radio-option">
          <input type="radio" name={groupName} checked={free} onChange={() => setFree(true)} />
          Free (anyone signed in can add it to their library)
        </label>
      </fieldset>
      {!free && (
        <TextField
          label="Price in US dollars"
          inputMode="decimal"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          hint={`Any price ${priceRangeText(pricing)}.`}
          error={error}
        />
      )}
      <div className="dialog__actions">
        <Button variant="secondary" type="button" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          Publish
        </Button>
      </div>
    </form>
  );
}

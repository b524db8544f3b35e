// The owner's publish price (issue 8: Free, or $0.99–$49.99; content's publishPricing owns the
// figures). The field takes dollars as people type them; the API takes integer cents.

export interface PublishPricing {
  defaultCents: number;
  minPaidCents: number;
  maxCents: number;
}

const DOLLARS = /^\$?\s*(\d{1,4})(?:\.(\d{1,2}))?$/;

/** "$0.99 and $49.99" etc., from the rules themselves so the text never disagrees with them. */
export function priceRangeText(pricing: PublishPricing): string {
  return `between ${dollars(pricing.minPaidCents)} and ${dollars(pricing.maxCents)}`;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The typed price in cents, or the message to show under the field. */
export function parsePaidPrice(text: string, pricing: PublishPricing): { cents: number } | { error: string } {
  const match = DOLLARS.exec(text.trim());
  if (!match) return { error: 'Enter a price in dollars, e.g. 2.99' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents < pricing.minPaidCents || cents > pricing.maxCents) {
    return { error: `Price must be ${priceRangeText(pricing)}` };
  }
  return { cents };
}

/** The field's starting text: the default price as dollars ("2.99"). */
export function priceFieldText(cents: number): string {
  return (cents / 100).toFixed(2);
}

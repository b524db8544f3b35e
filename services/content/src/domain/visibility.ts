/** The publish price rules (content owns the figures; web reads them through `publishPricing`). */
export const PUBLISH_PRICING = {
  /** Spec 000: publishing for sale without a price asks $2.99. */
  defaultCents: 299,
  /** 0 is free; a paid price starts here (card fees make smaller amounts pointless). */
  minPaidCents: 99,
  maxCents: 4999,
} as const;

export const PRICE_RULE_MESSAGE = 'Price must be $0 (free) or between $0.99 and $49.99';

export type Visibility = { isPublic: boolean; isForSale: boolean; priceCents: number };

/** 0 (free) or a whole number of cents from the minimum paid price to the maximum. */
export function isAllowedPrice(cents: number): boolean {
  return (
    Number.isInteger(cents) &&
    (cents === 0 || (cents >= PUBLISH_PRICING.minPaidCents && cents <= PUBLISH_PRICING.maxCents))
  );
}

/**
 * Spec 000 §4: publishing sets isPublic, isForSale and the price ($2.99 by default); making it
 * private clears both flags. A price that breaks the rules above is refused with PRICE_RULE_MESSAGE.
 */
export function decideVisibility(
  input: { isPublic: boolean; isForSale: boolean; priceCents?: number | null },
  current: { priceCents: number },
): { ok: true; value: Visibility } | { ok: false; message: string } {
  if (!input.isPublic)
    return { ok: true, value: { isPublic: false, isForSale: false, priceCents: current.priceCents } };
  const price = input.priceCents ?? (current.priceCents > 0 ? current.priceCents : PUBLISH_PRICING.defaultCents);
  if (!isAllowedPrice(price)) return { ok: false, message: PRICE_RULE_MESSAGE };
  return { ok: true, value: { isPublic: true, isForSale: input.isForSale, priceCents: price } };
}

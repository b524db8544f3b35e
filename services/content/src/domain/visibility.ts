export const DEFAULT_PRICE_CENTS = 299;
export const MAX_PRICE_CENTS = 100_000;

export type Visibility = { isPublic: boolean; isForSale: boolean; priceCents: number };

/**
 * Spec 000 §4: publishing sets isPublic, isForSale and the price (2.99 by default); making it
 * private clears both flags. A price outside 0..1000 dollars is refused.
 */
export function decideVisibility(
  input: { isPublic: boolean; isForSale: boolean; priceCents?: number | null },
  current: { priceCents: number },
): { ok: true; value: Visibility } | { ok: false; message: string } {
  if (!input.isPublic)
    return { ok: true, value: { isPublic: false, isForSale: false, priceCents: current.priceCents } };
  const price = input.priceCents ?? (current.priceCents > 0 ? current.priceCents : DEFAULT_PRICE_CENTS);
  if (!Number.isInteger(price) || price < 0 || price > MAX_PRICE_CENTS) {
    return { ok: false, message: 'Price must be between $0.00 and $1,000.00' };
  }
  return { ok: true, value: { isPublic: true, isForSale: input.isForSale, priceCents: price } };
}

// Product events for an analytics tag (spec 000 §7). Nothing is loaded or sent from here: events go
// to `window.dataLayer` when a tag manager put one on the page and are dropped otherwise.

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** Records one product event (e.g. `generate_content`). */
export function track(event: string, params?: Record<string, unknown>): void {
  const layer = (window as unknown as DataLayerWindow).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...params });
}

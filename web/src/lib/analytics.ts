// Page views and product events for an analytics tag (spec 000 §2, §7). No third-party script is
// loaded here: events go to `window.dataLayer` when a tag manager put one on the page, and are
// dropped otherwise, so nothing is sent anywhere without a configured tag.

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

interface DataLayerWindow {
  dataLayer?: unknown[];
}

function dataLayer(): unknown[] | undefined {
  const layer = (window as unknown as DataLayerWindow).dataLayer;
  return Array.isArray(layer) ? layer : undefined;
}

/** Records one product event (e.g. `email_signup`). */
export function track(event: string, params: AnalyticsParams = {}): void {
  dataLayer()?.push({ event, ...params });
}

/** Records a page view; called on every route change. */
export function pageView(path: string): void {
  track('page_view', { page_path: path, page_title: document.title, page_location: window.location.href });
}

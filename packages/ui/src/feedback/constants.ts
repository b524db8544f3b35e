// The UI constants of spec 000 §9 (notifications and tooltips), in one place for both apps.

/** Notifications: one visible at once, 5 s by default, a swipe right past 50 px dismisses. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notification region. */
export const TOAST_HOTKEY = ['F8'];
/** Max width of the notification region on medium screens (also in feedback.css). */
export const TOAST_MAX_WIDTH_PX = 420;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

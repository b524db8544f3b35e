/** Chart colours from the kit's tokens (readable on white, distinct for common colour blindness). */
export const CHART_COLORS = ['#b4511f', '#1f2846', '#3f7a55', '#d97706', '#6b4fa0', '#2b7a99', '#9c2b4f', '#7a6a3f'];

/**
 * The built-in generator: printable pages for all 8 content types, drawn as vector SVG with text as
 * font paths and rasterised with sharp; plus exports (JPEG, PDF, thumbnail), the text overlay for
 * provider art and the local prompt safety check.
 */
export { CONTENT_TYPES, isContentType } from './types.js';
export type { ContentType, RenderRequest, RenderedImage, SafetyVerdict } from './types.js';
export { titleFromPrompt } from './text/keywords.js';
export { renderBuiltIn } from './render.js';
export { overlayText } from './overlay.js';
export { toJpeg, toPdf, makeThumbnail } from './export.js';
export { checkPromptSafety } from './safety.js';

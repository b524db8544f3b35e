import opentype from 'opentype.js';

/** Fonts ship inside npm packages, so output never depends on the machine's system fonts. */
const FONT_FILES = {
  display: '@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf',
  displayLight: '@expo-google-fonts/fredoka/500Medium/Fredoka_500Medium.ttf',
  body: '@expo-google-fonts/nunito/800ExtraBold/Nunito_800ExtraBold.ttf',
  bodyRegular: '@expo-google-fonts/nunito/600SemiBold/Nunito_600SemiBold.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES;

const cache = new Map<FontName, opentype.Font>();

export function font(name: FontName): opentype.Font {
  let f = cache.get(name);
  if (!f) {
    f = opentype.loadSync(require.resolve(FONT_FILES[name]));
    cache.set(name, f);
  }
  return f;
}

/** Nunito covers more scripts (Latin Extended, Vietnamese, Cyrillic) than Fredoka. */
const FALLBACK: FontName = 'body';

/** The font to draw `text` with: the wanted one when it has every glyph, else the fallback. */
export function fontFor(name: FontName, text: string): opentype.Font {
  const f = font(name);
  for (const ch of text) {
    if (ch.trim() !== '' && f.charToGlyphIndex(ch) === 0) return font(FALLBACK);
  }
  return f;
}

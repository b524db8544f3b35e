// The ambient module declaration travels with this file into every program that compiles it (the test projects too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- mjml ships no types; an import of a .d.ts is not allowed
/// <reference path="./mjml.d.ts" />
import mjml2html from 'mjml';

export interface CompiledMjml {
  html: string;
  errors: string[];
}

/**
 * MJML → responsive HTML that common mail clients render. Errors (unknown tags, bad attributes)
 * are listed, not thrown, so the editor's live preview can show them next to the result.
 */
export async function compileMjml(mjml: string): Promise<CompiledMjml> {
  try {
    const out = await mjml2html(mjml, { validationLevel: 'soft', keepComments: false });
    return {
      html: out.html,
      errors: out.errors.map((e) => (e.line ? `Line ${e.line}: ${e.message}` : e.message)),
    };
  } catch (err) {
    return { html: '', errors: [(err as Error).message] };
  }
}

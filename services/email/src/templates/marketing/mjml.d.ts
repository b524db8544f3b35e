// mjml 5 ships no type declarations; the part of its API this service uses.
declare module 'mjml' {
  interface MjmlError {
    line?: number;
    message: string;
    tagName?: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    minify?: boolean;
  }
  export default function mjml2html(
    mjml: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}

import type { AggregateStore } from '@faithcraft/lib';
import type { TemplateType } from '../../audience/contract.js';
import type { MarketingTemplateDoc } from '../../data/marketing-template-model.js';
import { compileMjml } from './compile.js';
import { defaultTemplates } from './defaults.js';
import { TEMPLATE_TYPES, TEMPLATE_VARIABLES, templateIdOf } from './types.js';

export interface TemplateUpdate {
  subject: string;
  mjml: string;
  isActive?: boolean | null;
}

export type TemplateUpdateOutcome =
  { ok: true; template: MarketingTemplateDoc } | { ok: false; message: string; errors?: string[] };

const MAX_MJML = 200_000;

/** The six marketing templates, stored by type (id '1'..'6'), written in MJML and compiled at save. */
export class TemplateLibrary {
  constructor(
    private readonly templates: AggregateStore<MarketingTemplateDoc>,
    private readonly publicUrl: string,
  ) {}

  readonly variables = [...TEMPLATE_VARIABLES];

  /** Creates the templates that are missing (edited ones are kept); answers how many were created. */
  async initialize(): Promise<number> {
    let created = 0;
    for (const def of defaultTemplates(this.publicUrl)) {
      const { html, errors } = await compileMjml(def.mjml);
      if (errors.length) throw new Error(`default template ${def.type} does not compile: ${errors.join('; ')}`);
      const { written } = await this.templates.createOrUpdate(
        {
          _id: templateIdOf(def.type),
          type: def.type,
          name: def.name,
          subject: def.subject,
          mjml: def.mjml,
          html,
          isActive: true,
          lastModified: new Date(),
        },
        () => null,
      );
      if (written) created++;
    }
    return created;
  }

  async list(): Promise<MarketingTemplateDoc[]> {
    const docs = await this.templates.find({});
    return docs.sort((a, b) => Number(a._id) - Number(b._id));
  }

  /** The stored template of a type, created from the defaults when it does not exist yet. */
  async get(type: TemplateType): Promise<MarketingTemplateDoc> {
    const id = templateIdOf(type);
    const found = await this.templates.findById(id);
    if (found) return found;
    await this.initialize();
    const created = await this.templates.findById(id);
    if (!created) throw new Error(`template ${type} could not be created`);
    return created;
  }

  async update(type: TemplateType, input: TemplateUpdate): Promise<TemplateUpdateOutcome> {
    const subject = input.subject.trim();
    if (!subject || !input.mjml.trim()) return { ok: false, message: 'Subject and MJML are required' };
    if (input.mjml.length > MAX_MJML)
      return { ok: false, message: 'The template is too large (at most 200,000 characters)' };
    const { html, errors } = await compileMjml(input.mjml);
    if (errors.length || !html) {
      return { ok: false, message: `The template has MJML errors: ${errors.join('; ')}`, errors };
    }
    await this.get(type);
    const outcome = await this.templates.update(templateIdOf(type), () => ({
      update: {
        $set: {
          subject,
          mjml: input.mjml,
          html,
          lastModified: new Date(),
          ...(typeof input.isActive === 'boolean' ? { isActive: input.isActive } : {}),
        },
      },
    }));
    const template = outcome?.after;
    return template ? { ok: true, template } : { ok: false, message: 'Template not found' };
  }

  /** Live preview: compiled HTML and every MJML error. */
  render(mjml: string): Promise<{ html: string; errors: string[] }> {
    if (mjml.length > MAX_MJML) return Promise.resolve({ html: '', errors: ['The template is too large'] });
    return compileMjml(mjml);
  }
}

export const isTemplateType = (value: string): value is TemplateType =>
  (TEMPLATE_TYPES as readonly string[]).includes(value);

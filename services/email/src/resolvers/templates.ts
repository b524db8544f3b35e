import type { AdminPolicy } from '@faithcraft/lib';
import type { EmailTemplate, Resolvers } from '../__generated__/resolvers-types.js';
import { templateEnum, templateType } from '../campaigns/enums.js';
import type { TemplateTestSends } from '../campaigns/template-test-sends.js';
import type { MarketingTemplateDoc } from '../data/marketing-template-model.js';
import type { TemplateLibrary } from '../templates/marketing/template-library.js';

export interface TemplateResolverDeps {
  adminPolicy: AdminPolicy;
  library: TemplateLibrary;
  testSends: TemplateTestSends;
  /** SENDY_URL: the optional outside email service; '' = the built-in editor. */
  sendyUrl: string;
}

const toTemplate = (t: MarketingTemplateDoc, variables: string[]): EmailTemplate => ({
  id: t._id,
  name: t.name,
  subject: t.subject,
  type: templateEnum(t.type),
  isActive: t.isActive,
  lastModified: t.lastModified.toISOString(),
  mjml: t.mjml,
  variables,
});

/** A configured service URL lacking http gets https (spec 001 §8). */
export const serviceUrlOf = (raw: string): string | null => {
  const url = raw.trim();
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
};

/** Templates: list, content, the editor's configuration and live preview, update, initialize, test send. */
export function templateResolvers({ adminPolicy, library, testSends, sendyUrl }: TemplateResolverDeps): Resolvers {
  return {
    Query: {
      emailTemplates: async (_p, _a, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return (await library.list()).map((t) => toTemplate(t, library.variables));
      },
      emailTemplateContent: async (_p, { type }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        try {
          const t = await library.get(templateType(type));
          return { success: true, message: null, content: { subject: t.subject, html: t.html } };
        } catch (err) {
          ctx.log.error({ err }, 'template content failed');
          return { success: false, message: 'Failed to copy template content', content: null };
        }
      },
      emailTemplateConfig: async (_p, _a, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return { serviceUrl: serviceUrlOf(sendyUrl), editorPath: '/admin/email?tab=templates&edit={type}' };
      },
      renderEmailTemplate: async (_p, { mjml }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return library.render(mjml);
      },
    },
    Mutation: {
      initializeEmailTemplates: async (_p, _a, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        try {
          const created = await library.initialize();
          const message =
            created === 0 ? 'All 6 templates are already initialized' : `${created} templates initialized`;
          return { success: true, message };
        } catch (err) {
          ctx.log.error({ err }, 'template initialization failed');
          return { success: false, message: 'Failed to initialize templates' };
        }
      },
      updateEmailTemplate: async (_p, { type, input }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const outcome = await library.update(templateType(type), input);
        if (!outcome.ok) return { success: false, message: outcome.message, template: null };
        return {
          success: true,
          message: `Template “${outcome.template.name}” saved`,
          template: toTemplate(outcome.template, library.variables),
        };
      },
      sendTestTemplateEmail: async (_p, { type }, ctx) => {
        const admin = await adminPolicy.requireAdmin(ctx);
        return testSends.sendTemplate(templateType(type), admin.userId);
      },
    },
  };
}

import type { AggregateStore } from '@faithcraft/lib';
import type { Audiences, TemplateType } from '../audience/contract.js';
import type { KnownUserDoc } from '../data/known-user-model.js';
import type { TemplateLibrary } from '../templates/marketing/template-library.js';
import type { CampaignService } from './campaign-service.js';

/** The spec's test-welcome / test-limit-warning / test-weekly-digest: a template to the signed-in admin. */
export class TemplateTestSends {
  constructor(
    private readonly library: TemplateLibrary,
    private readonly campaigns: CampaignService,
    private readonly audiences: Audiences,
    private readonly knownUsers: AggregateStore<KnownUserDoc>,
  ) {}

  async sendTemplate(type: TemplateType, userId: string): Promise<{ success: boolean; message: string }> {
    const member = await this.audiences.member(userId);
    const email = member?.email ?? (await this.knownUsers.findById(userId))?.email;
    if (!email) return { success: false, message: 'Your account has no known e-mail address' };
    const template = await this.library.get(type);
    return this.campaigns.sendPreview(
      { mailId: `test:template-${template._id}`, subject: template.subject, html: template.html, from: null },
      email,
      member ? { firstName: member.firstName, remainingGenerations: member.remainingGenerations, userId } : null,
    );
  }
}

import type { Audiences, SegmentKey, TemplateType } from '../audience/contract.js';
import type { CampaignService } from './campaign-service.js';

export type QuickAction = 'START_WELCOME_CAMPAIGN' | 'SEND_UPGRADE_BLAST';

const ACTIONS: Record<QuickAction, { templateType: TemplateType; segment: SegmentKey }> = {
  START_WELCOME_CAMPAIGN: { templateType: 'welcome', segment: 'newVisitors' },
  SEND_UPGRADE_BLAST: { templateType: 'family_plan_promo', segment: 'limitReached' },
};

/** The Lists tab's quick actions: a campaign from a template to a segment, created and started at once. */
export class QuickActions {
  constructor(
    private readonly campaigns: CampaignService,
    private readonly audiences: Audiences,
  ) {}

  async run(action: QuickAction): Promise<{ success: boolean; message: string }> {
    const { templateType, segment } = ACTIONS[action];
    const created = await this.campaigns.createFromTemplate({ templateType, segment });
    if (!created.success) return { success: false, message: created.message };
    const started = await this.campaigns.send(created.campaign._id);
    if (!started.success) return { success: false, message: started.message };
    const audience = { kind: 'segment', segment } as const;
    const [label, count] = await Promise.all([this.audiences.label(audience), this.audiences.count(audience)]);
    return { success: true, message: `“${created.campaign.name}” is sending to ${label} (${count} recipients)` };
  }
}

import type { AdminPolicy, RequestContext } from '@faithcraft/lib';
import type { Audiences } from '../audience/contract.js';
import type { EmailCampaign, EmailCampaignResult, Resolvers } from '../__generated__/resolvers-types.js';
import type { AutomationService } from '../automations/automation-service.js';
import type { EmailAnalytics } from '../campaigns/analytics.js';
import type { CampaignOutcome, CampaignService } from '../campaigns/campaign-service.js';
import { segmentEnum, segmentKey, templateEnum, templateType } from '../campaigns/enums.js';
import type { QuickActions } from '../campaigns/quick-actions.js';
import type { CampaignDoc } from '../data/campaign-model.js';
import { audienceOf } from '../sending/send-engine.js';

export interface CampaignResolverDeps {
  adminPolicy: AdminPolicy;
  campaigns: CampaignService;
  automations: AutomationService;
  quickActions: QuickActions;
  analytics: EmailAnalytics;
  audiences: Audiences;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Campaigns, automations and quick actions. */
export function campaignResolvers(deps: CampaignResolverDeps): Resolvers {
  const { adminPolicy, campaigns, automations, quickActions, analytics, audiences } = deps;

  const toCampaign = async (c: CampaignDoc): Promise<EmailCampaign> => {
    const [label, performance] = await Promise.all([
      audiences.label(audienceOf(c)).catch(() => 'Unknown audience'),
      analytics.performance(c._id, c.startedAt),
    ]);
    const stats = await analytics.tracking(c._id);
    return {
      id: c._id,
      name: c.name,
      subject: c.subject,
      html: c.html,
      fromEmail: c.fromEmail,
      status: c.status,
      listId: c.listId,
      segment: segmentEnum(c.segment),
      audienceLabel: label,
      templateType: c.templateType ? templateEnum(c.templateType) : null,
      scheduledAt: iso(c.scheduledAt),
      startedAt: iso(c.startedAt),
      finishedAt: iso(c.finishedAt),
      createdAt: c.createdAt.toISOString(),
      progress: c.progress,
      stats: {
        sent: c.progress.sent,
        opens: stats.opens,
        uniqueOpens: stats.uniqueOpens,
        clicks: stats.clicks,
        conversions: performance.conversions,
      },
    };
  };

  const result = async (
    outcome: CampaignOutcome,
    ctx: RequestContext,
    failure: string,
  ): Promise<EmailCampaignResult> => {
    if (!outcome.success) return { success: false, message: outcome.message, campaignId: null, campaign: null };
    try {
      return {
        success: true,
        message: outcome.message,
        campaignId: outcome.campaign._id,
        campaign: await toCampaign(outcome.campaign),
      };
    } catch (err) {
      ctx.log.error({ err }, failure);
      return { success: true, message: outcome.message, campaignId: outcome.campaign._id, campaign: null };
    }
  };

  const guarded = async (ctx: RequestContext, failure: string, work: () => Promise<CampaignOutcome>) => {
    try {
      return await result(await work(), ctx, failure);
    } catch (err) {
      ctx.log.error({ err }, failure);
      return { success: false, message: failure, campaignId: null, campaign: null };
    }
  };

  return {
    Query: {
      emailCampaigns: async (_p, { limit }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return Promise.all((await campaigns.list(limit ?? 50)).map(toCampaign));
      },
      emailCampaign: async (_p, { id }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const c = await campaigns.get(id);
        return c ? toCampaign(c) : null;
      },
      emailAutomations: async (_p, _a, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return (await automations.list()).map((a) => ({
          id: a.id,
          name: a.name,
          status: a.status,
          description: a.description,
          targetSegment: a.targetSegment,
          trigger: a.trigger,
          templateType: templateEnum(a.templateType),
          metric: a.metric,
          sent: a.sent,
          lastRunAt: iso(a.lastRunAt),
          nextRunAt: iso(a.nextRunAt),
        }));
      },
    },
    Mutation: {
      createEmailCampaign: async (_p, { input }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return guarded(ctx, 'Failed to create campaign', () =>
          campaigns.create({ ...input, segment: segmentKey(input.segment) }),
        );
      },
      createEmailCampaignFromTemplate: async (_p, { input }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return guarded(ctx, 'Failed to create campaign from template', () =>
          campaigns.createFromTemplate({
            ...input,
            templateType: input.templateType ? templateType(input.templateType) : null,
            segment: segmentKey(input.segment),
          }),
        );
      },
      sendEmailCampaign: async (_p, { id }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return guarded(ctx, 'Action failed. Please try again.', () => campaigns.send(id));
      },
      pauseEmailCampaign: async (_p, { id }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return guarded(ctx, 'Action failed. Please try again.', () => campaigns.pause(id));
      },
      sendTestEmail: async (_p, { campaignId, to }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return campaigns.sendTest(campaignId, to);
      },
      setEmailAutomationStatus: async (_p, { id, status }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return automations.setStatus(id, status);
      },
      runEmailQuickAction: async (_p, { action }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        try {
          return await quickActions.run(action);
        } catch (err) {
          ctx.log.error({ err }, 'quick action failed');
          return { success: false, message: 'Action failed. Please try again.' };
        }
      },
    },
  };
}

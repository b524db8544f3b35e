import { randomUUID } from 'node:crypto';
import type { AggregateStore, Logger } from '@faithcraft/lib';
import type { Audiences, SegmentKey, TemplateType } from '../audience/contract.js';
import type { CampaignDoc } from '../data/campaign-model.js';
import { isValidEmail } from '../domain/addresses.js';
import type { MarketingTransport } from '../sending/marketing-transport.js';
import type { Personalizer } from '../sending/personalize.js';
import type { NewImage } from '../templates/marketing/types.js';
import type { TemplateLibrary } from '../templates/marketing/template-library.js';

export interface CampaignInput {
  name?: string | null;
  subject?: string | null;
  html?: string | null;
  fromEmail?: string | null;
  listId?: string | null;
  segment?: SegmentKey | null;
  scheduledAt?: string | null;
}

export interface FromTemplateInput {
  templateType?: TemplateType | null;
  campaignName?: string | null;
  listId?: string | null;
  segment?: SegmentKey | null;
  scheduledAt?: string | null;
}

export type CampaignOutcome =
  { success: true; message: string; campaign: CampaignDoc } | { success: false; message: string };
export interface ActionOutcome {
  success: boolean;
  message: string;
}

export const REQUIRED_FIELDS = 'Name, subject, and HTML content are required';
export const SELECT_TEMPLATE = 'Please select a template';
const NOT_FOUND = 'Campaign not found';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Weekly Digest – Nov 23, 2026": the name of a campaign from a template when none is given. */
export const generatedCampaignName = (templateName: string, at: Date): string =>
  `${templateName} – ${DATE_FORMAT.format(at)}`;

function parseSchedule(value: string | null | undefined): Date | null | 'invalid' {
  if (!value?.trim()) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? 'invalid' : at;
}

export interface CampaignServiceDeps {
  campaigns: AggregateStore<CampaignDoc>;
  audiences: Audiences;
  library: TemplateLibrary;
  transport: MarketingTransport;
  personalizer: Personalizer;
  newImages: () => Promise<NewImage[]>;
  /** Wakes the send engine so a started campaign does not wait for the next poll. */
  kick: () => void;
  log: Logger;
}

/** The admin's campaigns: create (custom or from a template), start, pause, test send. */
export class CampaignService {
  constructor(private readonly deps: CampaignServiceDeps) {}

  async create(input: CampaignInput, extra: Partial<CampaignDoc> = {}): Promise<CampaignOutcome> {
    const name = input.name?.trim() ?? '';
    const subject = input.subject?.trim() ?? '';
    const html = input.html?.trim() ?? '';
    if (!name || !subject || !html) return { success: false, message: REQUIRED_FIELDS };
    const fromEmail = input.fromEmail?.trim() || null;
    if (fromEmail && !isValidEmail(/<([^<>]+)>\s*$/.exec(fromEmail)?.[1] ?? fromEmail))
      return { success: false, message: 'From e-mail is not a valid address' };
    const scheduledAt = parseSchedule(input.scheduledAt);
    if (scheduledAt === 'invalid') return { success: false, message: 'Scheduled time is not a valid date' };
    const segment = input.segment ?? null;
    const listId = segment ? null : input.listId?.trim() || (await this.deps.audiences.defaultListId());
    const campaign = await this.deps.campaigns.create({
      _id: randomUUID(),
      name,
      subject,
      html,
      fromEmail,
      status: scheduledAt ? 'SCHEDULED' : 'DRAFT',
      listId,
      segment,
      templateType: null,
      automationId: null,
      scheduledAt,
      startedAt: null,
      finishedAt: null,
      createdAt: new Date(),
      progress: { total: 0, sent: 0, failed: 0, skipped: 0 },
      owner: null,
      leaseUntil: null,
      lastError: null,
      ...extra,
    });
    const message = scheduledAt ? `Campaign scheduled for ${scheduledAt.toISOString()}` : 'Campaign created as a draft';
    return { success: true, message, campaign };
  }

  async createFromTemplate(input: FromTemplateInput, extra: Partial<CampaignDoc> = {}): Promise<CampaignOutcome> {
    if (!input.templateType) return { success: false, message: SELECT_TEMPLATE };
    const template = await this.deps.library.get(input.templateType);
    const name = input.campaignName?.trim() || generatedCampaignName(template.name, new Date());
    return this.create(
      {
        name,
        subject: template.subject,
        html: template.html,
        listId: input.listId,
        segment: input.segment,
        scheduledAt: input.scheduledAt,
      },
      { templateType: template.type, ...extra },
    );
  }

  /** DRAFT, SCHEDULED or PAUSED → SENDING; the engine picks it up at once. */
  async send(id: string): Promise<CampaignOutcome> {
    const outcome = await this.deps.campaigns.update<string>(id, (c) => {
      if (c.status === 'SENDING') return { result: 'The campaign is already sending' };
      if (c.status === 'SENT') return { result: 'The campaign was already sent' };
      return { update: { $set: { status: 'SENDING', startedAt: c.startedAt ?? new Date(), lastError: null } } };
    });
    if (!outcome) return { success: false, message: NOT_FOUND };
    if (!outcome.after) return { success: false, message: outcome.result ?? NOT_FOUND };
    this.deps.kick();
    return { success: true, message: `Sending “${outcome.after.name}”`, campaign: outcome.after };
  }

  async pause(id: string): Promise<CampaignOutcome> {
    const outcome = await this.deps.campaigns.update<string>(id, (c) =>
      c.status === 'SENDING' || c.status === 'SCHEDULED'
        ? { update: { $set: { status: 'PAUSED' } } }
        : { result: `Only a sending or scheduled campaign can be paused (this one is ${c.status.toLowerCase()})` },
    );
    if (!outcome) return { success: false, message: NOT_FOUND };
    if (!outcome.after) return { success: false, message: outcome.result ?? NOT_FOUND };
    return { success: true, message: `Paused “${outcome.after.name}”`, campaign: outcome.after };
  }

  /** One mail to one address, marked [Test], not counted in the campaign's figures. */
  async sendTest(id: string, to: string): Promise<ActionOutcome> {
    const address = to.trim().toLowerCase();
    if (!isValidEmail(address)) return { success: false, message: 'Please enter a valid e-mail address' };
    const campaign = await this.deps.campaigns.findById(id);
    if (!campaign) return { success: false, message: NOT_FOUND };
    return this.sendPreview(
      { mailId: `test:${id}`, subject: campaign.subject, html: campaign.html, from: campaign.fromEmail },
      address,
      null,
    );
  }

  /** A template or campaign sent once to an address (test sends), filled with the person's values when known. */
  async sendPreview(
    mail: { mailId: string; subject: string; html: string; from: string | null },
    address: string,
    person: { firstName: string | null; remainingGenerations: number | null; userId: string | null } | null,
  ): Promise<ActionOutcome> {
    const personal = this.deps.personalizer.personalize(
      {
        mailId: mail.mailId,
        subject: `[Test] ${mail.subject}`,
        html: mail.html,
        listId: null,
        newImages: await this.deps.newImages(),
      },
      {
        key: `test:${address}`,
        email: address,
        firstName: person?.firstName ?? null,
        userId: person?.userId ?? null,
        remainingGenerations: person?.remainingGenerations ?? null,
      },
    );
    try {
      await this.deps.transport.send(personal, mail.from);
      return { success: true, message: `Test e-mail sent to ${address}` };
    } catch (err) {
      this.deps.log.warn({ err }, 'test mail refused');
      return { success: false, message: 'Action failed. Please try again.' };
    }
  }

  async list(limit: number): Promise<CampaignDoc[]> {
    const bounded = Math.min(Math.max(limit, 1), 200);
    return this.deps.campaigns.find({}, { sort: { createdAt: -1 }, limit: bounded });
  }

  get(id: string): Promise<CampaignDoc | null> {
    return this.deps.campaigns.findById(id);
  }
}

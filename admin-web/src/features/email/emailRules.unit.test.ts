import { describe, expect, it } from '@jest/globals';
import {
  customCampaignError,
  EmailTexts,
  emailAndListError,
  parseAudience,
  progressPercent,
  sendyEditUrl,
  shareOf,
  statusTone,
  templateCampaignError,
  withScheme,
} from './emailRules';

describe('the email page rules (spec 001 §5)', () => {
  it('requires email and list for subscribe, unsubscribe and status', () => {
    expect(emailAndListError('', 'l1')).toBe(EmailTexts.emailAndListRequired);
    expect(emailAndListError('a@example.com', ' ')).toBe('Email and list ID are required');
    expect(emailAndListError('a@example.com', 'l1')).toBeNull();
  });

  it('requires name, subject and HTML for a custom campaign, and a template type for the other form', () => {
    expect(customCampaignError({ name: 'n', subject: 's', html: ' ' })).toBe(
      'Name, subject, and HTML content are required',
    );
    expect(customCampaignError({ name: 'n', subject: 's', html: '<p>x</p>' })).toBeNull();
    expect(templateCampaignError('')).toBe('Please select a template');
    expect(templateCampaignError('WELCOME')).toBeNull();
  });

  it('prefixes a service URL lacking http with https and builds the Sendy edit link', () => {
    expect(withScheme('sendy.example.com/')).toBe('https://sendy.example.com');
    expect(withScheme('http://sendy.local')).toBe('http://sendy.local');
    expect(sendyEditUrl(null, '2')).toEqual({ error: 'Sendy URL not configured' });
    expect(sendyEditUrl('sendy.example.com', '')).toEqual({ error: 'Template ID not available' });
    expect(sendyEditUrl('sendy.example.com', '2')).toEqual({ url: 'https://sendy.example.com/templates/edit?id=2' });
  });

  it('reads the audience picker: default list, a list or a segment', () => {
    expect(parseAudience('')).toEqual({});
    expect(parseAudience('list:abc')).toEqual({ listId: 'abc' });
    expect(parseAudience('segment:LIMIT_REACHED')).toEqual({ segment: 'LIMIT_REACHED' });
  });

  it('computes progress and shares without dividing by zero', () => {
    expect(progressPercent({ total: 0, sent: 0, failed: 0, skipped: 0 })).toBe(0);
    expect(progressPercent({ total: 8, sent: 3, failed: 1, skipped: 0 })).toBe(50);
    expect(progressPercent({ total: 2, sent: 3, failed: 0, skipped: 0 })).toBe(100);
    expect(shareOf(1, 4)).toBe(25);
    expect(shareOf(1, 0)).toBe(0);
    expect(statusTone('SENT')).toBe('good');
    expect(statusTone('DRAFT')).toBe('plain');
    expect(statusTone('FAILED')).toBe('bad');
  });
});

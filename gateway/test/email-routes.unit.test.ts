import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import type { Request } from 'express';
import { emailRoutes } from '../src/rest/email-routes';
import { WireValueRefused } from '../src/rest/wire-enums';

const api = buildSchema(readFileSync(join(__dirname, '..', '..', 'schema', 'api-schema.graphql'), 'utf8'));
const req = (body: object, params: Record<string, string> = {}) => ({ body, params, query: {} }) as unknown as Request;
const route = (method: string, path: string) => emailRoutes.find((r) => r.method === method && r.path === path)!;

describe('email REST facade', () => {
  it.each(emailRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r.operation]))(
    '%s is a valid operation of the API schema',
    (_name, op) => {
      expect(validate(api, parse(op)).map((e) => e.message)).toEqual([]);
    },
  );

  it('maps wire values to the SDL and refuses unknown ones with the choices', () => {
    expect(route('post', '/email/quick-action').variables!(req({ action: 'send-upgrade-blast' }))).toEqual({
      action: 'SEND_UPGRADE_BLAST',
    });
    expect(() => route('post', '/email/quick-action').variables!(req({ action: 'blast' }))).toThrow(WireValueRefused);
    expect(route('get', '/email/template-content/:type').variables!(req({}, { type: 'limit_warning' }))).toEqual({
      type: 'LIMIT_WARNING',
    });
    expect(route('post', '/email/campaign-from-template').variables!(req({ campaignName: 'x' }))).toEqual({
      input: { templateType: null, campaignName: 'x', listId: null },
    });
  });

  it('answers success:false with 400 and the message, and lower-cases wire enums', () => {
    const create = route('post', '/email/campaign').reply(
      {
        createEmailCampaign: {
          success: false,
          message: 'Name, subject, and HTML content are required',
          campaignId: null,
        },
      },
      req({}),
    );
    expect(create).toEqual({
      status: 400,
      body: { success: false, message: 'Name, subject, and HTML content are required', campaignId: null },
    });
    const list = route('get', '/email/templates').reply(
      { emailTemplates: [{ id: '2', type: 'LIMIT_WARNING' }] },
      req({}),
    );
    expect(list).toEqual({ status: 200, body: { templates: [{ id: '2', type: 'limit_warning' }] } });
    const analytics = route('get', '/email/analytics').reply(
      { emailAnalytics: { revenuePerSubscriberCents: 250, segmentPerformance: [{ segment: 'NEW_VISITORS' }] } },
      req({}),
    );
    expect(analytics).toEqual({
      status: 200,
      body: { revenuePerSubscriber: 2.5, segmentPerformance: [{ segment: 'new_visitors' }] },
    });
  });
});

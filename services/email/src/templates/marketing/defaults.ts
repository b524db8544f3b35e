import type { TemplateType } from '../../audience/contract.js';

/** A template as first written; admins edit the stored copy. */
export interface DefaultTemplate {
  type: TemplateType;
  name: string;
  subject: string;
  mjml: string;
}

const BRAND = '#4f46e5';

/** One responsive frame for every marketing mail: header, the body sections, the unsubscribe footer. */
function frame(preview: string, body: string): string {
  return `<mjml>
  <mj-head>
    <mj-preview>${preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="#1f2937" />
      <mj-button background-color="${BRAND}" color="#ffffff" font-weight="bold" border-radius="6px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f5f5f7">
    <mj-section background-color="${BRAND}" padding="16px 24px">
      <mj-column><mj-text color="#ffffff" font-size="20px" font-weight="bold">FaithCraft</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 8px">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section padding="12px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#6b7280">You receive this because you signed up for FaithCraft news. <a href="{{unsubscribeUrl}}" style="color:#6b7280">Unsubscribe</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>
`;
}

const text = (html: string) => `        <mj-text>${html}</mj-text>`;
const button = (label: string, href: string) => `        <mj-button href="${href}">${label}</mj-button>`;

/** The six templates, their links pointing at the product (`PUBLIC_URL`). */
export function defaultTemplates(appUrl: string): DefaultTemplate[] {
  const APP = appUrl.replace(/\/$/, '');
  return [
    {
      type: 'welcome',
      name: 'Welcome',
      subject: 'Welcome to FaithCraft, {{firstName}}!',
      mjml: frame(
        'Your first Bible-story images are a click away',
        [
          text('Hi {{firstName}},'),
          text(
            'Welcome to FaithCraft! You have {{remainingGenerations}} free generations to create posters, coloring pages and lesson visuals from Bible stories.',
          ),
          button('Create your first image', `${APP}/generator`),
        ].join('\n'),
      ),
    },
    {
      type: 'limit_warning',
      name: 'Limit Warning',
      subject: '{{firstName}}, you have used your free generations',
      mjml: frame(
        'Keep creating with the Family Plan',
        [
          text('Hi {{firstName}},'),
          text(
            'You have {{remainingGenerations}} free generations left. The Family Plan gives your family unlimited images for lessons, devotionals and crafts.',
          ),
          button('See the Family Plan', `${APP}/upgrade`),
        ].join('\n'),
      ),
    },
    {
      type: 'weekly_digest',
      name: 'Weekly Digest',
      subject: 'This week on FaithCraft',
      mjml: frame(
        "This week's new images from the community",
        [
          text('Hi {{firstName}}, here is what the community shared this week:'),
          text('{{newImages}}'),
          button('Browse the marketplace', `${APP}/marketplace`),
        ].join('\n'),
      ),
    },
    {
      type: 'new_user_trial',
      name: 'New User Trial',
      subject: '{{firstName}}, try your free generations',
      mjml: frame(
        'Your free generations are waiting',
        [
          text('Hi {{firstName}},'),
          text(
            'You still have {{remainingGenerations}} free generations. Pick a story — Noah, David, the Good Samaritan — and see it come to life.',
          ),
          button('Start creating', `${APP}/generator`),
        ].join('\n'),
      ),
    },
    {
      type: 'family_plan_promo',
      name: 'Family Plan Promo',
      subject: 'Unlimited Bible-story images with the Family Plan',
      mjml: frame(
        'Unlimited images for your whole family',
        [
          text('Hi {{firstName}},'),
          text(
            'You have reached your free limit. With the Family Plan you create without limits, in every style, for every lesson.',
          ),
          button('Upgrade to the Family Plan', `${APP}/upgrade`),
        ].join('\n'),
      ),
    },
    {
      type: 'retention_campaign',
      name: 'Retention Campaign',
      subject: 'We miss you, {{firstName}}',
      mjml: frame(
        'New styles and stories since your last visit',
        [
          text('Hi {{firstName}},'),
          text('It has been a while. Since your last visit the community shared new images:'),
          text('{{newImages}}'),
          button('Come back to FaithCraft', `${APP}/`),
        ].join('\n'),
      ),
    },
  ];
}

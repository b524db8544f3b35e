import { useQuery } from '@apollo/client/react';
import { Panel } from '../../../components/Panel';
import { formatCount, formatPercent } from '../../../lib/format';
import { EmailCampaignsQuery } from '../documents';
import { shareOf } from '../emailRules';
import type { EmailTemplateType } from '../../../__generated__/graphql';

/** What the spec's conversion-testing cards compare: the mails meant to turn free users into subscribers. */
const TESTS: readonly { type: EmailTemplateType; title: string; question: string }[] = [
  {
    type: 'LIMIT_WARNING',
    title: 'Limit warning → Family Plan',
    question: 'Do free users who ran out of generations subscribe after the limit warning?',
  },
  {
    type: 'FAMILY_PLAN_PROMO',
    title: 'Upgrade blast → Family Plan',
    question: 'Does the Family Plan promotion convert the Limit Reached segment?',
  },
  {
    type: 'RETENTION_CAMPAIGN',
    title: 'Retention → return',
    question: 'Do inactive and churned members come back and subscribe after the retention mail?',
  },
  {
    type: 'NEW_USER_TRIAL',
    title: 'Trial nudge → Family Plan',
    question: 'Do trial users subscribe after the new-user trial mail?',
  },
];

/**
 * Conversion testing (spec 001 §2), honestly: each card sums the real campaigns sent from that
 * template (recipients, conversions = recipients who subscribed to the Family Plan afterwards), or
 * says that nothing has been measured yet.
 */
export function ConversionTesting() {
  const { data } = useQuery(EmailCampaignsQuery, { variables: { limit: 200 }, fetchPolicy: 'cache-and-network' });
  const campaigns = data?.emailCampaigns ?? [];
  return (
    <Panel
      title="Conversion testing"
      description="Compares the mails meant to convert, from campaigns actually sent. A conversion is a recipient who subscribed to the Family Plan after the mail."
      testId="conversion-testing"
    >
      <div className="email-cards">
        {TESTS.map((test) => {
          const sent = campaigns.filter((campaign) => campaign.templateType === test.type);
          const recipients = sent.reduce((sum, campaign) => sum + campaign.stats.sent, 0);
          const conversions = sent.reduce((sum, campaign) => sum + campaign.stats.conversions, 0);
          return (
            <article key={test.type} className="email-card" data-testid="conversion-test">
              <h4 className="email-card__title">{test.title}</h4>
              <p className="email-card__text">{test.question}</p>
              {recipients > 0 ? (
                <p className="email-card__figure">
                  {formatPercent(shareOf(conversions, recipients))}
                  <span className="email-card__text">
                    {' '}
                    {formatCount(conversions)} of {formatCount(recipients)} recipients in {formatCount(sent.length)}{' '}
                    campaign{sent.length === 1 ? '' : 's'}
                  </span>
                </p>
              ) : (
                <p className="email-card__text">Not measured yet: no campaign from this template has been sent.</p>
              )}
            </article>
          );
        })}
      </div>
    </Panel>
  );
}

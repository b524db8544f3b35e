// The Family Plan calls of the upgrade flow (commerce; spec 000 §7 get-or-create-subscription and
// activate-subscription).
import { graphql } from '../../__generated__';

export const StartSubscriptionMutation = graphql(`
  mutation StartSubscription {
    startSubscription {
      status
      clientSecret
      setupIntent
    }
  }
`);

export const ActivateSubscriptionMutation = graphql(`
  mutation ActivateSubscription {
    activateSubscription {
      status
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`);

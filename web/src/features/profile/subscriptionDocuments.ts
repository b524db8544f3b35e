// The Family Plan as commerce sees it (period end, cancel at period end) and its cancellation.
import { graphql } from '../../__generated__';

export const MySubscriptionQuery = graphql(`
  query MySubscription {
    mySubscription {
      status
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`);

export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscription {
    cancelSubscription {
      status
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`);

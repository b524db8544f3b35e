// What the browser needs to collect a card (commerce's paymentSetup): which provider, Stripe's
// publishable key, and whether the form is labelled "Test mode".
import { graphql } from '../../__generated__';

export const PaymentSetupQuery = graphql(`
  query PaymentSetup {
    paymentSetup {
      provider
      publishableKey
      testMode
    }
  }
`);

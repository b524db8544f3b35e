// stripe-mock (Stripe API test double), installed with `go install` at a pinned version. Healthy
// when it answers a Stripe list call.

import path from 'node:path';
import { httpGet, parseJson } from '../health.mjs';
import { goInstall } from '../tools.mjs';

// Pinned here (not by a file of its own); bumping it re-provisions stripe-mock.
export const STRIPE_MOCK_MODULE = 'github.com/stripe/stripe-mock';
export const STRIPE_MOCK_VERSION = 'v0.203.0';

export default {
  name: 'stripe-mock',
  marker: 'stripe-mock',

  artefact(p) {
    return {
      name: 'stripe-mock',
      tools: ['go'],
      version: `${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}`,
      bin: path.join(p.binDir, 'stripe-mock'),
      stamp: path.join(p.binDir, 'stripe-mock.stamp'),
    };
  },

  build(a, ctx) {
    return goInstall(a, ctx);
  },

  runtime(p, s, pt) {
    return {
      port: pt.stripeMock,
      portEnv: 'STRIPE_MOCK_PORT',
      timeoutSec: 30,
      cmd: path.join(p.binDir, 'stripe-mock'),
      // HTTPS on the next port, as stripe-mock's own defaults (12111/12112).
      args: ['-http-addr', `127.0.0.1:${pt.stripeMock}`, '-https-addr', `127.0.0.1:${pt.stripeMock + 1}`],
      health: async () => {
        const r = await httpGet(`http://127.0.0.1:${pt.stripeMock}/v1/customers`, {
          Authorization: 'Bearer sk_test_123',
        });
        // A 200 alone is not enough: a web server with an SPA fallback answers 200 to anything.
        return r.status === 200 && parseJson(r.body)?.object === 'list';
      },
    };
  },
};

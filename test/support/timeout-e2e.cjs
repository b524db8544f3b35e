// Jest applies `testTimeout` only at the top level, not per project; the slow tiers set theirs here.
/* global jest */
jest.setTimeout(120_000);

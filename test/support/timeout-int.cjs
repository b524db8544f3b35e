// Jest applies `testTimeout` only at the top level, not per project; the slow tiers set theirs here.
jest.setTimeout(90_000);

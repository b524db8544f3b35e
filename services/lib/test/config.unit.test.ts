import { z } from 'zod';
import { ConfigError, assertNoDevSecretsInProduction, csv, loadEnvironment, port } from '../src/config';

describe('loadEnvironment', () => {
  const schema = z.object({ PORT: port(4001), BROKERS: csv('a:1,b:2') });

  it('applies defaults and coerces values', () => {
    expect(loadEnvironment(schema, {})).toEqual({ PORT: 4001, BROKERS: ['a:1', 'b:2'] });
    expect(loadEnvironment(schema, { PORT: '5000', BROKERS: 'x:9092' })).toEqual({ PORT: 5000, BROKERS: ['x:9092'] });
  });

  it('names every invalid variable', () => {
    expect(() => loadEnvironment(schema, { PORT: 'not-a-port' })).toThrow(ConfigError);
    expect(() => loadEnvironment(schema, { PORT: 'not-a-port' })).toThrow(/PORT/);
  });

  it('refuses development secrets in production only', () => {
    const secrets = { SESSION_SECRET: { value: 'dev', devDefault: 'dev' } };
    expect(() => assertNoDevSecretsInProduction('production', secrets)).toThrow(/SESSION_SECRET/);
    expect(() => assertNoDevSecretsInProduction('development', secrets)).not.toThrow();
  });
});

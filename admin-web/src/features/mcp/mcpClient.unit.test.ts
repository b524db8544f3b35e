import { afterEach, describe, expect, it } from '@jest/globals';
import { batchUrls, clearCapabilitiesCache, fetchCapabilities, listedMethods } from './mcpClient';

describe('the MCP tools client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    clearCapabilitiesCache();
  });

  it('lists the first 6 methods and counts the rest as "+N more"', () => {
    const methods = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(listedMethods(methods)).toEqual({ shown: ['a', 'b', 'c', 'd', 'e', 'f'], more: 2 });
    expect(listedMethods(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });

  it('reads one URL per line for the batch test, ignoring blank lines', () => {
    expect(batchUrls(' https://a.example/1.png \n\n\r\nhttps://b.example/2.png\n')).toEqual([
      'https://a.example/1.png',
      'https://b.example/2.png',
    ]);
    expect(batchUrls('  \n ')).toEqual([]);
  });

  it('asks the server for the capabilities at most once per 5 minutes', async () => {
    let calls = 0;
    globalThis.fetch = async () => {
      calls += 1;
      return new Response(JSON.stringify({ name: 'media', version: `${calls}`, methods: [] }), { status: 200 });
    };
    let now = 1_000_000;
    const clock = () => now;
    expect((await fetchCapabilities(clock)).version).toBe('1');
    now += 4 * 60_000;
    expect((await fetchCapabilities(clock)).version).toBe('1');
    now += 61_000;
    expect((await fetchCapabilities(clock)).version).toBe('2');
    expect(calls).toBe(2);
  });
});

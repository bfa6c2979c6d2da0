import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { forwardedFor, trustedProxiesFromEnv, trustFunction } from './trusted-proxies';

const request = (peer: string, xff?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  }) as unknown as IncomingMessage;

describe('trusted proxies (one rule for every service)', () => {
  test('the setting: a list of hops, loopback by default outside production, none in production', () => {
    expect(trustedProxiesFromEnv({})).toEqual(['loopback']);
    expect(trustedProxiesFromEnv({ NODE_ENV: 'production' })).toEqual([]);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: '10.0.0.5, 172.18.0.0/16 ::1' })).toEqual([
      '10.0.0.5',
      '172.18.0.0/16',
      '::1',
    ]);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: 'none' })).toEqual([]);
    expect(() => trustedProxiesFromEnv({ TRUSTED_PROXIES: 'nginx' })).toThrow(
      /TRUSTED_PROXIES: 'nginx' is not an IP address, a CIDR/,
    );
    // the old switch trusted every hop: it stops the start instead of being guessed at
    expect(() => trustedProxiesFromEnv({ TRUST_PROXY: '1' })).toThrow(
      /name the proxy hops in TRUSTED_PROXIES/,
    );
  });

  test("the client is the first address from the right that is not a trusted hop (fastify's req.ip: proxy-addr with this trust)", () => {
    const clientOf = (trust: ReturnType<typeof trustFunction>, peer: string, xff?: string) =>
      proxyAddr(request(peer, xff), trust);
    const trust = trustFunction(['loopback', '10.0.0.0/24']);
    // an untrusted peer: what it wrote is ignored
    expect(clientOf(trust, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    // through trusted hops: the entry the outermost trusted hop appended, not the client's own ones
    expect(clientOf(trust, '127.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.4')).toBe('203.0.113.7');
    expect(clientOf(trust, '::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // no hop trusted: the socket's peer, whatever the header says
    expect(clientOf(trustFunction([]), '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1');
  });

  test('a proxy passes X-Forwarded-For on with its own peer appended', () => {
    expect(forwardedFor(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(forwardedFor(request('127.0.0.1', '198.51.100.1, 203.0.113.7'))).toBe(
      '198.51.100.1, 203.0.113.7, 127.0.0.1',
    );
  });
});

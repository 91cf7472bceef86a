import { type LookupAddress, type LookupOptions, lookup as resolve } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { AddressRefused, hostKey, insideKind } from './feed-address';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The connections feeds are read through. Each one is checked when it is made, against the address
 * it is about to reach: an IP address as written, a name as it resolves then (a name that resolves
 * elsewhere on the next lookup gains nothing). Addresses inside the network are refused unless
 * their host, as the URL names it, is one of `allowedHosts`.
 */
export function createFeedAgent(allowedHosts: readonly string[]): Agent {
  const allowed = new Set(allowedHosts.map(hostKey));

  // Node asks this for the addresses of a name it connects to; only public ones are given back.
  function lookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const usable = allowed.has(hostKey(hostname))
        ? addresses
        : addresses.filter(({ address }) => insideKind(address) === null);
      const [first] = usable;
      if (!first) {
        const [address = ''] = addresses.map((entry) => entry.address);
        return callback(
          new AddressRefused(`${hostname} is at ${address}, inside the network (${insideKind(address)})`),
          [],
        );
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    });
  }

  const connect = buildConnector({ lookup });
  return new Agent({
    connect(options, callback) {
      // An IP address is connected to as it is: Node never looks it up.
      const host = options.hostname;
      const kind = isIP(host) && !allowed.has(hostKey(host)) ? insideKind(host) : null;
      if (kind) {
        callback(new AddressRefused(`${host} is inside the network (${kind})`), null);
        return;
      }
      return connect(options, callback);
    },
  });
}

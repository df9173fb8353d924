import { networkInterfaces } from 'node:os';

/**
 * Where `npm run sandbox` listens: loopback (127.0.0.1) unless told otherwise, so nothing else on
 * the network reaches its controls. `--host` alone opens every interface (as Vite's flag does),
 * `--host <address>` or SANDBOX_HOST=<address> picks one.
 */
export function listenHost(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const at = argv.indexOf('--host');
  if (at !== -1) {
    const value = argv[at + 1];
    return value && !value.startsWith('--') ? value : '0.0.0.0';
  }
  return env.SANDBOX_HOST?.trim() || '127.0.0.1';
}

/**
 * The sandbox's own origins on `port`: localhost and each address of this machine. Its pages
 * (the KYC stand-in) post from these. A page that reached it through a DNS name (rebinding) names
 * that name, so it is not among them.
 */
export function ownOrigins(port: number): string[] {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .flatMap((a) => (a ? [a.family === 'IPv6' ? `[${a.address}]` : a.address] : []));
  return ['localhost', ...addresses].map((host) => `http://${host}:${port}`);
}

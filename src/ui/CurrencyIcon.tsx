/**
 * A currency's logo (and, when asked, its network's as a small badge) from @web3icons/core. Each
 * logo is one tiny module loaded on first use — never the whole set — and drawn as React SVG
 * elements (parsed, not injected: no innerHTML). Fiat currencies and unknown tickers get a disc
 * with the currency sign or initial.
 */
import { createElement, type ReactNode, useEffect, useState } from 'react';
import './currency-icon.css';

type Loader = () => Promise<{ default: string }>;

const TOKENS: Record<string, Loader> = {
  BTC: () => import('@web3icons/core/svgs/tokens/background/BTC.svg.js'),
  ETH: () => import('@web3icons/core/svgs/tokens/background/ETH.svg.js'),
  USDT: () => import('@web3icons/core/svgs/tokens/background/USDT.svg.js'),
  USDC: () => import('@web3icons/core/svgs/tokens/background/USDC.svg.js'),
  TRX: () => import('@web3icons/core/svgs/tokens/background/TRX.svg.js'),
  SOL: () => import('@web3icons/core/svgs/tokens/background/SOL.svg.js'),
  XRP: () => import('@web3icons/core/svgs/tokens/background/XRP.svg.js'),
  BNB: () => import('@web3icons/core/svgs/tokens/background/BNB.svg.js'),
  BSC: () => import('@web3icons/core/svgs/tokens/background/BNB.svg.js'),
  POL: () => import('@web3icons/core/svgs/tokens/background/POL.svg.js'),
  MATIC: () => import('@web3icons/core/svgs/tokens/background/MATIC.svg.js'),
  DAI: () => import('@web3icons/core/svgs/tokens/background/DAI.svg.js'),
};

/** Networks by the platform's chain id. */
const NETWORKS: Record<number, Loader> = {
  1: () => import('@web3icons/core/svgs/networks/background/ethereum.svg.js'),
  56: () => import('@web3icons/core/svgs/networks/background/binance-smart-chain.svg.js'),
  101: () => import('@web3icons/core/svgs/networks/background/solana.svg.js'),
  137: () => import('@web3icons/core/svgs/networks/background/polygon.svg.js'),
  144: () => import('@web3icons/core/svgs/networks/background/xrp.svg.js'),
  8332: () => import('@web3icons/core/svgs/networks/background/bitcoin.svg.js'),
  728126428: () => import('@web3icons/core/svgs/networks/background/tron.svg.js'),
};

const FIAT_SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CHF: '₣', JPY: '¥', RUB: '₽' };

const cache = new Map<Loader, ReactNode>();

/** SVG markup → React elements (attributes kept, `class` → `className`). */
function toReact(node: Element, key: number): ReactNode {
  const props: Record<string, string | number> = { key };
  for (const a of node.attributes) {
    if (a.name === 'class' || a.name === 'xmlns') continue;
    props[a.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = a.value;
  }
  return createElement(node.tagName, props, ...[...node.children].map((c, i) => toReact(c, i)));
}

function useSvg(loader: Loader | undefined): ReactNode {
  const [svg, setSvg] = useState<ReactNode>(() => (loader ? (cache.get(loader) ?? null) : null));
  useEffect(() => {
    if (!loader) return setSvg(null);
    const hit = cache.get(loader);
    if (hit) return setSvg(hit);
    let live = true;
    loader()
      .then(({ default: markup }) => {
        const root = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
        if (root.tagName !== 'svg') return;
        const el = toReact(root, 0);
        cache.set(loader, el);
        if (live) setSvg(el);
      })
      .catch(() => {}); // offline: the disc stays
    return () => {
      live = false;
    };
  }, [loader]);
  return svg;
}

export interface CurrencyIconProps {
  symbol: string;
  /** Shows the network as a badge (for tokens that live on several chains). */
  chainId?: number | null | undefined;
  size?: number;
}

/** Decorative: the ticker or name next to it says what it is. */
export function CurrencyIcon({ symbol, chainId, size = 40 }: CurrencyIconProps) {
  const code = symbol.toUpperCase();
  const svg = useSvg(TOKENS[code]);
  const network = useSvg(chainId !== undefined && chainId !== null ? NETWORKS[chainId] : undefined);
  return (
    <span className="ui-cur" style={{ width: size, height: size }} aria-hidden="true">
      {svg ?? <span className="ui-cur__disc">{FIAT_SIGNS[code] ?? code.slice(0, 1)}</span>}
      {network && TOKENS[code] !== NETWORKS[chainId!] ? (
        <span className="ui-cur__badge">{network}</span>
      ) : null}
    </span>
  );
}

/** A network's logo alone (network pickers). */
export function NetworkIcon({ chainId, size = 32 }: { chainId: number; size?: number }) {
  const svg = useSvg(NETWORKS[chainId]);
  return (
    <span className="ui-cur" style={{ width: size, height: size }} aria-hidden="true">
      {svg ?? <span className="ui-cur__disc">•</span>}
    </span>
  );
}

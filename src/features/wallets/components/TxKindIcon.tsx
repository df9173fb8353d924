import type { TxKind } from '../tx-display';
import '../wallet-screens.css';

/** One outline icon per kind of movement (arrow in, arrow out, swap, card, fee, refund, gift). */
const PATHS: Record<TxKind, string> = {
  in: 'M12 5v14m0 0l-6-6m6 6l6-6',
  out: 'M12 19V5m0 0l-6 6m6-6l6 6',
  exchange: 'M7 7h12l-3-3M17 17H5l3 3',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  fee: 'M12 3v18M17 7.5C17 5.6 14.8 4.5 12 4.5S7 5.6 7 7.5s2.2 3 5 3.5 5 1.6 5 3.5-2.2 3-5 3-5-1.1-5-3',
  refund: 'M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  reward: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0m5 0c2-4 6-3 5 0',
};

export function TxKindIcon({ kind }: { kind: TxKind }) {
  return (
    <span className={`w-kind w-kind--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d={PATHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

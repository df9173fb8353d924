import { LineIcon } from '../../ui/LineIcon';
import '../../ui/currency-icon.css';

/**
 * A bank (bank accounts) or a chain link (crypto addresses), in the disc currency icons without
 * a logo use (ui/currency-icon.css): decorative.
 */
const BANK = 'M4 9l8-5 8 5M5 9v9m14-9v9M9 9v9m6-9v9M3 20h18';
const CHAIN =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';

export function KindIcon({ crypto }: { crypto: boolean }) {
  return (
    <span className="ui-cur" style={{ width: 40, height: 40 }} aria-hidden="true">
      <span className="ui-cur__disc">
        <LineIcon d={crypto ? CHAIN : BANK} stroke={1.8} size={22} />
      </span>
    </span>
  );
}

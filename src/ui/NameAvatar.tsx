import { initialsOf } from '../lib/initials';
import './currency-icon.css';

/**
 * A person's, company's or wallet's initials in a disc (decorative: the name is beside it). The
 * disc of the currency icons, not telegram-ui's Avatar: its image and badge styles would join the
 * first screen's stylesheets for two letters.
 */
export function NameAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <span className="ui-cur" style={{ width: size, height: size }} aria-hidden="true">
      <span className="ui-cur__disc">{initialsOf(name)}</span>
    </span>
  );
}

import { useState } from 'react';
import { initialsOf } from '../lib/initials';
import './currency-icon.css';
import './name-avatar.css';

/**
 * A person's, company's or wallet's picture (its `logo_url`) or, without one, its initials in a
 * disc (decorative: the name is beside it). A picture that does not load (gone from storage, the
 * network) falls back to the initials. The disc of the currency icons, not telegram-ui's Avatar:
 * its image and badge styles would join the first screen's stylesheets for two letters.
 */
export function NameAvatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <span className="ui-cur" style={{ width: size, height: size }} aria-hidden="true">
      {src && broken !== src ? (
        <img className="ui-avatar-pic" src={src} alt="" onError={() => setBroken(src)} />
      ) : (
        <span className="ui-cur__disc" style={size > 40 ? { fontSize: size * 0.36 } : undefined}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}

import { Avatar } from '@telegram-apps/telegram-ui';
import { initialsOf } from '../lib/initials';

/** A person's, company's or wallet's initials in a disc (decorative: the name is beside it). */
export function NameAvatar({ name, size = 40 }: { name: string; size?: 20 | 24 | 28 | 40 | 48 | 96 }) {
  return (
    <span aria-hidden="true">
      <Avatar size={size} acronym={initialsOf(name)} />
    </span>
  );
}

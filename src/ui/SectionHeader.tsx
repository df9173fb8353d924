import { Section } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import './section-header.css';

/** A section's header with one action at its end (edit, export), in the link colour. */
export function SectionHeader({
  title,
  action,
  onAction,
}: {
  title: ReactNode;
  action: ReactNode;
  onAction: () => void;
}) {
  return (
    <Section.Header>
      <span className="ui-section-head">
        {title}
        <button type="button" className="ui-section-head__action" onClick={onAction}>
          {action}
        </button>
      </span>
    </Section.Header>
  );
}

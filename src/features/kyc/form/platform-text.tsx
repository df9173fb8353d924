import type { ReactNode } from 'react';

/**
 * A label the platform wrote (a rail form's question or group): shown as written, never
 * translated, in its own direction inside a right-to-left page, and marked so assistive tools
 * and tests can tell it from the app's words (the form says so in a caption above it).
 */
export function platformText(label: string): ReactNode {
  return (
    <bdi dir="auto" data-platform-text="">
      {label}
    </bdi>
  );
}

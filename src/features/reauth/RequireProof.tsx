import { type ComponentType, type ReactNode, useCallback, useState } from 'react';
import { hasFreshProof } from './proof';
import { type ReauthPurpose, ReauthSheet } from './ReauthSheet';

/**
 * Shows `children` only behind a fresh proof of presence (proof.ts): the re-auth sheet first when
 * there is none. Every card secret — number, CVV, purchase code — sits behind it. `children` gets
 * `askAgain`, for a secret fetched again later (a new code, a retry) once the proof has lapsed.
 */
export function RequireProof({
  purpose,
  onCancel,
  children,
}: {
  purpose: ReauthPurpose;
  onCancel: () => void;
  children: (askAgain: () => void) => ReactNode;
}) {
  const [proven, setProven] = useState(() => hasFreshProof());
  const askAgain = useCallback(() => setProven(false), []); // stable: a child's effect may depend on it
  if (!proven) return <ReauthSheet purpose={purpose} onProved={() => setProven(true)} onCancel={onCancel} />;
  return children(askAgain);
}

/** What a secret's view behind a proof is given besides its own props. */
export interface BehindProof {
  onClose: () => void;
  /** The proof lapsed before the secret was fetched again: ask for a new one (RequireProof's askAgain). */
  onProofLapsed: () => void;
}

/**
 * `View` (a secret's sheet) behind RequireProof: the re-auth sheet comes first when there is no
 * fresh proof, and cancelling it closes the view.
 */
export function behindProof<Props extends BehindProof>(purpose: ReauthPurpose, View: ComponentType<Props>) {
  return function BehindProofView(props: Omit<Props, 'onProofLapsed'>) {
    return (
      <RequireProof purpose={purpose} onCancel={props.onClose}>
        {(askAgain) => <View {...(props as Props)} onProofLapsed={askAgain} />}
      </RequireProof>
    );
  };
}

import { useState } from 'react';
import { t } from '../../i18n';
import { CheckEmail } from './CheckEmail';
import { InviteStep } from './InviteStep';
import { resendConfirmation, type SignUpStep } from './sign-up-flow';

export { signUp } from './sign-up-flow';

/**
 * What follows a password sign-up that is not done yet: the confirmation email (a platform that
 * confirms addresses first), or the invite code the tenant asks for before the account is
 * finalized. Its own chunk: the sign-up form, a first screen, only carries the way here.
 */
export default function SignUpNext({ step, onBack }: { step: SignUpStep; onBack: () => void }) {
  const [current, setCurrent] = useState(step);
  if (current.kind === 'invite') {
    return <InviteStep pair={current.pair} onStep={setCurrent} />;
  }
  return (
    <CheckEmail
      subtitle={t('signup.email.confirmSubtitle')}
      email={current.email}
      body={t('signup.email.confirmBody')}
      resend={(captcha) => resendConfirmation(current.email, captcha)}
      onOtherEmail={onBack}
    />
  );
}

import { Button, Caption, Cell, Placeholder, Section, Spinner, Text } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useState } from 'react';
import type { OtpCreateBody } from '../../api/types/otp';
import { t } from '../../i18n';
import { CodeField } from '../../ui/CodeField';
import { Sheet, useSheetPrimary } from '../../ui/Sheet';
import { CHANNEL_COPY, formatCountdown, isSentChannel } from './channels';
import { useSecondFactor } from './useSecondFactor';

export interface SecondFactorSheetProps {
  open: boolean;
  /** The order being confirmed (OtpCreate body); request_id is the order's own request id. */
  request: OtpCreateBody;
  /** Called once when the verification is APPROVED: now create/submit the order. */
  onApproved: () => void;
  /** The user closed the sheet without confirming (or after a denial). */
  onCancel: () => void;
  title?: string;
  /** A line or two describing what is being confirmed ("Send 25 USDT to …"). */
  summary?: ReactNode;
}

const CODE_LENGTH = 6;

/**
 * The reusable second-factor sheet: order confirmation (engineer F) and any other action that
 * needs an OTP verification. Codes are 6 digits; typing the 6th digit submits.
 */
export function SecondFactorSheet({
  open,
  request,
  onApproved,
  onCancel,
  title,
  summary,
}: SecondFactorSheetProps) {
  const flow = useSecondFactor(open, request, onApproved);
  const { step } = flow;
  const [code, setCode] = useState('');

  // A new channel or a fresh code starts with an empty field.
  const stepKey = step.kind === 'code' ? `${step.channel}:${step.resendAt}` : step.kind;
  // biome-ignore lint/correctness/useExhaustiveDependencies: stepKey is the trigger, not an input
  useEffect(() => setCode(''), [stepKey]);

  const submit = (value: string) => {
    if (value.length === CODE_LENGTH && !flow.busy) void flow.verify(value);
  };
  const sheetTitle = title ?? t('profile.secondFactor.title');

  // Our Sheet, not a bare Modal: a visible title and a close button on every platform, Telegram's
  // BackButton closing it, and its primary action on Telegram's MainButton (in the page on the web).
  return (
    <Sheet open={open} onOpenChange={(next) => !next && onCancel()} title={sheetTitle}>
      <div style={{ padding: '8px 16px 24px', display: 'flex', flexDirection: 'column', gap: 12 }}>
        <CodePrimary
          active={step.kind === 'code'}
          loading={flow.busy}
          disabled={code.length !== CODE_LENGTH}
          onClick={() => submit(code)}
        />
        {summary ? <Text style={{ overflowWrap: 'anywhere' }}>{summary}</Text> : null}

        {step.kind === 'loading' && (
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '24px 0' }}>
            <Spinner size="m" />
            <Text>{t('profile.secondFactor.preparing')}</Text>
          </div>
        )}

        {step.kind === 'failed' && (
          <Placeholder header={t('profile.secondFactor.startFailed')} description={step.message}>
            <Button size="m" onClick={() => void flow.retry()}>
              {t('profile.secondFactor.tryAgain')}
            </Button>
          </Placeholder>
        )}

        {step.kind === 'choose' && (
          <Section header={t('profile.secondFactor.chooseHeader')}>
            {step.channels.map((c) => (
              <Cell
                key={c.channel}
                multiline
                disabled={flow.busy}
                onClick={() => void flow.choose(c.channel)}
                description={t(CHANNEL_COPY[c.channel].hintKey)}
              >
                {t(CHANNEL_COPY[c.channel].titleKey)}
              </Cell>
            ))}
            {flow.codeError ? <ErrorLine text={flow.codeError} /> : null}
          </Section>
        )}

        {step.kind === 'code' && (
          <>
            <Text>
              {step.notice ??
                (isSentChannel(step.channel)
                  ? t('profile.secondFactor.sent')
                  : t(CHANNEL_COPY[step.channel].hintKey))}
            </Text>
            <CodeField
              label={t('profile.secondFactor.codeLabel')}
              autoFocus
              length={CODE_LENGTH}
              value={code}
              invalid={!!flow.codeError}
              onChange={(digits) => {
                setCode(digits);
                if (digits.length === CODE_LENGTH && digits !== code) submit(digits);
              }}
              onEnter={() => submit(code)}
            />
            {flow.codeError ? <ErrorLine text={flow.codeError} /> : null}
            <CodeTimers flow={flow} />
            {flow.channels.length > 1 ? (
              <Button size="m" mode="plain" stretched onClick={flow.otherChannel}>
                {t('profile.secondFactor.otherMethod')}
              </Button>
            ) : null}
          </>
        )}

        {step.kind === 'approved' && (
          <Placeholder
            header={t('profile.secondFactor.approved')}
            description={t('profile.secondFactor.approvedHint')}
          />
        )}

        {step.kind === 'denied' && (
          <Placeholder header={t('profile.secondFactor.denied')} description={step.message}>
            <Button size="m" onClick={onCancel}>
              {t('profile.secondFactor.close')}
            </Button>
          </Placeholder>
        )}
      </div>
    </Sheet>
  );
}

/** "Confirm" while a code is being typed: Telegram's MainButton there, the sheet's button on the web. */
function CodePrimary(props: { active: boolean; loading: boolean; disabled: boolean; onClick: () => void }) {
  useSheetPrimary(
    props.active
      ? {
          text: t('profile.secondFactor.confirm'),
          onClick: props.onClick,
          loading: props.loading,
          disabled: props.disabled,
        }
      : null,
  );
  return null;
}

function ErrorLine({ text }: { text: string }) {
  return (
    <Caption role="alert" style={{ color: 'var(--tgui--destructive_text_color)', padding: '0 4px' }}>
      {text}
    </Caption>
  );
}

/** Expiry of the sent code and the resend button with its countdown and remaining sends. */
function CodeTimers({ flow }: { flow: ReturnType<typeof useSecondFactor> }) {
  const { step, now } = flow;
  if (step.kind !== 'code') return null;
  if (!isSentChannel(step.channel)) {
    return <Caption style={{ padding: '0 4px' }}>{t('profile.secondFactor.totpHint')}</Caption>;
  }
  const expired = step.expiresAt !== null && step.expiresAt <= now;
  const wait = (step.resendAt - now) / 1000;
  const noneLeft = step.requestsLeft === 0;
  return (
    <>
      {step.expiresAt !== null ? (
        <Caption style={{ padding: '0 4px' }}>
          {expired
            ? t('profile.secondFactor.expired')
            : t('profile.secondFactor.expiresIn', { time: formatCountdown((step.expiresAt - now) / 1000) })}
        </Caption>
      ) : null}
      <Button
        size="m"
        mode="bezeled"
        stretched
        disabled={flow.busy || noneLeft || (wait > 0 && !expired)}
        onClick={() => void flow.resend()}
      >
        {noneLeft
          ? t('profile.secondFactor.noMoreCodes')
          : wait > 0 && !expired
            ? t('profile.secondFactor.resendIn', { time: formatCountdown(wait) })
            : step.requestsLeft !== null
              ? t('profile.secondFactor.resendLeft', { count: step.requestsLeft })
              : t('profile.secondFactor.resend')}
      </Button>
    </>
  );
}

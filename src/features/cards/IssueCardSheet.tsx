import { useMutation } from '@tanstack/react-query';
import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import { userApi } from '../../api/endpoints/user';
import { ApiError, messageOf } from '../../api/errors';
import { call } from '../../api/http';
import type { Program } from '../../api/types/issuing';
import type { WalletSummary } from '../../api/types/wallets';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { useRailUnlock } from '../../lib/kyc-unlock';
import { add } from '../../lib/money';
import { haptic } from '../../lib/platform';
import { useIntentId } from '../../lib/request-id';
import { endpointQuery, fetchRead, queryClient } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { wireNumber } from '../../shared/wire-json';
import { AmountInput, type AmountRules, checkAmount } from '../../ui/AmountInput';
import { TextInput } from '../../ui/Labeled';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Sheet, useSheetPrimary } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { invalidateCardLists } from './data';
import { cardTypeLabel, formFactorLabel } from './labels';
import { SubmitFailure } from './SubmitFailure';

/** "new" = the stand-alone variant: open a sub-account for the program first, then the card. */
type Placement = 'new' | string;

/**
 * Issue a card, in steps: program (ACTIVE only) → details (name; prepaid: first top-up;
 * balance: which sub-account) → issue. One request_id per intent, so a double tap or a retry
 * after a lost answer issues one card.
 */
export function IssueCardSheet({
  wallets,
  presetWalletId,
  presetSubAccountId,
  onClose,
}: {
  wallets: WalletSummary[];
  presetWalletId?: string;
  presetSubAccountId?: string;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const [walletId, setWalletId] = useState(presetWalletId ?? wallets[0]?.uuid ?? '');
  const [program, setProgram] = useState<Program | null>(null);
  const programs = useRead(
    endpointQuery(issuingApi.programs, walletId ? { query: { wallet_id: walletId } } : null),
  );
  const active = (programs.data?.data ?? []).filter((p) => (p.status ?? 'ACTIVE') === 'ACTIVE');
  const rails = useRailUnlock(walletId);
  // A program names the KYC rail its cards need; without it the program is shown, not offered.
  const unlocked = (p: Program) => rails.isUnlocked(p.kyc_rails_id ? [p.kyc_rails_id] : []);

  const title = program ? t('cards.issue.titleProgram', { program: program.name }) : t('cards.issue.title');
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={title}>
      {!program && (
        <div className="cards-steps">
          {wallets.length > 1 && !presetWalletId && (
            <Section header={t('cards.issue.step1Wallet')}>
              {wallets.map((w) => (
                <Cell
                  key={w.uuid}
                  onClick={() => setWalletId(w.uuid)}
                  after={w.uuid === walletId ? '✓' : undefined}
                >
                  {w.name ?? t('cards.list.walletFallback')}
                </Cell>
              ))}
            </Section>
          )}
          <Section
            header={
              wallets.length > 1 && !presetWalletId ? t('cards.issue.chooseCard') : t('cards.issue.step1Card')
            }
          >
            <ReadPlaceholder
              read={programs}
              rows={3}
              label={t('cards.issue.programsLoading')}
              failedTitle={t('cards.issue.programsFailed')}
            />
            {programs.data && active.length === 0 && <Cell multiline>{t('cards.issue.noPrograms')}</Cell>}
            {active.map((p) =>
              unlocked(p) ? (
                <Cell
                  key={p.id}
                  multiline
                  data-testid="program"
                  onClick={() => setProgram(p)}
                  subtitle={programFacts(p)}
                  description={feesOf(p)}
                  after="›"
                >
                  {p.name}
                </Cell>
              ) : (
                <Cell
                  key={p.id}
                  multiline
                  data-testid="program-locked"
                  onClick={() => navigate(paths.kyc(walletId))}
                  subtitle={programFacts(p)}
                  // Under the facts, not beside them: beside, it took half the row and cut the
                  // program's facts short in the longer languages.
                  description={<span className="cards-verify">{t('cards.issue.unlock')}</span>}
                >
                  {p.name}
                </Cell>
              ),
            )}
          </Section>
        </div>
      )}
      {program && (
        <DetailsStep
          program={program}
          walletId={walletId}
          presetSubAccountId={presetSubAccountId}
          onBack={() => setProgram(null)}
          onIssued={(cardId) => {
            onClose();
            navigate(paths.card(cardId));
          }}
        />
      )}
    </Sheet>
  );
}

export function programFacts(p: Program): string {
  return [
    p.brand,
    formFactorLabel(p.form_factor),
    cardTypeLabel(p.type),
    p.account_currency,
    p.sub_account_type === 'prepaid' ? t('cards.subType.prepaid') : t('cards.subType.shared'),
  ].join(' · ');
}

/** "Free to issue · $2.00 a month": each fee in a phrase of its own, "free" said as a phrase too. */
function feesOf(p: Program): string {
  const free = (v: Program['card_issuing_fee']) => v === null || v === undefined || Number(v) === 0;
  const fee = (v: Program['card_issuing_fee']) => formatMoney(v, { currency: p.account_currency });
  return [
    free(p.card_issuing_fee)
      ? t('cards.issue.issueFree')
      : t('cards.issue.issueFee', { fee: fee(p.card_issuing_fee) }),
    free(p.card_monthly_fee)
      ? t('cards.issue.monthlyFree')
      : t('cards.issue.monthlyFee', { fee: fee(p.card_monthly_fee) }),
  ].join(' · ');
}

/** The program's smallest first top-up as a decimal string, or null when it has none. */
function minimumTopup(p: Program): string | null {
  const raw = p.initial_topup;
  // A JSON number of at most 2 decimals: String() gives its exact decimal text.
  return raw === null || raw === undefined || Number(raw) === 0 ? null : String(raw);
}

function DetailsStep({
  program,
  walletId,
  presetSubAccountId,
  onBack,
  onIssued,
}: {
  program: Program;
  walletId: string;
  presetSubAccountId?: string | undefined;
  onBack: () => void;
  onIssued: (cardId: string) => void;
}) {
  const prepaid = program.sub_account_type === 'prepaid';
  const minTopup = minimumTopup(program);
  const [nickName, setNickName] = useState('');
  // Starts at the program's minimum: the smallest first top-up that will be accepted.
  const [topup, setTopup] = useState(minTopup ?? '');
  const [placement, setPlacement] = useState<Placement>(presetSubAccountId ?? 'new');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  // After a refused submit, "enter an amount" kinds of problems show without waiting for blur.
  const [tried, setTried] = useState(false);
  const subs = useRead(
    endpointQuery(
      issuingApi.subAccounts,
      prepaid
        ? null
        : {
            path: { wallet_uuid: walletId },
            query: { limit: 50, offset: 0, type: 'balance', pagination: true },
          },
    ),
  );
  const sameProgram = (subs.data?.data ?? []).filter(
    (s) => s.program_id === program.id && s.status === 'ACTIVE',
  );
  const topupRules: AmountRules = {
    // The platform takes at most 2 decimals for issuing amounts (USD and EUR programs).
    maxDecimals: 2,
    min: minTopup,
    currencyLabel: program.account_currency,
  };
  const topupCheck = checkAmount(topup, topupRules);
  const intent = useIntentId({ program: program.id, walletId, nickName: nickName.trim(), topup, placement });
  // The stand-alone variant makes two calls; a retry of the same intent reuses the sub-account.
  const createdSub = useRef<{ intent: string; id: string } | null>(null);

  const total =
    prepaid && topupCheck.ok ? add(topupCheck.value, String(program.card_issuing_fee ?? 0)) : null;

  // One intent, one card: a retry after a lost answer carries the same request_id, and a
  // sub-account opened for it is not opened again.
  const issue = useMutation(
    {
      mutationFn: async (name: string) => {
        const user = await fetchRead(userApi.getData, {});
        const base = {
          program_id: program.id,
          wallet_id: walletId,
          request_id: intent.id,
          nick_name: name,
          user_data_id: String(user.id),
        };
        let cardId: string;
        if (prepaid) {
          const card = await call(issuingApi.createCard, {
            // A JSON number with the exact digits typed (shared/wire-json.ts).
            body: { ...base, initial_topup: wireNumber(topupCheck.ok ? topupCheck.value : '0') },
          });
          cardId = card.card_id;
        } else {
          let subId = placement;
          if (placement === 'new') {
            if (createdSub.current?.intent === intent.id) subId = createdSub.current.id;
            else {
              const sub = await call(issuingApi.createSubAccount, {
                body: { wallet_id: walletId, program_id: program.id },
              });
              createdSub.current = { intent: intent.id, id: sub.id };
              subId = sub.id;
            }
          }
          const created = await call(issuingApi.createBalanceCard, {
            body: { ...base, sub_account_id: subId },
          });
          cardId = created.card_id;
        }
        return cardId;
      },
      onSuccess: invalidateCardLists,
    },
    queryClient,
  );
  const sending = issue.isPending;

  const submit = async () => {
    if (sending) return;
    const name = nickName.trim();
    const next: Record<string, string> = {};
    if (!name) next.nick_name = t('cards.issue.nameRequired');
    // The amount field shows its own reason (the program's minimum included) once tried is set.
    if (prepaid && !topupCheck.ok) next.initial_topup = topupCheck.reason;
    setErrors(next);
    setTried(true);
    setFailure('');
    if (Object.keys(next).length > 0) {
      haptic('error');
      return;
    }
    try {
      const cardId = await issue.mutateAsync(name);
      intent.renew();
      haptic('success');
      showToast(t('cards.issue.issued'), { tone: 'success' });
      onIssued(cardId);
    } catch (err) {
      haptic('error');
      const fields = err instanceof ApiError ? err.fields : {};
      setErrors(fields);
      const message = messageOf(err, t('cards.issue.failed'));
      // A field error already says it under its field; the same sentence again below adds nothing.
      setFailure(Object.values(fields).includes(message) ? '' : message);
    }
  };

  // Telegram's MainButton inside Telegram, the sheet's pinned button on the web.
  useSheetPrimary({ text: t('cards.issue.submit'), onClick: submit, loading: sending });

  return (
    <div className="cards-steps">
      <Section header={t('cards.issue.step2')} footer={programFacts(program)}>
        <TextInput
          header={t('cards.issue.cardName')}
          placeholder={t('cards.issue.cardNamePlaceholder')}
          value={nickName}
          maxLength={40}
          status={errors.nick_name ? 'error' : 'default'}
          onChange={(e) => setNickName(e.target.value)}
          aria-label={t('cards.issue.cardName')}
        />
        {errors.nick_name && <div className="cards-field-error">{errors.nick_name}</div>}
        {prepaid && (
          <>
            <AmountInput
              name="initial_topup"
              header={t('cards.issue.topup', { currency: program.account_currency })}
              placeholder="0.00"
              value={topup}
              {...topupRules}
              showAllErrors={tried}
              // The platform's own reason (e.g. not enough balance) once the text itself is fine.
              externalError={errors.initial_topup}
              onChange={(text) => {
                setTopup(text);
                setErrors(({ initial_topup: _, ...rest }) => rest);
              }}
            />
            {minTopup && (
              <div className="cards-field-hint" data-testid="topup-minimum">
                {t('cards.issue.minimum', {
                  amount: formatMoney(minTopup, { currency: program.account_currency }),
                })}
              </div>
            )}
          </>
        )}
      </Section>
      {!prepaid && (
        <Section header={t('cards.issue.balanceSection')}>
          <Cell
            multiline
            onClick={() => setPlacement('new')}
            after={placement === 'new' ? '✓' : undefined}
            description={t('cards.issue.newSubDescription')}
          >
            {t('cards.issue.newSub')}
          </Cell>
          {sameProgram.map((s) => (
            <Cell
              key={s.id}
              onClick={() => setPlacement(s.id)}
              after={placement === s.id ? '✓' : undefined}
              subtitle={t('cards.issue.existingSub', { count: s.cards_count })}
            >
              {s.nick_name}
            </Cell>
          ))}
          {errors.sub_account_id && <div className="cards-field-error">{errors.sub_account_id}</div>}
        </Section>
      )}
      <Section>
        <Cell multiline description={feesOf(program)}>
          {prepaid && total
            ? t('cards.issue.pays', { amount: formatMoney(total, { currency: program.account_currency }) })
            : t('cards.issue.paysFee')}
        </Cell>
      </Section>
      <SubmitFailure text={failure} />
      <div className="cards-sheet-secondary">
        <Button size="l" stretched mode="plain" onClick={onBack} disabled={sending}>
          {t('cards.issue.backToPrograms')}
        </Button>
      </div>
    </div>
  );
}

import { afterEach, describe, expect, it } from 'vitest';
import { forgetKycDrafts } from '../../src/features/kyc/form/draft-forget';
import { type FormDraft, useFormDraft } from '../../src/features/kyc/form/use-form-draft';
import { inAct, mount } from './react-harness';

/** A KYC form's draft: kept per wallet and form over a reload, never a password, gone with the owner. */
let draft: FormDraft;
function Probe({ form }: { form: string }) {
  draft = useFormDraft('w1', form, { email: 'from@entity.example' }, (p) => p === 'pin');
  return null;
}

afterEach(() => sessionStorage.clear());

describe('KYC form drafts', () => {
  it('keep what was typed over a remount, over the entity’s value, never a password', async () => {
    const first = await mount(<Probe form="rail:r1" />);
    expect(draft.answers.email).toBe('from@entity.example');
    await inAct(() => {
      draft.set('email', 'typed@example.com');
      draft.set('pin', 'secret');
      draft.set('consent', true);
    });
    expect(draft.answers.pin).toBe('secret');
    await first.unmount();
    const again = await mount(<Probe form="rail:r1" />);
    expect(draft.answers).toEqual({ email: 'typed@example.com', consent: true });
    expect(JSON.stringify(sessionStorage)).not.toContain('secret');
    await again.unmount();
    // Another form of the same wallet starts from the entity.
    const other = await mount(<Probe form="entity" />);
    expect(draft.answers).toEqual({ email: 'from@entity.example' });
    await other.unmount();
  });

  it('are all forgotten on a change of owner, and nothing else is', async () => {
    sessionStorage.setItem('kyc-draft:w1:entity', '{"a":"b"}');
    sessionStorage.setItem('kyc-draft:w2:rail:x', '{"a":"b"}');
    sessionStorage.setItem('order-intent:send:w1', '{}');
    forgetKycDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['order-intent:send:w1']);
  });
});

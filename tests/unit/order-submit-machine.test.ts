import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import {
  editing,
  initialSubmitState,
  isBusy,
  type SubmitEvent,
  type SubmitState,
  submitReducer,
} from '../../src/features/orders/engine/submit-machine';

/**
 * The submit as a reducer: every transition an order form makes, and every event that must do
 * nothing (the hook runs the create call only when the reducer moved, so "the same state back"
 * is what keeps a double tap from paying twice).
 */
const err = (status: number, kind: 'http' | 'network' = 'http') =>
  new ApiError({ kind, status, service: 'core', method: 'POST', path: '/orders/X' });
const lostV1 = (lookalike = false): SubmitEvent => ({
  type: 'lost',
  generation: 1,
  error: err(0, 'network'),
  lookalike,
});
const lostV2: SubmitEvent = { type: 'lost', generation: 2, error: err(503), lookalike: false };

const run = (events: SubmitEvent[], from: SubmitState = editing()) => events.reduce(submitReducer, from);

const ALL_EVENTS: SubmitEvent[] = [
  { type: 'review' },
  { type: 'closeReview' },
  { type: 'send' },
  { type: 'sendAgain' },
  { type: 'created', result: null },
  { type: 'refused', error: err(422) },
  { type: 'secondFactor' },
  { type: 'cancelSecondFactor' },
  lostV1(),
  lostV2,
  { type: 'crashed' },
  { type: 'startOver' },
];

describe('submit reducer: the way to an order', () => {
  it('starts on the form, or looking up an order that was in flight when the page went away', () => {
    expect(initialSubmitState(false)).toEqual({ kind: 'editing', error: null, uncertain: false });
    expect(initialSubmitState(true)).toEqual({ kind: 'checking' });
  });

  it('form → review → sending → done', () => {
    const reviewing = run([{ type: 'review' }]);
    expect(reviewing).toEqual({ kind: 'reviewing', over: editing() });
    const sending = submitReducer(reviewing, { type: 'send' });
    expect(sending).toEqual({ kind: 'sending' });
    expect(isBusy(sending)).toBe(true);
    const result = { orderUuid: null, summary: null };
    expect(submitReducer(sending, { type: 'created', result })).toEqual({ kind: 'done', result });
  });

  it('closing the review returns to exactly what was under it', () => {
    const failed = editing(err(422));
    expect(run([{ type: 'review' }, { type: 'closeReview' }], failed)).toBe(failed);
    const unknown: SubmitState = { kind: 'unknown', error: null, lookalike: true };
    expect(run([{ type: 'review' }, { type: 'closeReview' }], unknown)).toBe(unknown);
  });

  it('a refusal goes back to the form with its error (nothing was created)', () => {
    const refused = err(422);
    expect(run([{ type: 'send' }, { type: 'refused', error: refused }])).toEqual(editing(refused));
  });

  it('a second factor: asked → approved sends again; cancelled returns to the form', () => {
    const asked = run([{ type: 'send' }, { type: 'secondFactor' }]);
    expect(asked).toEqual({ kind: 'needsSecondFactor' });
    expect(submitReducer(asked, { type: 'send' })).toEqual({ kind: 'sending' });
    expect(submitReducer(asked, { type: 'cancelSecondFactor' })).toEqual(editing());
  });

  it('a result in place: "new order" starts over on an empty form', () => {
    const done = run([{ type: 'send' }, { type: 'created', result: { orderUuid: null, summary: null } }]);
    expect(submitReducer(done, { type: 'startOver' })).toEqual(editing());
  });

  it('a call that failed before reaching the platform returns to the form', () => {
    expect(run([{ type: 'send' }, { type: 'crashed' }])).toEqual(editing());
  });
});

describe('submit reducer: a lost answer', () => {
  it('first generation: unknown; no tap sends it again, only the explicit "Send again"', () => {
    const unknown = run([{ type: 'send' }, lostV1()]);
    expect(unknown).toMatchObject({ kind: 'unknown', lookalike: false });
    expect(submitReducer(unknown, { type: 'send' })).toBe(unknown);
    // Its review (with the duplicate warning) cannot be confirmed with a plain send either.
    const review = submitReducer(unknown, { type: 'review' });
    expect(review).toEqual({ kind: 'reviewing', over: unknown });
    expect(submitReducer(review, { type: 'send' })).toBe(review);
    expect(submitReducer(review, { type: 'sendAgain' })).toEqual({ kind: 'sending' });
    expect(submitReducer(unknown, { type: 'sendAgain' })).toEqual({ kind: 'sending' });
  });

  it('first generation: an identical order that cannot be told apart is said (lookalike)', () => {
    expect(run([{ type: 'send' }, lostV1(true)])).toMatchObject({ kind: 'unknown', lookalike: true });
  });

  it('second generation: back to the form, uncertain: a retry reuses the request id', () => {
    const back = run([{ type: 'send' }, lostV2]);
    expect(back).toMatchObject({ kind: 'editing', uncertain: true });
    expect(submitReducer(back, { type: 'send' })).toEqual({ kind: 'sending' });
  });

  it('after a reload: the look-up finds it (done), or leaves it unknown (v1) or uncertain (v2)', () => {
    const checking = initialSubmitState(true);
    expect(submitReducer(checking, { type: 'created', result: null })).toEqual({
      kind: 'done',
      result: null,
    });
    expect(submitReducer(checking, { type: 'lost', generation: 1, error: null, lookalike: false })).toEqual({
      kind: 'unknown',
      error: null,
      lookalike: false,
    });
    expect(submitReducer(checking, { type: 'lost', generation: 2, error: null, lookalike: false })).toEqual(
      editing(null, true),
    );
  });
});

describe('submit reducer: what must do nothing', () => {
  it('a double tap: while sending, every tap answers the same state (nothing runs twice)', () => {
    const sending = run([{ type: 'send' }]);
    for (const tap of [{ type: 'send' }, { type: 'sendAgain' }, { type: 'review' }] as SubmitEvent[])
      expect(submitReducer(sending, tap)).toBe(sending);
  });

  it('while an earlier order is looked up, nothing can be sent', () => {
    const checking = initialSubmitState(true);
    for (const tap of [{ type: 'send' }, { type: 'sendAgain' }, { type: 'review' }] as SubmitEvent[])
      expect(submitReducer(checking, tap)).toBe(checking);
  });

  it('after done, nothing sends again (the intent is spent)', () => {
    const done: SubmitState = { kind: 'done', result: null };
    for (const e of ALL_EVENTS.filter((e) => e.type !== 'startOver'))
      expect(submitReducer(done, e)).toBe(done);
  });

  it('outcomes arriving in the wrong state are ignored (a late answer cannot change the form)', () => {
    const form = editing();
    for (const e of ALL_EVENTS.filter(
      (e) => e.type === 'created' || e.type === 'refused' || e.type === 'lost',
    ))
      expect(submitReducer(form, e)).toBe(form);
    expect(submitReducer(form, { type: 'secondFactor' })).toBe(form);
    expect(submitReducer(form, { type: 'closeReview' })).toBe(form);
    expect(submitReducer(form, { type: 'startOver' })).toBe(form);
  });

  it('every state answers every event with a state of the union (exhaustive)', () => {
    const states: SubmitState[] = [
      editing(),
      { kind: 'reviewing', over: editing() },
      { kind: 'checking' },
      { kind: 'sending' },
      { kind: 'needsSecondFactor' },
      { kind: 'unknown', error: null, lookalike: false },
      { kind: 'done', result: null },
    ];
    const kinds = new Set(states.map((s) => s.kind));
    for (const s of states)
      for (const e of ALL_EVENTS) expect(kinds.has(submitReducer(s, e).kind)).toBe(true);
  });
});

import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachTelegram, type MainButtonParams, type TelegramBridge } from '../../src/lib/platform';
import { MainButton, MainButtonHost } from '../../src/ui/MainButton';
import { Sheet, useSheetPrimary } from '../../src/ui/Sheet';
import { click, inAct, type Mounted, mount } from './react-harness';

/**
 * The sheet's primary action: Telegram's MainButton inside Telegram (never an in-page copy),
 * an in-page button on the web; an open sheet takes the main button over from its screen.
 */
let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  attachTelegram(null);
});

const dialog = () => document.querySelector('[role="dialog"]');
const buttons = (label: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.trim() === label);

function fakeTelegram() {
  const states: MainButtonParams[] = [];
  const presses: (() => void)[] = [];
  const bridge = {
    haptic: vi.fn(),
    mainButton: {
      set: (p: MainButtonParams) => states.push(p),
      onClick: (fn: () => void) => {
        presses.push(fn);
        return () => presses.splice(presses.indexOf(fn), 1);
      },
    },
    backButton: { set: vi.fn(), onClick: () => () => {} },
  } as unknown as TelegramBridge;
  attachTelegram(bridge);
  return {
    last: () => states.at(-1),
    press: () => {
      for (const fn of presses) fn();
    },
  };
}

const inRoot = (node: ReactNode) => (
  <AppRoot>
    {node}
    <MainButtonHost />
  </AppRoot>
);

function Screen({ sheet, onSend = () => {} }: { sheet?: ReactNode; onSend?: () => void }) {
  return (
    <>
      <MainButton text="Send" onClick={onSend} />
      {sheet}
    </>
  );
}

function Step({ text, onClick }: { text: string; onClick: () => void }) {
  useSheetPrimary({ text, onClick });
  return <p>step</p>;
}

describe('Sheet in Telegram', () => {
  let tg: ReturnType<typeof fakeTelegram>;
  beforeEach(() => {
    tg = fakeTelegram();
  });

  it('carries the primary action on the MainButton, with its loader, and no in-page copy', async () => {
    const save = vi.fn();
    const sheet = (loading: boolean) =>
      inRoot(
        <Sheet
          open
          onOpenChange={() => {}}
          title="Rename card"
          primary={{ text: 'Save', onClick: save, loading }}
        >
          <p>body</p>
        </Sheet>,
      );
    view = await mount(sheet(false));
    expect(tg.last()).toMatchObject({ text: 'Save', visible: true, enabled: true, loading: false });
    expect(buttons('Save')).toHaveLength(0);
    tg.press();
    expect(save).toHaveBeenCalledTimes(1);
    await view.rerender(sheet(true));
    expect(tg.last()).toMatchObject({ text: 'Save', visible: true, loading: true });
  });

  it('hides the screen main button while a sheet without an action is open, and gives it back', async () => {
    const send = vi.fn();
    const info = (
      <Sheet open onOpenChange={() => {}} title="Purchase code">
        <p>123456</p>
      </Sheet>
    );
    view = await mount(inRoot(<Screen onSend={send} />));
    expect(tg.last()).toMatchObject({ text: 'Send', visible: true });
    await view.rerender(inRoot(<Screen onSend={send} sheet={info} />));
    expect(tg.last()).toMatchObject({ visible: false });
    tg.press();
    expect(send).not.toHaveBeenCalled(); // not the screen's action from under the sheet
    await view.rerender(inRoot(<Screen onSend={send} />));
    expect(tg.last()).toMatchObject({ text: 'Send', visible: true });
  });

  it('takes the action from the step that owns it (useSheetPrimary) and drops it with the step', async () => {
    const issue = vi.fn();
    const sheet = (step: boolean) =>
      inRoot(
        <Sheet open onOpenChange={() => {}} title="Issue a card">
          {step ? <Step text="Issue card" onClick={issue} /> : <p>programs</p>}
        </Sheet>,
      );
    view = await mount(sheet(false));
    expect(tg.last()).toMatchObject({ visible: false });
    await view.rerender(sheet(true));
    expect(tg.last()).toMatchObject({ text: 'Issue card', visible: true });
    tg.press();
    expect(issue).toHaveBeenCalledTimes(1);
    await view.rerender(sheet(false));
    expect(tg.last()).toMatchObject({ visible: false });
  });
});

describe('Sheet on the web', () => {
  it('shows its title as the dialog name and the action as an in-page button', async () => {
    const save = vi.fn();
    view = await mount(
      inRoot(
        <Screen
          sheet={
            <Sheet
              open
              onOpenChange={() => {}}
              title="Daily limit"
              primary={{ text: 'Save limit', onClick: save }}
            >
              <p>body</p>
            </Sheet>
          }
        />,
      ),
    );
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Daily limit');
    const [action] = buttons('Save limit');
    expect(dialog()!.contains(action!)).toBe(true);
    await click(action!);
    expect(save).toHaveBeenCalledTimes(1);
    // The screen's sticky button does not show over (or under) the open sheet.
    expect(buttons('Send')).toHaveLength(0);
  });

  it('closes from its close button, and has none when it may not be dismissed', async () => {
    const onOpenChange = vi.fn();
    const sheet = (dismissible: boolean) =>
      inRoot(
        <Sheet open onOpenChange={onOpenChange} title="Save your API key" dismissible={dismissible}>
          <p>secret</p>
        </Sheet>,
      );
    view = await mount(sheet(true));
    const close = dialog()!.querySelector('button[aria-label="Close"]')!;
    await click(close);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await view.rerender(sheet(false));
    expect(dialog()!.querySelector('button[aria-label="Close"]')).toBeNull();
  });
});

describe('Sheet opened by a tap', () => {
  it('ignores a tap outside that comes on the heels of opening (the second tap of a double tap), not a later one', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const closed = vi.fn();
    const tapOutside = () =>
      inAct(() => {
        const overlay = document.querySelector('[data-vaul-overlay]') ?? document.body;
        overlay.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
        overlay.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
        overlay.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
    try {
      view = await mount(
        inRoot(
          <Sheet open onOpenChange={(o) => !o && closed()} title="Review">
            <p>body</p>
          </Sheet>,
        ),
      );
      await inAct(() => new Promise((r) => setTimeout(r, 20))); // the dialog starts listening for outside taps
      now.mockReturnValue(1_000_150);
      await tapOutside();
      expect(closed).not.toHaveBeenCalled();
      now.mockReturnValue(1_000_600);
      await tapOutside();
      expect(closed).toHaveBeenCalledTimes(1);
    } finally {
      now.mockRestore();
    }
  });

  it('still closes on Escape at once: only a pointer press can be the ghost of the opening tap', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(2_000_000);
    const closed = vi.fn();
    try {
      view = await mount(
        inRoot(
          <Sheet open onOpenChange={(o) => !o && closed()} title="Confirm it’s you">
            <p>body</p>
          </Sheet>,
        ),
      );
      await inAct(() => new Promise((r) => setTimeout(r, 20)));
      now.mockReturnValue(2_000_050);
      await inAct(() => {
        (document.activeElement ?? document.body).dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
        );
      });
      expect(closed).toHaveBeenCalledTimes(1);
    } finally {
      now.mockRestore();
    }
  });
});

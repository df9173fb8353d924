import { describe, expect, it, vi } from 'vitest';
import { downloadBlob, textFile } from '../../src/lib/download';
import { type IntentId, newRequestId, useIntentId } from '../../src/lib/request-id';
import { inAct, mount } from './react-harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRequestId', () => {
  it('makes distinct v4 UUIDs, also without crypto.randomUUID', () => {
    const a = newRequestId();
    expect(a).toMatch(UUID);
    expect(newRequestId()).not.toBe(a);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const ids = new Set(Array.from({ length: 50 }, newRequestId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

let intent: IntentId | undefined;
function Sheet(props: { amount: string; rerenderTick?: number }) {
  intent = useIntentId({ amount: props.amount });
  return <p>{intent.id}</p>;
}

describe('useIntentId', () => {
  it('keeps one id across re-renders (retries) and renews on edit or after success', async () => {
    const view = await mount(<Sheet amount="10" />);
    const first = intent?.id;
    expect(first).toMatch(UUID);
    await view.rerender(<Sheet amount="10" rerenderTick={1} />);
    expect(intent?.id).toBe(first); // a retry re-renders but must reuse the id

    await view.rerender(<Sheet amount="11" />);
    const edited = intent?.id;
    expect(edited).not.toBe(first);

    await inAct(() => intent?.renew());
    expect(intent?.id).not.toBe(edited);
    expect(view.container.textContent).toBe(intent?.id);
    await view.unmount();
  });
});

describe('downloadBlob', () => {
  it('saves through a temporary download link; a CSV file carries a BOM', async () => {
    const created: Blob[] = [];
    const urls = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      created.push(b as Blob);
      return 'blob:test';
    });
    let clicked: HTMLAnchorElement | undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked = this;
    });
    const file = textFile('tx.csv', 'a,b\n1,2', 'text/csv');
    downloadBlob(file.name, file);
    expect(clicked?.download).toBe('tx.csv');
    expect(clicked?.getAttribute('href')).toBe('blob:test');
    expect(clicked?.isConnected).toBe(false); // cleaned up
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await created[0]?.text()).toBe('\uFEFFa,b\n1,2');
    urls.mockRestore();
    click.mockRestore();
  });
});

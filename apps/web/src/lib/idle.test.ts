import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle, nextTask } from './idle.ts';

describe('afterLoadIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the load event, then an idle moment', async () => {
    let state = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state as DocumentReadyState);
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idleCallbacks.push(cb));
    let done = false;
    void afterLoadIdle(new AbortController().signal).then(() => (done = true));
    await Promise.resolve();
    expect(idleCallbacks).toHaveLength(0);
    state = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    await Promise.resolve();
    expect(done).toBe(false);
    idleCallbacks[0]!();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('never resolves after an abort', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idleCallbacks.push(cb));
    const controller = new AbortController();
    let done = false;
    void afterLoadIdle(controller.signal).then(() => (done = true));
    controller.abort();
    idleCallbacks[0]!();
    await Promise.resolve();
    expect(done).toBe(false);
  });
});

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task, not in the same one', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'after yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await nextTask();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});

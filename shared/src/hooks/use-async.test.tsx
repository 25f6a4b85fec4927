import { act, render, screen } from '@testing-library/react';
import { forgetPrepared, prepareAsync, preparedData, useAsync } from 'shared/hooks';

/** A load the test settles by hand, recording the signal of each call. */
function deferredLoads<T>() {
  const calls: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

function Shows({ id, load }: { id: string; load: (signal: AbortSignal) => Promise<string> }) {
  const state = useAsync(id, load);
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'error')
    return (
      <button type="button" onClick={state.reload}>
        failed: {String(state.error)}
      </button>
    );
  return <p>data: {state.data}</p>;
}

describe('useAsync', () => {
  it('is loading until the load settles, then shows its data', async () => {
    const { calls, load } = deferredLoads<string>();
    render(<Shows id="a" load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve('one'));
    expect(screen.getByText('data: one')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows an error, and reload tries again', async () => {
    const { calls, load } = deferredLoads<string>();
    render(<Shows id="b" load={load} />);
    await act(async () => calls[0]!.reject('offline'));
    expect(screen.getByRole('button', { name: 'failed: offline' })).toBeInTheDocument();
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => calls[1]!.resolve('two'));
    expect(screen.getByText('data: two')).toBeInTheDocument();
  });

  it('loads again when the key changes, and drops the answer of the old key', async () => {
    const { calls, load } = deferredLoads<string>();
    const { rerender } = render(<Shows id="c1" load={load} />);
    rerender(<Shows id="c2" load={load} />);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('old'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => calls[1]!.resolve('new'));
    expect(screen.getByText('data: new')).toBeInTheDocument();
  });

  it('shows what prepareAsync loaded at its first render, without loading; the next visit loads afresh', async () => {
    await prepareAsync('d', async () => 'prepared');
    expect(preparedData('d')).toBe('prepared');
    const { calls, load } = deferredLoads<string>();
    const first = render(<Shows id="d" load={load} />);
    expect(screen.getByText('data: prepared')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    first.unmount();
    expect(preparedData('d')).toBeUndefined();
    render(<Shows id="d" load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('prepares nothing when the load fails (the page loads it itself), and forgetPrepared drops a key', async () => {
    await prepareAsync('e', async () => 'stale');
    await prepareAsync('e', () => Promise.reject(new Error('down')));
    expect(preparedData('e')).toBeUndefined();
    await prepareAsync('f', async () => 'kept');
    forgetPrepared('f');
    expect(preparedData('f')).toBeUndefined();
  });
});

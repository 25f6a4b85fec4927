import { act, render, screen } from '@testing-library/react';
import { useNow } from 'shared/hooks';

function Clock({ every }: { every: number }) {
  return <p>{useNow(every)}</p>;
}

describe('useNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('gives the current time and refreshes it every interval', () => {
    render(<Clock every={1000} />);
    expect(screen.getByText('1000000')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByText('1000000')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('1001000')).toBeInTheDocument();
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<Clock every={500} />);
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

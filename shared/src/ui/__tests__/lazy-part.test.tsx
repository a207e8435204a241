import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../lazy-part';

/** A light page's antd part: loaded only once wanted, kept after, and a failed preload is not a crash. */
afterEach(cleanup);

type DialogProps = { open: boolean; title: string };
const Dialog = ({ open, title }: DialogProps) => (open ? <div role="dialog">{title}</div> : <span data-testid="closed" />);

describe('lazyPart', () => {
  it('loads nothing until the part is first wanted, then stays mounted when it closes', async () => {
    const load = vi.fn(async () => ({ default: Dialog }));
    const { Part } = lazyPart<DialogProps>(load, { mountWhen: (p) => p.open });
    const { rerender } = render(<Part open={false} title="Invoice" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Part open title="Invoice" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('Invoice');
    rerender(<Part open={false} title="Invoice" />);
    screen.getByTestId('closed');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without mountWhen, loads as soon as it renders', async () => {
    const { Part } = lazyPart<DialogProps>(async () => ({ default: Dialog }));
    render(<Part open title="QR" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('QR');
  });

  it('drops a failed preload quietly, and the render asks again', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { default: Dialog };
    });
    const { Part, preload } = lazyPart<DialogProps>(load, { mountWhen: (p) => p.open });
    preload();
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    render(<Part open title="Pictures" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('Pictures');
    expect(load).toHaveBeenCalledTimes(2);
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
  });
});

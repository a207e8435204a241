import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, toast } from '..';

/** The kit's modal dialog (the login and address dialogs are made of it). */
afterEach(cleanup);

describe('Dialog', () => {
  it('is a native modal dialog named by its title while `open`, and closed when not', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open title="Add address" onClose={onClose} data-testid="d" footer={<button type="button">Save</button>}>
        <input aria-label="Recipient" />
      </Dialog>,
    );
    const dialog = screen.getByTestId('d') as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Add address' }).id).toBe(dialog.getAttribute('aria-labelledby'));
    screen.getByRole('button', { name: 'Save' });
    rerender(
      <Dialog open={false} title="Add address" onClose={onClose} data-testid="d">
        <input aria-label="Recipient" />
      </Dialog>,
    );
    expect(dialog.open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the close button asks the owner to close it; toasts show inside it only while it is open', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Sign in" onClose={onClose} data-testid="d">
        <p>form</p>
      </Dialog>,
    );
    toast.warning('Please enter your account');
    await screen.findByText('Please enter your account');
    expect(screen.getByTestId('d').contains(screen.getByText('Please enter your account'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

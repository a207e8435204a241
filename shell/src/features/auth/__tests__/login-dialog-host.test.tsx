import { render, screen } from '@testing-library/react';
import { bus, useSessionStore } from '@mall/shared';
import { captureLoginRequests, LoginDialogHost } from '../login-dialog-host';

// The dialog itself is under test in login-dialog.test.tsx: a marker shows how many requests reached it.
vi.mock('../login-dialog', () => ({ default: ({ shows }: { shows: number }) => <div data-testid="dialog">{shows}</div> }));

describe('login requests', () => {
  it('a request made before the app rendered (an A00004 at start-up) still opens the dialog, and clears the session', async () => {
    captureLoginRequests();
    useSessionStore.setState({ userToken: 'revoked' });
    bus.emit('show-login', { reason: 'A00004' });
    expect(useSessionStore.getState().userToken).toBeFalsy();

    render(<LoginDialogHost />);
    expect((await screen.findByTestId('dialog')).textContent).toBe('1');

    // Later requests reach the mounted dialog directly.
    bus.emit('show-login', undefined);
    await vi.waitFor(() => expect(screen.getByTestId('dialog').textContent).toBe('2'));
  });
});

/** antd's theme for every region that uses antd: the shell's pages and a remote's own dialogs (widgets). */
export const ANTD_THEME = { token: { colorPrimary: '#e4393c', borderRadius: 4 } } as const;

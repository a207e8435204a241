import type { RouteDef } from '@mall/shared';

/** mf-chat's routes (ROUTES.md). Pure data: published as dist/routes.json for the shell. */
export const routes: RouteDef[] = [
  { path: '/chat', pageKey: 'chat', layout: 'chat', login: true, private: true, light: true, title: { en: 'Messages', zh_CN: '消息中心' } },
  {
    path: '/chat2',
    pageKey: 'chat2',
    layout: 'chat',
    login: true,
    private: true,
    light: true,
    title: { en: 'Chat Window', zh_CN: '聊天窗口' },
  },
];

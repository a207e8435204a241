import { ChatPage } from '../components/chat-page';

export default function ChatMessagesPage() {
  return <ChatPage pageKey="chat" />;
}

import { ChatPage } from '../components/chat-page';

export default function ChatWindowPage() {
  return <ChatPage pageKey="chat2" />;
}

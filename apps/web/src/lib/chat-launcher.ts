// A page (the support page) opens the shell's chat window without importing the shell: it sends
// this event and the chat button (app/shell/chat-widget) opens the window as if clicked.
const OPEN_CHAT = 'netshop:open-chat';

export function openChat(): void {
  window.dispatchEvent(new Event(OPEN_CHAT));
}

/** The shell's side: `listener` runs whenever a page asks for the chat; returns the unsubscribe. */
export function onOpenChat(listener: () => void): () => void {
  window.addEventListener(OPEN_CHAT, listener);
  return () => window.removeEventListener(OPEN_CHAT, listener);
}

/**
 * What the chat clients need of a WebSocket: the browser's, or a test's fake. Shared by the
 * buyer's chat window and the agents' console, whose sockets are otherwise their own.
 */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

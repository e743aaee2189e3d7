// What other domains may use of chat (ADR 0016): the message store, for the gateway and the
// console's agents when they come.
export { appendMessage, history, openConversation, type NewChatMessage } from './service.js';
// What the app wires at start (app.ts): the visitor and staff sockets, and the support hours.
export { chatGateway } from './gateway.js';
// A buyer blocked or erased, a staff member disabled or changed: their open chat sockets end on every process.
export { endChatSockets } from './gateway.js';
export { parseChatHours } from './hours.js';
// The console's customers (issue 27, ADR 0041): a buyer's conversations, all of them for an export, and an erasure.
export { anonymiseBuyerChats, chatsOfBuyer, exportBuyerChats } from './buyer-data-queries.js';

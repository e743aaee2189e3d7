// What other modules may use of staff (ADR 0016, ADR 0035): the chat's agents' presence.
export { anyAgentOnline, markChatSeen } from './presence.js';

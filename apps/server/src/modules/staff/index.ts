// What other modules may use of staff (ADR 0016, ADR 0035): the chat's agents' presence (an agent
// with the console's chat open is online; the assistant hands visitors to a person only then).
export { anyAgentOnline, markChatSeen } from './queries.js';
// Who answered or decided, beside a queue's rows (ADR 0039).
export { staffNamesView } from './queries.js';
// Who a staff session belongs to: app.ts hands it to plugins/staff-auth.ts, which may not import a module (ADR 0016).
export { activeStaffMember } from './queries.js';

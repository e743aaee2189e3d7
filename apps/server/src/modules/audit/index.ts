// What other modules and app.ts may use of the audit log (ADR 0016, ADR 0040): record a staff
// change in the caller's transaction; the staff routes' safety net; the console's search route.
export { recordAudit, type AuditChange } from './service.js';
export { auditSafetyNet } from './safety-net.js';
export { auditRoutes } from './routes.js';
// Restoring from the log (ADR 0043): a module registers the reverters of its own kinds of change.
export { registerReverter, type Fields, type Reverter, type RevertEntry } from './reverters.js';

import {
  API,
  address,
  addressBody,
  changePasswordBody,
  CODES,
  codeSent,
  digitId,
  emailChangeBody,
  emailChangeCodeBody,
  envelope,
  forgotCheckParams,
  forgotCheckQuery,
  forgotEmailBody,
  loginBody,
  messageList,
  messageListQuery,
  profileBody,
  registerBody,
  registerCodeBody,
  registerEmailBody,
  resetPasswordBody,
  userInfo,
} from '@netshop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, requireUser } from '../../plugins/auth.js';
import { FIELD_MESSAGES } from '../../i18n/messages.js';
import { AppError, notFound, ok } from '../../plugins/envelope.js';
import { SECURITY } from '../../plugins/openapi.js';
import * as addresses from './addresses.js';
import * as messages from '../notifications/index.js';
import { loginGate } from './login-throttle.js';
import { hit, tooMany, type Limit } from '../../plugins/rate-limit.js';
import * as account from './service.js';
import { resolveSession, revokeSession } from './sessions.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The user endpoints of docs/product.md#calls and the account centre's (ADR 0010). */
export const accountRoutes: FastifyPluginAsyncZod<{ settings: account.AccountSettings }> = async (app, { settings }) => {
  const { db } = app.storage;
  const tags = ['account'];
  const auth = { preHandler: requireUser };
  const nothing = envelope(z.null());
  const uid = (req: FastifyRequest) => req.user!.userId;

  async function limit(reply: FastifyReply, ...limits: Limit[]) {
    const wait = await hit(db, limits);
    if (wait) tooMany(reply, wait);
  }
  const codeLimits = (req: FastifyRequest, email: string): Limit[] => [
    { key: `code:ip:${req.ip}`, max: settings.codesPerIpHour, windowMs: HOUR },
    { key: `code:email:${email}`, max: 5, windowMs: HOUR },
  ];
  // "Incorrect verification code" (docs/product.md#errors), also as the code field's message for the form.
  const withCodeField = (req: FastifyRequest) => new AppError(CODES.BAD_REQUEST, 'incorrectCode', { code: req.t('incorrectCode') });

  // ---- registration: email → register1 (check code) → register2 (create) ----
  app.post(API.account.registerEmail.local, { schema: { tags, summary: 'Send a registration code', body: registerEmailBody, response: { 200: envelope(codeSent) } } }, async (req, reply) => {
    await limit(reply, ...codeLimits(req, req.body.email));
    return ok(req, await account.sendCode(req.ctx, settings, req.body.email, 'register'), req.t('codeSent'));
  });

  app.post(API.account.registerCheck.local, { schema: { tags, summary: 'Check a registration code (not used up)', body: registerCodeBody, response: { 200: nothing } } }, async (req) => {
    if (!(await account.verifyCode(req.ctx, settings, req.body.email, 'register', req.body.code)).ok) throw withCodeField(req);
    return ok(req, null);
  });

  app.post(API.account.register.local, { schema: { tags, summary: 'Create the account', body: registerBody, response: { 200: nothing } } }, async (req) => {
    const b = req.body;
    const result = await account.register(req.ctx, settings, { email: b.email, code: b.code, password: b.password, firstName: b.firstName, lastName: b.lastName, countryId: b.countryId, companyName: b.companyName });
    // A taken address answers like a wrong code: the form cannot be used to probe for accounts.
    if (result === 'code' || result === 'exists') throw withCodeField(req);
    if (result === 'country') throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { countryId: req.t('invalidId') });
    return ok(req, null, req.t('registered'));
  });

  // ---- sessions ----
  app.post(API.account.login.local, { schema: { tags, summary: 'Log in; msg is the session token', body: loginBody, response: { 200: nothing } } }, async (req, reply) => {
    const { email, password } = req.body;
    const gate = await loginGate(db, settings.secret, req, reply, email);
    if (gate.wait) tooMany(reply, gate.wait);
    const token = await account.login(req.ctx, email, password, String(req.headers['user-agent'] ?? ''));
    if (!token) throw new AppError(CODES.BAD_REQUEST, 'loginFailed');
    // 400 like a failed sign-in, not 403: the web client shows a 403's own text instead of the message.
    if (token === 'blocked') throw new AppError(CODES.BAD_REQUEST, 'accountBlocked');
    await gate.succeeded();
    return { code: CODES.OK, msg: token, data: null };
  });

  app.post(API.account.logout.local, { schema: { tags, summary: 'End this session everywhere', security: SECURITY.optionalBuyer, response: { 200: nothing } } }, async (req) => {
    const token = bearerToken(req);
    const session = token ? await resolveSession(db, token) : null;
    if (session) await revokeSession(db, session.sessionId);
    return ok(req, null);
  });

  app.get(API.account.loginUser.local, { ...auth, schema: { tags, summary: 'The logged-in buyer', response: { 200: envelope(userInfo) } } }, async (req) => {
    const info = await account.userInfo(req.ctx);
    if (!info) throw new AppError(CODES.UNAUTHORIZED, 'unauthorized');
    return ok(req, info);
  });

  // ---- password reset ----
  app.post(API.account.forgotEmail.local, { schema: { tags, summary: 'Send a password reset code', body: forgotEmailBody, response: { 200: envelope(codeSent) } } }, async (req, reply) => {
    await limit(reply, ...codeLimits(req, req.body.email));
    return ok(req, await account.sendCode(req.ctx, settings, req.body.email, 'reset'), req.t('codeSent'));
  });

  app.get(API.account.forgotCheck.local, { schema: { tags, summary: 'Check a reset code (not used up)', params: forgotCheckParams, querystring: forgotCheckQuery, response: { 200: nothing } } }, async (req) => {
    if (!(await account.verifyCode(req.ctx, settings, req.query.email, 'reset', req.params.param)).ok) throw withCodeField(req);
    return ok(req, null);
  });

  app.put(API.account.resetPassword.local, { schema: { tags, summary: 'Set a new password with a reset code', body: resetPasswordBody, response: { 200: nothing } } }, async (req) => {
    if (!(await account.resetPassword(req.ctx, settings, req.body.email, req.body.code, req.body.password))) throw withCodeField(req);
    return ok(req, null, req.t('passwordReset'));
  });

  // ---- profile, password, e-mail ----
  app.put(API.account.profile.local, { ...auth, schema: { tags, summary: 'Change name, country, company, avatar', body: profileBody, response: { 200: envelope(userInfo) } } }, async (req) => {
    const r = await account.updateProfile(req.ctx, req.body);
    if (r === 'country') throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { countryId: req.t('invalidId') });
    if (r === 'avatar') throw new AppError(CODES.UNPROCESSABLE, 'validationFailed', { avatar: FIELD_MESSAGES[req.lang].invalid });
    return ok(req, r);
  });

  app.put(API.account.password.local, { ...auth, schema: { tags, summary: 'Change the password (other sessions end)', body: changePasswordBody, response: { 200: nothing } } }, async (req, reply) => {
    await limit(reply, { key: `password:user:${uid(req)}`, max: 10, windowMs: 15 * MINUTE });
    if (!(await account.changePassword(req.ctx, req.body.oldPassword, req.body.password)))
      throw new AppError(CODES.BAD_REQUEST, 'wrongPassword', { oldPassword: req.t('wrongPassword') });
    return ok(req, null, req.t('passwordChanged'));
  });

  app.post(API.account.emailCode.local, { ...auth, schema: { tags, summary: 'Send a code to a new e-mail address', body: emailChangeCodeBody, response: { 200: envelope(codeSent) } } }, async (req, reply) => {
    await limit(reply, ...codeLimits(req, req.body.newEmail), { key: `password:user:${uid(req)}`, max: 10, windowMs: 15 * MINUTE });
    const r = await account.sendEmailChangeCode(req.ctx, settings, req.body.newEmail, req.body.password);
    if (r === 'password') throw new AppError(CODES.BAD_REQUEST, 'wrongPassword', { password: req.t('wrongPassword') });
    return ok(req, r, req.t('codeSent'));
  });

  app.put(API.account.changeEmail.local, { ...auth, schema: { tags, summary: 'Change the e-mail with the code sent to it', body: emailChangeBody, response: { 200: envelope(userInfo) } } }, async (req) => {
    const r = await account.changeEmail(req.ctx, settings, req.body.newEmail, req.body.code);
    if (r === 'code') throw withCodeField(req);
    return ok(req, r, req.t('emailUpdated'));
  });

  // ---- addresses ----
  const idParams = z.object({ id: digitId });
  const regionError = (req: FastifyRequest, problem: 'region' | 'regionRequired') =>
    new AppError(CODES.UNPROCESSABLE, 'validationFailed', { regionId: problem === 'region' ? req.t('invalidId') : FIELD_MESSAGES[req.lang].required });

  app.get(API.addresses.list.local, { ...auth, schema: { tags, summary: 'Shipping and billing addresses', response: { 200: envelope(z.array(address)) } } }, async (req) =>
    ok(req, await addresses.listAddresses(req.ctx)),
  );
  app.post(API.addresses.create.local, { ...auth, schema: { tags, summary: 'Add an address', body: addressBody, response: { 200: envelope(address) } } }, async (req) => {
    const r = await addresses.createAddress(req.ctx, req.body);
    if (r === 'region' || r === 'regionRequired') throw regionError(req, r);
    return ok(req, r);
  });
  app.put(API.addresses.update.local, { ...auth, schema: { tags, summary: 'Change an address', params: idParams, body: addressBody, response: { 200: envelope(address) } } }, async (req) => {
    const r = await addresses.updateAddress(req.ctx, req.params.id, req.body);
    if (r === 'region' || r === 'regionRequired') throw regionError(req, r);
    if (!r) throw notFound();
    return ok(req, r);
  });
  app.delete(API.addresses.remove.local, { ...auth, schema: { tags, summary: 'Delete an address', params: idParams, response: { 200: nothing } } }, async (req) => {
    if (!(await addresses.deleteAddress(req.ctx, req.params.id))) throw notFound();
    return ok(req, null, req.t('deleted'));
  });
  app.put(API.addresses.setDefault.local, { ...auth, schema: { tags, summary: 'Make an address the default of its type', params: idParams, response: { 200: envelope(address) } } }, async (req) => {
    const r = await addresses.setDefaultAddress(req.ctx, req.params.id);
    if (!r) throw notFound();
    return ok(req, r);
  });

  // ---- messages ----
  app.get(API.messages.list.local, { ...auth, schema: { tags, summary: 'Messages of the account centre', querystring: messageListQuery, response: { 200: envelope(messageList) } } }, async (req) =>
    ok(req, await messages.listMessages(db, req.lang, uid(req), req.query)),
  );
  app.put(API.messages.readAll.local, { ...auth, schema: { tags, summary: 'Mark every message read', response: { 200: nothing } } }, async (req) => {
    await messages.markAllRead(db, uid(req));
    return ok(req, null);
  });
  app.put(API.messages.read.local, { ...auth, schema: { tags, summary: 'Mark a message read', params: idParams, response: { 200: nothing } } }, async (req) => {
    if (!(await messages.markRead(db, uid(req), req.params.id))) throw notFound();
    return ok(req, null);
  });
};

// What other domains may use of coupons (ADR 0016): registration issues the welcome coupon.
export { issueWelcomeCoupon, WELCOME_COUPON_CODE } from './service.js';

// What other domains may use of coupons (ADR 0016, ADR 0035): registration issues the welcome
// coupon; checkout reads a code as the buyer may use it and the coupons to choose from; an order
// records the use of its coupon, and a cancelled order gives it back.
export { issueWelcomeCoupon, WELCOME_COUPON_CODE } from './service.js';
export { couponForBuyer, couponsForBuyer, releaseCouponUses, useCoupon, type BuyerCoupon } from './queries.js';
// The console's customers (issue 27, ADR 0041): a buyer's coupons for an export, and an erasure.
export { eraseBuyerCouponClaims, exportBuyerCoupons } from './buyer-data-queries.js';

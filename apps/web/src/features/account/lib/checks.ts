import type { FieldMessageKey } from '@netshop/contract';

/**
 * "Confirm password" as soon as the buyer types it: the contract's refinement only runs once
 * every other field is valid, so the form checks the match itself as well.
 */
export function confirmCheck(v: { password?: unknown; confirmPassword?: unknown }): { confirmPassword?: FieldMessageKey } {
  return v.confirmPassword && v.password !== v.confirmPassword ? { confirmPassword: 'passwordMismatch' } : {};
}

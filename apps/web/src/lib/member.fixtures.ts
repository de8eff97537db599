import type { MemberInfo } from '@app/contracts';

/** A complete member info (GET /members/me) for unit tests, with the fields a test cares about set by it. */
export function memberInfo(fields: Pick<MemberInfo, 'id' | 'account' | 'nickname' | 'type'> & Partial<MemberInfo>): MemberInfo {
  return {
    role: 'member',
    balance: 0,
    currency: 'THB',
    currencySymbol: '฿',
    unreadMessageCount: 0,
    availablePromoCount: 0,
    vip: { level: 0, isVip: false },
    firstTimeLogin: false,
    hasPaymentPassword: false,
    mobileBound: false,
    emailBound: false,
    totpEnabled: false,
    ...fields,
  };
}

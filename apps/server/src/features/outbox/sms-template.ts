import type { SmsKind } from '../../sms-config';

/**
 * What an SMS says, as a gateway sends it: a template the provider approved (one per kind,
 * SMS_TEMPLATE_*) and its variables. The template's wording is the platform's text with these
 * variables in it; docs/deployment.md lists the wording to register for each kind.
 */
export type SmsTemplate =
  | { kind: 'verifyCode'; params: { code: string } }
  | { kind: 'orgSubmitted'; params: { org: string; reviewer: string; login: string } }
  | { kind: 'orgApproved'; params: { org: string; reviewer: string; login: string } }
  | { kind: 'orgRejected'; params: { org: string; reason: string } }
  | { kind: 'mobileChanged'; params: { mobile: string } }
  | { kind: 'mobileUnbound'; params: Record<string, never> };

// Every configured kind has a template shape here, and no shape lacks a setting.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatch: Same<SmsTemplate['kind'], SmsKind> = true;
void kindsMatch;

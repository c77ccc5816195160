import { useSearchParams } from 'react-router';
import { VerifyPanel } from './verify-panel';

/** /zs's check of a certificate by the code in its address (?code=, as its QR code opens it). */
export function ZsVerify() {
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  return (
    <VerifyPanel key={code} code={code} onCode={(next) => setParams(next ? { code: next } : {})} />
  );
}

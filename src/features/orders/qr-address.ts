/**
 * What a wallet QR code holds: a bare address, or a payment URI such as
 * `ethereum:0xabc…@1?value=…`, `bitcoin:bc1…?amount=0.1`, `tron:T…`. We keep the address only;
 * an amount in the URI is not applied silently.
 */
export function addressFromQr(text: string): string {
  const t = text.trim();
  const m = t.match(/^[a-z][a-z0-9+.-]*:(?:\/\/)?([^?@/]+)/i);
  return (m ? m[1]! : t).trim();
}

/** The platform takes phone numbers as digits only: `+1 (555) 010-9999` → `15550109999` (SPEC §5). */
export function toWirePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Brand names are the same in every language. */
const MASTERCARD = 'Mastercard';
const VISA = 'Visa';
const VISA_WORDMARK = 'VISA';

/**
 * The card network's mark instead of its name in capitals: Mastercard's two circles, Visa's
 * italic wordmark. Other networks keep their name as text.
 */
export function NetworkLogo({ brand }: { brand: string }) {
  const b = brand.toUpperCase();
  if (b === 'MASTERCARD') {
    return (
      <svg
        className="card-logo"
        viewBox="0 0 48 30"
        width="44"
        height="28"
        role="img"
        aria-label={MASTERCARD}
      >
        <circle cx="17" cy="15" r="12" fill="#EB001B" />
        <circle cx="31" cy="15" r="12" fill="#F79E1B" />
        <path d="M24 5.3a12 12 0 0 1 0 19.4 12 12 0 0 1 0-19.4z" fill="#FF5F00" />
      </svg>
    );
  }
  if (b === 'VISA') {
    return (
      <svg className="card-logo" viewBox="0 0 60 20" width="54" height="18" role="img" aria-label={VISA}>
        <text
          x="30"
          y="17"
          textAnchor="middle"
          fill="currentColor"
          fontFamily="Arial, Helvetica, sans-serif"
          fontSize="20"
          fontStyle="italic"
          fontWeight="800"
          letterSpacing="1"
        >
          {VISA_WORDMARK}
        </text>
      </svg>
    );
  }
  return <span className="card-face__brand">{brand}</span>;
}

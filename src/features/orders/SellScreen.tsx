import { RampFlow } from './RampFlow';

/** Sell crypto to a bank account (off-ramp). */
export default function SellScreen() {
  return <RampFlow mode="sell" />;
}

import { RampFlow } from './RampFlow';

/** Buy crypto with a bank transfer (on-ramp): the order shows the deposit instructions. */
export default function BuyScreen() {
  return <RampFlow mode="buy" />;
}

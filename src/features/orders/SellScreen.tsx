import { OrderFlowScreen } from './engine/OrderFlowScreen';
import { sellFlow } from './flows/ramp';

/** Sell crypto to a bank account (off-ramp). */
export default function SellScreen() {
  return <OrderFlowScreen def={sellFlow} />;
}

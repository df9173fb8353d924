import { OrderFlowScreen } from './engine/OrderFlowScreen';
import { buyFlow } from './flows/ramp';

/** Buy crypto with a bank transfer (on-ramp): the order shows the deposit instructions. */
export default function BuyScreen() {
  return <OrderFlowScreen def={buyFlow} />;
}

import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { paths } from '../../../routing/paths';
import { EntityScreen } from './EntityScreen';
import { RailFormScreen } from './RailFormScreen';

/**
 * The two form screens — a service's questions (`kyc/services/:railId`) and the owner's details
 * (`kyc/details`) — share their code (the renderer) and one lazy chunk. Any other address under
 * the verification screen leads back to it.
 */
export default function FormScreens() {
  const { walletId = '', form, railId } = useParams<{ walletId: string; form: string; railId?: string }>();
  const [, navigate] = useLocation();
  const screen = form === 'services' && railId ? 'service' : form === 'details' && !railId ? 'details' : null;
  useEffect(() => {
    if (!screen) navigate(paths.kyc(walletId), { replace: true });
  }, [screen, walletId, navigate]);
  return screen === 'service' ? <RailFormScreen /> : screen === 'details' ? <EntityScreen /> : null;
}

import { lazy } from 'react';
import { useParams } from 'wouter';
import KycScreen from './KycScreen';

const FormScreens = lazy(() => import('./form/FormScreens'));

/** The verification screen, or one of its forms (`kyc/services/:railId`, `kyc/details`). */
export default function KycRoute() {
  const { form } = useParams<{ form?: string }>();
  return form ? <FormScreens /> : <KycScreen />;
}

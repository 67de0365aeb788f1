import { LandingScreen } from '../../features/landing/landing-screen';
import { screenMeta } from '../meta';

/** `/` and `/fr`: the landing page, prerendered at build in each language (react-router.config.ts). */
export const meta = () => screenMeta('/');

export default function Landing() {
  return <LandingScreen />;
}

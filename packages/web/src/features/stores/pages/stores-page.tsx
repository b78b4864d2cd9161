import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function StoresPage() {
  return <ComingSoon />;
}

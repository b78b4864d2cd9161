import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function StoreDetailPage() {
  return <ComingSoon />;
}

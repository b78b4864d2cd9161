import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function BusinessPage() {
  return <ComingSoon />;
}

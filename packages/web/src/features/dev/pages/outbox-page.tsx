import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function OutboxPage() {
  return <ComingSoon />;
}

import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function DeveloperPage() {
  return <ComingSoon />;
}

import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function EmployeeDetailPage() {
  return <ComingSoon />;
}

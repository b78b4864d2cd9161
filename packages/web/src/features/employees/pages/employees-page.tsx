import { ComingSoon } from '../../../components/coming-soon.tsx';

export default function EmployeesPage() {
  return <ComingSoon />;
}

import { MonthlyReportDialog } from '../../../components/monthly-report-dialog.tsx';

/** The reports menu's monthly report: the shared dialog (month that has ended, AUD or USD; the PDF downloads). */
export function MonthlyReportModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return <MonthlyReportDialog isOpen={isOpen} onClose={onClose} />;
}

import { lazy, Suspense } from 'react';

// Loaded when first opened: the dialog's month picker and form stay out of the shell's first load.
const MonthlyReportDialog = lazy(() =>
  import('../../../components/monthly-report-dialog.tsx').then((module) => ({ default: module.MonthlyReportDialog })),
);

/** The reports menu's monthly report: the shared dialog (month that has ended, AUD or USD; the PDF downloads). */
export function MonthlyReportModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <MonthlyReportDialog isOpen onClose={onClose} />
    </Suspense>
  );
}

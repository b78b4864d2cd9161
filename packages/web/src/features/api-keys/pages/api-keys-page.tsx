import { useSession } from '../../../lib/session.ts';
import { NotificationsTable } from '../components/notifications-table.tsx';
import { NotifyUrlForm } from '../components/notify-url-form.tsx';
import { SecretKeyCard } from '../components/secret-key-card.tsx';
import '../api-keys.css';

/** /api: the secret key and public key, the API documentation, the default notify URL and the delivery log. */
export default function DeveloperPage() {
  const { merchant } = useSession();
  const merchantId = merchant?.id ?? 0;
  return (
    <div className="developer-page">
      <SecretKeyCard merchantId={merchantId} />
      <NotifyUrlForm merchantId={merchantId} />
      <NotificationsTable merchantId={merchantId} />
    </div>
  );
}

import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** A detail page's answer to an id that names nothing the user may see: say so, and the way back to the list. */
export function MissingRecord({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <Result
      status="404"
      title={title}
      extra={
        <Link to={backTo}>
          <Button type="primary">{backLabel}</Button>
        </Link>
      }
    />
  );
}

import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** A button that opens a page of the app: one tab stop (not a button inside a link). */
export function LinkButton({ to, ...props }: ButtonProps & { to: string }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => void navigate(to)} />;
}

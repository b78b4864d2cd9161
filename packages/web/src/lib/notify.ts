import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_SECONDS } from '@mbo/contracts/constants';

/**
 * Toasts from outside React (the call wrapper). The app shell hands over antd's context-aware message API at
 * start (App.useApp), so toasts follow the theme and locale.
 */
let api: MessageInstance | null = null;

export function setMessageApi(instance: MessageInstance): void {
  api = instance;
}

export function toastError(text: string): void {
  void api?.error({ content: text, duration: TOAST_SECONDS });
}

export function toastSuccess(text: string, seconds = 3): void {
  void api?.success({ content: text, duration: seconds });
}

export function toastWarning(text: string, seconds = TOAST_SECONDS): void {
  void api?.warning({ content: text, duration: seconds });
}

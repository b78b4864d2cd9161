import { useState } from 'react';

/**
 * The columns a user hid in a list, remembered in this browser per user and list (localStorage key
 * `mbo.columns.<list>.<user id>`): a column chooser's choice survives a reload and a sign-out, and another user
 * of the same browser has their own. Only known column keys are read back.
 */
export const columnsStorageKey = (list: string, userId: number) => `mbo.columns.${list}.${userId}`;

export function readHiddenColumns(list: string, userId: number, known: readonly string[]): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(columnsStorageKey(list, userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => known.includes(key as string)) : [];
  } catch {
    return [];
  }
}

export function useColumnChoice(list: string, userId: number, known: readonly string[]) {
  const [hidden, setHidden] = useState(() => readHiddenColumns(list, userId, known));
  return {
    hidden,
    setHidden(next: string[]) {
      setHidden(next);
      try {
        localStorage.setItem(columnsStorageKey(list, userId), JSON.stringify(next));
      } catch {
        // A browser that refuses storage keeps the choice for this page only.
      }
    },
  };
}

import { useAppSelector } from '../hooks';
import { selectOnline } from './connection.slice';

/**
 * Whether the browser reports a connection (docs/decisions/054-offline-data.md). What only the server can do is
 * disabled while this is false; say why with `useNeedsConnection` (components/feedback/NeedsConnection.tsx).
 */
export function useOnline(): boolean {
  return useAppSelector(selectOnline);
}

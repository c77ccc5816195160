import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scanResultSchema, type ScanResult } from '@zyz/domain';
import { api } from '../../../lib/api-client';

/** What the page sends: the token, or the shift and code; ids go as strings. */
export interface ScanBody {
  token?: string;
  timesInfoId?: string;
  code?: string;
  action: 'in' | 'out';
  lat?: number;
  lng?: number;
}

/** scanQrcode is on the client's exempt list: the page shows the refusal itself, no toast. */
export function scanQrcode(body: ScanBody): Promise<ScanResult> {
  return api.post('/volunteer/mission/attendance/scanQrcode', body, {
    json: true,
    answer: scanResultSchema,
  });
}

export function useScanQrcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanQrcode,
    // A sign-out writes a service record; the record list must not show a stale page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['service-record'] }),
  });
}

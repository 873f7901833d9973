import { queryOptions } from '@tanstack/react-query';
import { officeAnswerSchema, officeListAnswerSchema, type OfficeBody } from '@firm/shared/domain/offices';
import { gstSettingsSchema, type GstSettings } from '@firm/shared/domain/gst';
import { http } from '@firm/shared/runtime';
import { answerData, useCacheWrite } from '@firm/shared/ui';
import { z } from 'zod';

// The firm's billing offices and its GST settings: GET/POST /api/master/offices,
// PUT /api/master/offices/{id}, GET/PUT /api/settings/gst.

const settingsAnswerSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: gstSettingsSchema });

export async function fetchOffices() {
  return (await answerData(officeListAnswerSchema, http.get('/api/master/offices'))).offices;
}

export async function saveOffice({ id, body }: { id: number | null; body: OfficeBody }) {
  const { data } = id === null ? await http.post('/api/master/offices', body) : await http.put(`/api/master/offices/${id}`, body);
  return officeAnswerSchema.parse(data);
}

export const fetchGstSettings = () => answerData(settingsAnswerSchema, http.get('/api/settings/gst'));

export async function saveGstSettings(body: GstSettings) {
  const { data } = await http.put('/api/settings/gst', body);
  return settingsAnswerSchema.parse(data);
}

export const officeQueries = {
  all: () => ['offices'] as const,
  list: () => queryOptions({ queryKey: [...officeQueries.all(), 'list'] as const, queryFn: fetchOffices, staleTime: 60_000 }),
  gstSettings: () => queryOptions({ queryKey: ['settings', 'gst'] as const, queryFn: fetchGstSettings }),
};

export const useSaveOffice = () =>
  useCacheWrite(saveOffice, (queryClient) => queryClient.invalidateQueries({ queryKey: officeQueries.all() }));

export const useSaveGstSettings = () =>
  useCacheWrite(saveGstSettings, (queryClient, answer) => queryClient.setQueryData(officeQueries.gstSettings().queryKey, answer.data));

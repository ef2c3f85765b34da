import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useConsent } from './use-consent';

const agreements = [
  { id: 'privacy', title: 'Privacy statement', url: '/en/privacy-statement', required: true },
  { id: 'newsletter', title: 'Newsletter', url: '/en/newsletter', required: false },
];

describe('useConsent', () => {
  it("sends every agreement id once the box is ticked, none before; requires the required ones", async () => {
    const api = { getAgreements: async () => agreements };
    const { result } = renderHook(() => useConsent(api, 'en'));
    await waitFor(() => expect(result.current.agreements).toHaveLength(2));
    expect(result.current.consented({ consent: false })).toEqual({ agreements: [] });
    expect(result.current.consented({ consent: true })).toEqual({ agreements: ['privacy', 'newsletter'] });
    expect(result.current.required()).toEqual({ requiredAgreements: ['privacy'] });
  });

  it('asks nothing while the agreements have not come (or failed)', async () => {
    const api = { getAgreements: async () => Promise.reject(new Error('503')) };
    const { result } = renderHook(() => useConsent(api, 'en'));
    await waitFor(() => expect(result.current.required()).toEqual({ requiredAgreements: [] }));
    expect(result.current.consented({ consent: true })).toEqual({ agreements: [] });
  });
});

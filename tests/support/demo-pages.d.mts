export type DemoLocale = 'nl' | 'fr' | 'en' | 'de';
export interface PageSamples { broker: number; project: number; unit: number; notary: number; rentalUnit: number; token: string; appointment: string }
export interface DemoPageType {
  name: string;
  path: (locale: DemoLocale, samples: PageSamples) => string;
  /** Visible once the page's main block has mounted. */
  ready: string;
  /** Set before the page loads. */
  localStorage?: (samples: PageSamples) => Record<string, string>;
}
export interface DemoPage {
  name: string;
  path: (locale: DemoLocale) => string;
  ready: string;
  localStorage?: Record<string, string>;
}
export const LOCALES: DemoLocale[];
export const DEMO_PAGES: DemoPageType[];
export function findPageSamples(baseURL: string): Promise<PageSamples>;
export function demoPages(baseURL: string): Promise<DemoPage[]>;

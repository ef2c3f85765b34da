import type { Page } from '@playwright/test';

export interface RenderNumbers {
  firstPage: number;
  append: number;
  fullLoad: number;
  fullLoadMedian: number;
  longestTaskMedian: number;
  longestTask: number;
  runs: number;
}
export const BUDGETS: { firstPage: number; append: number; longestTask: number };
export function measure(
  page: Page,
  baseURL: string,
  runs?: number,
  stopWhenWithin?: { firstPage: number; append: number; longestTask: number } | null,
): Promise<RenderNumbers>;
export function generateEstates(count?: number): unknown[];

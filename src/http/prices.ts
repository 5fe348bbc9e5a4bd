/** Price per request in USD for anonymous payment, one table for every payable route (decisions). */
export const PRICES_USD = {
  latest: "0.01",
  observations: "0.02",
  flows: "0.03",
  insights: "0.03",
  panel: "0.05",
  signals: "0.05",
  ask: "0.25",
  ask_briefing: "1.50",
} as const;

export type PricedRoute = keyof typeof PRICES_USD;

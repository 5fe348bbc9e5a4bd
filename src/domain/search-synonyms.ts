/**
 * Curated synonyms for indicator search. A query word on the left also matches any phrase on the right;
 * both sides go through English stemming, so singular/plural forms need no separate entry.
 */
export const SEARCH_SYNONYMS: Record<string, string[]> = {
  jobs: ["employment", "payrolls", "employees"],
  job: ["employment", "payrolls", "employees"],
  employed: ["employment", "employees"],
  workers: ["employment", "employees"],
  payroll: ["employment", "nonfarm"],
  payrolls: ["employment", "nonfarm"],
  joblessness: ["unemployment", "unemployed"],
  jobless: ["unemployment", "unemployed"],
  unemployed: ["unemployment"],
  unemployment: ["unemployed"],
  stocks: ["equity prices", "stock price", "s&p 500"],
  stock: ["equity", "share price"],
  equities: ["stock", "s&p 500"],
  equity: ["stock"],
  shares: ["stock"],
  market: ["s&p 500", "stock"],
  sp500: ["s&p 500"],
  temperature: ["temp", "anomaly"],
  warming: ["temperature anomaly"],
  climate: ["temperature", "co2"],
  carbon: ["co2"],
  emissions: ["co2"],
  co2: ["carbon dioxide"],
  population: ["people", "persons", "inhabitants"],
  people: ["population"],
  births: ["fertility"],
  fertility: ["births per woman"],
  lifespan: ["life expectancy"],
  longevity: ["life expectancy"],
  electricity: ["generation", "megawatthours"],
  power: ["electricity generation"],
  energy: ["electricity generation"],
  rain: ["precipitation"],
  rainfall: ["precipitation"],
  factory: ["manufacturing"],
  factories: ["manufacturing"],
  building: ["construction"],
  housing: ["construction"],
  retail: ["retail trade"],
  shops: ["retail trade"],
  hospitality: ["leisure"],
  restaurants: ["leisure and hospitality"],
  healthcare: ["health care", "education and health"],
  government: ["public sector"],
  mining: ["mining and logging"],
  oil: ["mining"],
  tech: ["information"],
};

export function synonymRows(): { term: string; expansion: string }[] {
  return Object.entries(SEARCH_SYNONYMS).flatMap(([term, expansions]) =>
    expansions.map((expansion) => ({ term, expansion })),
  );
}

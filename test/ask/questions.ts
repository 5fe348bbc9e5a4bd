/**
 * Questions over the bundled data with the series, region and value they must be answered from. Values
 * were read from the loaded vega-datasets files and written literally. kind "value": the value must be
 * cited; kind "change": it must equal the difference of two cited values of the series (last − first).
 */
export interface AskCase {
  q: string;
  indicator: string;
  region: string;
  kind: "value" | "change";
  value: number;
}

export const ASK_QUESTIONS: AskCase[] = [
  { q: "What was total nonfarm employment in March 2009?", indicator: "ces.nonfarm", region: "US", kind: "value", value: 132549 },
  { q: "total nonfarm payrolls march 2009", indicator: "ces.nonfarm", region: "US", kind: "value", value: 132549 },
  { q: "NONFARM EMPLOYMENT IN JUNE 2012", indicator: "ces.nonfarm", region: "US", kind: "value", value: 134026 },
  { q: "nonfarm employmnet in january 2010", indicator: "ces.nonfarm", region: "US", kind: "value", value: 129799 },
  { q: "unemployment rate in Los Angeles County, CA", indicator: "laus.unemployment_rate", region: "06037", kind: "value", value: 12.7 },
  { q: "What is the unemployment rate in Cook County, IL?", indicator: "laus.unemployment_rate", region: "17031", kind: "value", value: 10.6 },
  { q: "King County, WA unemployment rate 2009", indicator: "laus.unemployment_rate", region: "53033", kind: "value", value: 8.8 },
  { q: "unemployment rate Harris County TX", indicator: "laus.unemployment_rate", region: "48201", kind: "value", value: 8.5 },
  { q: "CO2 at Mauna Loa latest", indicator: "co2.mauna_loa", region: "WLD", kind: "value", value: 416.18 },
  { q: "mauna loa co2 concentration in March 1990", indicator: "co2.mauna_loa", region: "WLD", kind: "value", value: 355.38 },
  { q: "life expectancy in japan in 2005", indicator: "gapminder.life_expectancy", region: "JP", kind: "value", value: 82.5 },
  { q: "Life Expectancy Brazil 1980", indicator: "gapminder.life_expectancy", region: "BR", kind: "value", value: 62.74 },
  { q: "in 1960 what was life expectancy in india", indicator: "gapminder.life_expectancy", region: "IN", kind: "value", value: 45.75 },
  { q: "fertility rate in Nigeria 2000", indicator: "gapminder.fertility", region: "NG", kind: "value", value: 6.12 },
  { q: "population of China in 1995", indicator: "gapminder.population", region: "CN", kind: "value", value: 1218144426 },
  { q: "population of germany", indicator: "gapminder.population", region: "DE", kind: "value", value: 81212168 },
  { q: "fertilty in mexico in 1970", indicator: "gapminder.fertility", region: "MX", kind: "value", value: 6.55 },
  { q: "S&P 500 in Oct 2008", indicator: "sp500.close", region: "US", kind: "value", value: 968.75 },
  { q: "s&p 500 close january 2000", indicator: "sp500.close", region: "US", kind: "value", value: 1394.46 },
  { q: "what was the S&P 500 in March 2009", indicator: "sp500.close", region: "US", kind: "value", value: 797.87 },
  { q: "global temperature anomaly 2015", indicator: "temperature.global_anomaly", region: "WLD", kind: "value", value: 0.9 },
  { q: "global temperature anomaly in 1998", indicator: "temperature.global_anomaly", region: "WLD", kind: "value", value: 0.61 },
  { q: "construction employment in 2007 December", indicator: "ces.construction", region: "US", kind: "value", value: 7490 },
  { q: "manufacturing employment in March 2010", indicator: "ces.manufacturing", region: "US", kind: "value", value: 11453 },
  { q: "retail trade employment June 2009", indicator: "ces.retail_trade", region: "US", kind: "value", value: 14537.2 },
  { q: "unemployment rate in construction in January 2010", indicator: "cps.unemployment_rate.construction", region: "US", kind: "value", value: 24.7 },
  { q: "construction unemployment rate february 2010", indicator: "cps.unemployment_rate.construction", region: "US", kind: "value", value: 27.1 },
  { q: "unemployed persons in manufacturing in March 2009", indicator: "cps.unemployed.manufacturing", region: "US", kind: "value", value: 1912 },
  { q: "unemployment rate in finance in 2005 June", indicator: "cps.unemployment_rate.finance", region: "US", kind: "value", value: 3.3 },
  { q: "US population in 1950", indicator: "ipums.us_population", region: "US", kind: "value", value: 150694834 },
  { q: "Iowa net generation from renewables in 2010", indicator: "eia.iowa_net_generation.renewables", region: "19", kind: "value", value: 10308 },
  { q: "iowa nuclear net generation 2005", indicator: "eia.iowa_net_generation.nuclear_energy", region: "19", kind: "value", value: 4538 },
  { q: "precipitation in Seattle on 4 March 2012", indicator: "weather.precipitation", region: "53033", kind: "value", value: 0 },
  { q: "maximum temperature in New York County on 1 July 2014", indicator: "weather.temp_max", region: "36061", kind: "value", value: 28.9 },
  { q: "how did construction jobs change since 2008", indicator: "ces.construction", region: "US", kind: "change", value: -844 },
  { q: "How much did total nonfarm employment change between 2008 and 2010?", indicator: "ces.nonfarm", region: "US", kind: "change", value: -7585 },
  { q: "change in the S&P 500 since 2007", indicator: "sp500.close", region: "US", kind: "change", value: -297.79 },
  { q: "how did manufacturing jobs change over the last 5 years", indicator: "ces.manufacturing", region: "US", kind: "change", value: 765 },
  { q: "Highest S&P 500 close", indicator: "sp500.close", region: "US", kind: "value", value: 1549.38 },
  { q: "lowest unemployment rate in construction", indicator: "cps.unemployment_rate.construction", region: "US", kind: "value", value: 4.4 },
  { q: "co2 mauna loa seasonally adjusted latest", indicator: "co2.mauna_loa_adjusted", region: "WLD", kind: "value", value: 413.35 },
];

/**
 * Questions over the bundled data with the series, region and value they must be answered from. Values
 * were read from the bundled files (vega-datasets, and the data pack in data/datahub/) and written
 * literally. A question about a concept whose old vega-datasets series is retired expects the current
 * series that replaces it (shiller.sp500, noaa.co2_mauna_loa, wb.population, ...); "latest" and "since"
 * questions expect the last period of the bundled copy. kind "value": the value must be cited; kind
 * "change": it must equal the difference of two cited values of the series (last − first).
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
  // co2-mauna-loa-monthly.csv: 2026-06 average 431.44; 1990-03 average 355.75
  { q: "CO2 at Mauna Loa latest", indicator: "noaa.co2_mauna_loa", region: "WLD", kind: "value", value: 431.44 },
  { q: "mauna loa co2 concentration in March 1990", indicator: "noaa.co2_mauna_loa", region: "WLD", kind: "value", value: 355.75 },
  { q: "life expectancy in japan in 2005", indicator: "gapminder.life_expectancy", region: "JP", kind: "value", value: 82.5 },
  { q: "Life Expectancy Brazil 1980", indicator: "gapminder.life_expectancy", region: "BR", kind: "value", value: 62.74 },
  { q: "in 1960 what was life expectancy in india", indicator: "gapminder.life_expectancy", region: "IN", kind: "value", value: 45.75 },
  { q: "fertility rate in Nigeria 2000", indicator: "gapminder.fertility", region: "NG", kind: "value", value: 6.12 },
  // population-by-country-annual.csv (World Bank SP.POP.TOTL): CHN 1995, DEU 2024, IND 2024
  { q: "population of China in 1995", indicator: "wb.population", region: "CN", kind: "value", value: 1204855000 },
  { q: "population of germany", indicator: "wb.population", region: "DE", kind: "value", value: 83516593 },
  { q: "population of India in 2024", indicator: "wb.population", region: "IN", kind: "value", value: 1450935791 },
  { q: "fertilty in mexico in 1970", indicator: "gapminder.fertility", region: "MX", kind: "value", value: 6.55 },
  // sp500-shiller-monthly.csv, column SP500 (the month's average of daily closes): 2008-10, 2000-01, 2009-03, 2026-06
  { q: "S&P 500 in Oct 2008", indicator: "shiller.sp500", region: "US", kind: "value", value: 968.8 },
  { q: "s&p 500 close january 2000", indicator: "shiller.sp500", region: "US", kind: "value", value: 1425.59 },
  { q: "what was the S&P 500 in March 2009", indicator: "shiller.sp500", region: "US", kind: "value", value: 757.13 },
  { q: "what is the latest S&P 500", indicator: "shiller.sp500", region: "US", kind: "value", value: 7450.03 },
  // global-temp-monthly.csv, source gcag (monthly): a year asked is answered with its last month, December
  { q: "global temperature anomaly 2015", indicator: "temperature.gcag_monthly", region: "WLD", kind: "value", value: 1.0417 },
  { q: "global temperature anomaly in 1998", indicator: "temperature.gcag_monthly", region: "WLD", kind: "value", value: 0.4876 },
  { q: "global temperature", indicator: "temperature.gcag_monthly", region: "WLD", kind: "value", value: 1.1398 },
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
  // 2026-06 7450.03 − 2007-01 1424.16
  { q: "change in the S&P 500 since 2007", indicator: "shiller.sp500", region: "US", kind: "change", value: 6025.87 },
  { q: "how did manufacturing jobs change over the last 5 years", indicator: "ces.manufacturing", region: "US", kind: "change", value: 765 },
  // the highest SP500 of the file is its last month, 2026-06
  { q: "Highest S&P 500 close", indicator: "shiller.sp500", region: "US", kind: "value", value: 7450.03 },
  { q: "lowest unemployment rate in construction", indicator: "cps.unemployment_rate.construction", region: "US", kind: "value", value: 4.4 },
  // co2-mauna-loa-monthly.csv: 2026-06 deseasonalized 429.06 (the value after "Average")
  { q: "co2 mauna loa seasonally adjusted latest", indicator: "noaa.co2_mauna_loa_sa", region: "WLD", kind: "value", value: 429.06 },
  // oil-brent-daily.csv: 2000-09-19 33.48; a capitalised word that is the series' own name is not an unknown place
  { q: "What did Brent crude oil cost on 19 September 2000?", indicator: "eia.brent", region: "WLD", kind: "value", value: 33.48 },
];

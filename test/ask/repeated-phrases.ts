/**
 * Phrases the question reader has patterns for, each said over and over to fill a 500-character question:
 * a pattern that backtracks on its own words reads such a question in time that grows faster than its length.
 * The suite reads each one (a pattern gone exponential never returns); `npm run bench` prints how long they take.
 */
export const REPEATED_PHRASES = [
  "night", "minus", "brent-wti spread", "30c above", "current-dollar", "how many quarters of negative growth",
  "average growth", "vs average", "this year high", "ytd 2026", "since the start of the decade", "how hi did",
  "hotest", "5 year return", "real vs nominal gdp", "sri lankan rupee", "sri lanka lanka rupee", "ust10y",
  "how's the euro doing", "brent wti spread", "during 2021 and 2022", "from its 2020 low to its 2022 high",
  "pre-recession peak", "pre-2001-recession high", "bottom after the housing bust",
  "us vs indonesia and pakistan combined", "since 1880 as of 2010", "as of 2010", "since 1880 through",
  "since march 2008 until", "brent above", "above the", "trading above wti", "at the moment",
  "highest among gapminder", "highest of any gapminder", "highest among the gapminder countries", "brent above 100",
  "100 dollars to yen", "how many yen is 100 euros", "1,0", "$1", "how fast per year", "increase per year",
  "rising each year", "inflation 2022 vs", "in 2020 and", "gdp deflator", "price deflator", "12-month cpi inflation",
  "12 month", "topped out how far did it fall", "peak before the housing bust", "in real terms", "real gold prices",
  "high this year", "low so far the past year", "count of months", "count the days", "price only",
  "excluding dividends", "(dec-to-dec)", "year-end to year-end", "calendar year", "wti 30d change", "gold 12m high",
  "high over the last 12 months", "shiller pe10", "p/e 10", "i.e.", "12-month cpi", "10y minus cpi inflation",
  "drawdown from ath", "drawdown from the all-time high", "how many consecutive months has",
  "how many days in a row have", "s&p 500 price", "price of the s&p 500", "was it negative",
  "how many years was inflation", "deflation", "goldprice", "in yen per dollar", "annual rate of sea level",
  "which currency fell the most", "cross rate", "pound to dollar", "s&p/case-shiller",
  "where does the data come from", "how far back does the data go", "is it seasonally adjusted",
  "how often is it reported", "more than 100 million people", "the most rain in a single day",
  "which city was wetter", "how many countries does the data cover", "DEU population", "population, CAN",
  "last 5 values of", "annual averages of", "by quarter", "2020..2024", "highest and lowest", "ok so", "quick q before my meeting",
  "in trillions of dollars", "usd bn", "2016 (january to march)", "first trading day of 2026",
  "how far below its all-time high is", "2022 peak than its 2020 low", "the same month a year earlier",
  "what percentile of its history", "2021 (dec to dec)", "how many us counties have unemployment data",
  "when did gold last set an all-time high", "annualized price gain", "in 2009 during the great recession", "by average daily high temperature",
  "the us economy grow", "economic growth", "aged 65 and over", "people over 55", "quarters in a row has real gdp grown",
  "how long since it was this low", "how long has it been since", "difference between the 10 year yield and", "longest run of", "largest daily gap between brent and wti", "lowest brent-wti spread in", "highest real 10 year yield",
  "how much purchasing power has the dollar lost", "the purchasing power of the dollar", "decline in the value of the dollar",
  "ratio of gdp to population", "gdp divided by population", "gdp to population ratio", "unemployment in europe", "dividend yield of the s&p 500",
  "the stock market's earnings yield", "has gold beaten inflation", "kept up with inflation",
  "what percent of counties", "what share of countries have", "this year compared to 1990", "list the monthly gold prices",
  "and on what date", "ratio of us gdp to world gdp", "how has inflation trended since", "WTI crude oil spot price, Cushing, Oklahoma",
  "weather.temp_max latest", "US unemployment rate, annual average", "how is the us economy doing",
  "the current state of the economy", "how has the economy performed", "correlation between gold and",
  "how closely do brent and wti move together", "the 30-year average of", "cpi values", "how much higher is gold than in",
  "what share of world gdp does china account for", "z-score of the cape", "how many standard deviations is gold from its",
  "the 200-day moving average of", "quarter-over-quarter change in", "doubling time of", "how long did it take for gold to double", "average inflation across the g7", "what percentage of jobs are in", "if i invested 1000 dollars in gold in", "compared with the 2009 peak",
  "which g20 economy grew fastest", "which of the us, germany and japan", "which grew faster, india or china", "in 2000 and 2023",
  "per decade", "sea level rise per decade since", "over a decade", "real price of gold today compared to", "what does cape mean", "define the", "stock market crash",
  "historical average", "long-run median", "average gdp growth of", "the five hottest years", "top 10 months for",
  "which industry has the most employees", "largest industry by employment", "compare gold now to", "the 3 worst years for", "higher or lower than last year", "gdp per capita ranking", "since brexit", "the poorest country", "rank the brics by", "people in china are over 65", "gdp per capita grow from", "recover from the 2008 crash", "how long did it take for", "which performed better in",
  "did gold or oil do better", "was 2023 a good year for", "hit its record", "each year from 2015 to", "every month in", "average temperature in seattle in july",
];

/** A question of `phrase` said as often as fits in `length` characters. */
export const repeated = (phrase: string, length = 500) => `${phrase} `.repeat(Math.floor(length / (phrase.length + 1)));

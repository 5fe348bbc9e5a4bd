/**
 * Measures people ask for that the bundled data does not hold, and the stored series nearest to each. A
 * question whose series could not be told says which measure it named and that it is not stored, rather
 * than only that no series matched: "the fed funds rate" gets "no series of the federal funds rate is stored",
 * with the 10-year Treasury yield offered. Consulted only once the catalog search has failed, so a
 * measure added to the catalog later answers as any other does.
 */
export interface UnstoredMeasure {
  /** The measure as the answer names it ("$1": the word the question used, "the silver price"). */
  name: string;
  /** Codes of stored series a reader may want instead (those the catalog holds and the key may read are offered). */
  near: readonly string[];
  /** Named at all, it is what the question asks, so no stored series answers it ("the yield spread between the 10-year and the 2-year" is not the 10-year yield). */
  whole?: true;
  /** "$1" is a company, named as it is written ("Tesla", "NVDA"). */
  company?: true;
  /**
   * The FRED series that holds it (its id), which the API reads as `fred.<id>` where FRED_API_KEY is set (see the
   * README's "FRED series on demand"): an agent can ask for it there.
   */
  fred?: string;
}

const STOCKS = ["stock.aapl.close", "stock.amzn.close", "stock.goog.close", "stock.ibm.close", "stock.msft.close"];
/** A company as the answer names it: tickers in capitals, names with capital initials. */
const TICKERS = new Set(["tsla", "nvda", "nflx", "amd", "gm"]);
const companyName = (said: string) => (TICKERS.has(said) ? said.toUpperCase() : said.replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase()));

const UNSTORED: [RegExp, UnstoredMeasure][] = [
  [/\b(?:yield|term|treasury) spreads?\b|\byield curve\b|\b(?:2s ?10s|10s ?2s|10y ?- ?2y|2y ?- ?10y|10 ?- ?2 spread)\b/, { name: "the spread between Treasury yields of two maturities", near: ["h15.treasury_10y"], whole: true, fred: "T10Y2Y" }],
  [/\b(?:fed(?:eral)? funds|fed(?:'s)? (?:policy |interest |benchmark )?rate|fed (?:has )?(?:raised|raise|hiked|hike|cut|lowered|lower) (?:interest )?rates|(?:fed )?rate (?:hikes?|cuts?)|(?:policy|benchmark) (?:interest )?rate|effective funds rate)\b/, { name: "the federal funds rate", near: ["h15.treasury_10y"], fred: "FEDFUNDS" }],
  [/\b(?:average|typical|median|monthly) mortgages?(?: (?:payments?|sizes?|balances?|amounts?|debt))?\b(?! (?:rates?|interest|apr)\b)|\bmortgage (?:payments?|balances?|debt|originations?|applications?|delinquenc(?:y|ies)|defaults?)\b/, { name: "mortgage payments, balances and lending", near: ["caseshiller.national_sa"], whole: true }],
  [/\bmortgage rates?\b|\bmortgage (?:interest|apr)\b|\b(?:30|15|thirty|fifteen)[- ]?(?:year|yr)(?: fixed)?(?: rate)? mortgages?\b/, { name: "mortgage rates", near: ["h15.treasury_10y", "caseshiller.national_sa"], whole: true, fred: "MORTGAGE30US" }],
  [/\b(?:dollar index|dxy|trade[- ]weighted (?:us )?dollar|broad dollar)\b/, { name: "the US dollar index", near: ["fx.currency_per_usd"], fred: "DTWEXBGS" }],
  [/\b(?:dow(?: jones)?|djia)\b/, { name: "the Dow Jones Industrial Average", near: ["shiller.sp500"], fred: "DJIA" }],
  [/\bnasdaq\b/, { name: "the Nasdaq indexes", near: ["shiller.sp500"], fred: "NASDAQCOM" }],
  [/\b(russell (?:1000|2000|3000)|ftse(?: 100)?|nikkei(?: 225)?|dax|cac 40|(?:euro )?stoxx(?: 50)?|hang seng|sensex|tsx)\b/, { name: "the $1 index", near: ["shiller.sp500"] }],
  [/\bvix\b|\bvolatility index\b/, { name: "the VIX (the S&P 500's implied volatility)", near: ["shiller.sp500"], fred: "VIXCLS" }],
  [/\b(silver|platinum|palladium|copper|aluminium|aluminum|nickel|zinc|iron ore|lithium)\b/, { name: "the $1 price", near: ["gold.price"] }],
  [/\b(wheat|corn|soybeans?|coffee|cocoa|sugar|cotton|rice|cattle|hogs)\b(?: (?:price|prices|futures))/, { name: "the $1 price", near: [] }],
  [/\b(?:bitcoin|btc|ethereum|crypto(?:currenc(?:y|ies))?)\b/, { name: "cryptocurrency prices", near: [] }],
  // (a company's price is stored, not how many shares there are: "how many shares of Apple" is no price)
  // companies whose shares are not among the five stored (named alone when the name says nothing else, else
  // only beside its stock)
  [/\b(tesla|tsla|nvidia|nvda|netflix|nflx|berkshire hathaway|jpmorgan|jp morgan|walmart|exxon ?mobil|exxon|chevron|coca[- ]cola|pepsico|disney|boeing|broadcom|salesforce|qualcomm|paypal|airbnb|palantir|costco|starbucks|pfizer|moderna|goldman sachs|morgan stanley|wells fargo|citigroup|gamestop|alibaba|tencent)\b/, { name: "the stock price of $1", near: STOCKS, company: true }],
  [/\b(meta|facebook|intel|amd|oracle|adobe|cisco|uber|visa|mastercard|nike|ford|general motors|gm|mcdonald'?s|merck|bank of america|samsung|toyota|sony|arm)(?=(?:'s)? (?:stocks?|shares?|share price|stock price)\b)/, { name: "the stock price of $1", near: STOCKS, company: true }],
  [/\b(?:stock splits?|splits? (?:of|in) (?:the )?(?:stock|shares)|shares outstanding|how many shares|market cap(?:itali[sz]ation)?|buffett indicator)\b/, { name: "share counts, splits and market capitalization", near: ["stock.aapl.close", "stock.msft.close"], whole: true }],
  [/\bcore (?:cpi|inflation|pce|prices)\b|\b(?:cpi|inflation) (?:ex|excluding|less) food and energy\b/, { name: "core inflation (prices less food and energy)", near: ["cpi.us", "cpi.us_monthly_change"], fred: "CPILFESL" }],
  [/\b(?:cpi|inflation|price index|prices?) (?:for|of|in) (?:shelter|medical care|health ?care|apparel|clothing|transportation|education|tuition|used cars|new cars|airline fares)\b|\b(?:shelter|medical care|health ?care|apparel|clothing|transportation|tuition|used car|new car|airline fare) (?:cpi|inflation|price index)\b/, { name: "the consumer price index's components (shelter, medical care, transportation and the like)", near: ["cpi.us"] }],
  [/\bpce\b|\bpersonal consumption expenditures?\b/, { name: "the PCE price index", near: ["cpi.us"], fred: "PCEPI" }],
  [/\bsnow(?:fall|falls|ed|ing|y|storms?| depth)?\b/, { name: "snowfall", near: ["weather.precipitation", "weather.temp_min"], whole: true }],
  [/\b(humidity|sunshine|hours of sun)\b/, { name: "$1", near: ["weather.precipitation", "weather.temp_max"], whole: true }],
  [/\b(?:wind|solar|hydro(?:electric)?|coal)(?:[- ](?:fired|powered))? (?:power|electricity|generation|energy|plants?)\b|\belectricity (?:comes |come |is generated |generated )?(?:from|by) (?:wind|solar|coal|hydro)\b|\b(?:wind(?! speeds?| gusts?)|solar|coal)\b(?=.*\b(?:iowa|electricity|generation)\b)/, { name: "electricity generation by a single fuel (coal, wind, solar, hydro)", near: ["eia.iowa_net_generation.renewables", "eia.iowa_net_generation.fossil_fuels"], whole: true }],
  [/\binflation expectations?\b|\bexpected inflation\b|\bbreakeven(?: inflation)?(?: rates?)?\b/, { name: "inflation expectations (surveys or breakeven rates)", near: ["cpi.us"], fred: "T10YIE" }],
  [/\b(?:ppi|producer prices?(?: index)?)\b/, { name: "producer prices", near: ["cpi.us"], fred: "PPIFIS" }],
  [/\b(?:1|2|3|5|7|20|30)[- ]?(?:y|yr|year)s?\b(?: us)?(?: treasury| t-?note| bond| note)?(?: yield| rate)\b|\b(?:t-?bill|treasury bill)s?\b|\b(?:3|6)[- ]month (?:treasury|bill|t-?bill)\b|\byield curve\b/, { name: "Treasury yields other than the 10-year", near: ["h15.treasury_10y"] }],
  [/\b(?:average hourly earnings|hourly earnings|wages?|wage growth|pay growth|earnings of workers|salar(?:y|ies))\b/, { name: "wages and earnings", near: [], fred: "CES0500000003" }],
  [/\bretail sales\b|\bconsumer spending\b/, { name: "retail sales and consumer spending", near: ["ces.retail_trade"], fred: "RSAFS" }],
  [/\b(?:household|family|personal|median) income\b/, { name: "household income", near: ["wb.gdp"], fred: "MEHOINUSA672N" }],
  // (the home prices stored are an index: a price in dollars, its median or average, is not among them)
  // ("how much is the average house", "how much does a house cost": a price in dollars too)
  [/\b(?:median|average|mean|typical) (?:(?:existing[- ]|new[- ])?(?:home|house|housing))(?: sales?| listing)? (?:prices?|values?)\b(?! (?:growth|change|increases?|appreciation|index|inflation)\b)|\bhow much (?:is|was|does|did|do) (?:an? |the )?(?:average |typical |median )?(?:house|home)s? (?:cost|worth|sell for|go for)\b|\bhow much (?:is|was) (?:an? |the )?(?:average |typical |median )?(?:house|home)\b(?=\s*(?:in\b|\?|$))/, { name: "home prices in dollars (a median or average sale price)", near: ["caseshiller.national_sa"], whole: true }],
  [/\b(?:housing starts|building permits|(?:existing|new) home sales|home sales)\b/, { name: "housing starts and home sales", near: ["caseshiller.national_sa"], fred: "HOUST" }],
  [/\brents?\b(?! a\b)|\brental prices\b/, { name: "rents", near: ["caseshiller.national_sa", "cpi.us"] }],
  [/\b(?:consumer (?:confidence|sentiment)|michigan sentiment)\b/, { name: "consumer sentiment", near: [], fred: "UMCSENT" }],
  [/\b(?:pmi|ism (?:manufacturing|services)|purchasing managers)\b/, { name: "purchasing managers' indexes", near: ["ces.manufacturing"] }],
  // ("by education" is attainment, never the education and health industry's jobless rate)
  [/\bunemploy\w*(?: rates?)? by (?:education(?:al attainment)?|degree|schooling|level of education)\b/, { name: "unemployment by educational attainment", near: ["cps.annual.unemployment_rate"], whole: true }],
  [/\blong[- ]term unemploy\w*|\bu-?6\b|\bunderemploy\w*/, { name: "long-term unemployment and underemployment (U-6)", near: ["cps.annual.unemployment_rate"], whole: true }],
  // (the CPS rates stored are by industry and class of worker, not by who the workers are)
  [/\b(?:youth|teen(?:age)?|young people'?s?|women'?s?|men'?s?|female|male|black|hispanic|latino|asian)(?: \w+)? unemployment\b|\bunemployment (?:rates? )?(?:of|for|among) (?:women|men|youth|young people|teens|teenagers|black|hispanic|latino|asian|veterans|graduates)\b/, { name: "unemployment by age, sex, race or other group of workers", near: ["cps.annual.unemployment_rate"] }],
  [/\b(?:percent|percentage|share|proportion|fraction) of (?:(?:us |american )?workers|the (?:us )?(?:work ?force|labou?r force)|employees|people|americans) (?:are|is|were|who are) self[- ]employed\b|\bself[- ]employment (?:rate|share)\b/, { name: "the share of workers who are self-employed", near: ["cps.unemployment_rate.self_employed"], whole: true }],
  // (an estimate of where unemployment would settle, not a rate measured)
  [/\b(?:natural (?:rate of )?unemployment(?: rate)?|nairu|non-?accelerating inflation rate of unemployment)\b/, { name: "the natural rate of unemployment (an estimate, such as the CBO's NAIRU)", near: ["cps.annual.unemployment_rate"], whole: true }],
  [/\b(?:jobless|unemployment|initial|continuing|continued) claims\b/, { name: "jobless claims", near: ["cps.annual.unemployment_rate", "laus.state_unemployment_rate"], fred: "ICSA" }],
  [/\b(?:job openings|jolts|quits rate|job vacancies)\b/, { name: "job openings (JOLTS)", near: ["ces.nonfarm"], fred: "JTSJOL" }],
  [/\b(?:trade (?:deficit|balance|surplus)|exports|imports|current account)\b/, { name: "trade and the current account", near: [], fred: "BOPGSTB" }],
  [/\b(?:debt|deficits?|debt to gdp|debt-to-gdp)\b/, { name: "debt and deficits", near: ["bea.gdp"] }],
  [/\b(eggs?|milk|bread|beef|chicken|coffee|butter|cheese|bananas?|groceries|food)\b(?! (?:and )?(?:services|manufacturing|industry|jobs|employment))/, { name: "the price of $1", near: ["cpi.us"] }],
  [/\b(?:money supply|m2|m1)\b/, { name: "the money supply", near: [], fred: "M2SL" }],
  [/\bindustrial production\b|\bfactory output\b|\bcapacity utilization\b/, { name: "industrial production", near: ["ces.manufacturing"], fred: "INDPRO" }],
  [/\b(?:gasoline|petrol|gas at the pump|pump prices?|gallons? of gas)\b/, { name: "retail gasoline prices", near: ["eia.wti", "eia.brent"], fred: "GASREGW" }],
  [/\bpoverty(?: rate)?\b|\bgini\b|\binequality\b/, { name: "poverty and inequality", near: [] }],
  [/\bproductivity\b|\boutput per (?:hour|worker)\b|\bgdp per hour(?: worked)?\b/, { name: "productivity", near: ["bea.gdp_real"], whole: true, fred: "OPHNFB" }],
  [/\b(?:government|federal|public) (?:spending|spends?|expenditures?|outlays|budget)\b|\bhow much (?:money )?does the (?:us |u\.s\. |federal )?government spend\b/, { name: "government spending", near: ["bea.gdp"], whole: true }],
  [/\b(?:oil|crude|natural gas|gas) (?:production|output|reserves)\b|\bhow much (?:oil|crude|natural gas) (?:does|did|do) .+ (?:produce|pump)\b/, { name: "oil and gas production", near: ["eia.brent", "eia.wti"], whole: true }],
  [/\b(?:personal )?sav(?:ings?|ing) rate\b/, { name: "the personal saving rate", near: [], whole: true }],
  // (the S&P 500's earnings are stored: "S&P 500 corporate earnings" is them)
  [/^(?!.*\bs&p\b).*\bcorporate (?:profits?|earnings)\b/, { name: "corporate profits", near: ["shiller.earnings"], whole: true }],
  // (an estimate of what the economy could produce, not GDP measured)
  [/\bpotential (?:gdp|output)\b|\boutput gap\b/, { name: "potential GDP and the output gap (estimates, such as the CBO's)", near: ["bea.gdp_real"], whole: true }],
  // (the census samples' population is summed over its age groups: no series holds an age, whatever "age" matches)
  [/\b(?:median|average|mean) age\b/, { name: "the median age of the population", near: ["wb.population"], whole: true }],
  [/\b(?:deaths?|died|die|mortality|death rates?|fatalit(?:y|ies))\b/, { name: "deaths and death rates", near: ["gapminder.life_expectancy", "wb.population"] }],
  // (births per woman are stored, not how many are born)
  [/\b(?:how many (?:babies|births|children|kids|people|persons|americans)(?: are| were| get| got| have been)? born|babies born|number of (?:births|babies)|births (?:a|per|each|every) year)\b/, { name: "the number of births", near: ["gapminder.fertility", "wb.population"], whole: true }],
  [/\bpopulation density\b|\bpeople per square (?:kilometer|kilometre|mile|km)\b|\b(?:land )?area of\b/, { name: "population density and land area", near: ["wb.population"] }],
  // (the CO2 stored is the atmosphere's concentration, not what is emitted)
  [/\b(?:(?:co2|carbon(?: dioxide)?|greenhouse(?: gas)?|methane) emissions?|emissions? of (?:co2|carbon(?: dioxide)?|greenhouse gas(?:es)?|methane)|emit(?:s|ted|ting)?|emitters?|(?:co2|carbon(?: dioxide)?)(?: footprint)? (?:per (?:capita|person|head)|footprint))\b/, { name: "emissions of CO2 and other greenhouse gases", near: ["noaa.co2_mauna_loa", "noaa.co2_global"] }],
  [/\b(methane|nitrous oxide|ozone|(?:arctic |antarctic )?sea ice|glaciers?|ice sheets?)\b/, { name: "$1 measurements", near: ["noaa.co2_mauna_loa", "epa.sea_level_noaa"] }],
];

/** The measure not stored that the question names, if any (the question as asked; case ignored). */
export function unstoredMeasure(question: string): UnstoredMeasure | null {
  const said = question.toLowerCase();
  for (const [pattern, measure] of UNSTORED) {
    const m = pattern.exec(said);
    if (m) return { ...measure, name: measure.name.replace("$1", measure.company ? companyName(m[1]!) : (m[1] ?? "")) };
  }
  return null;
}

/**
 * Places as people name them that no region table spells: the big US cities and New York's boroughs, by the
 * county (FIPS) that holds them. Written by hand because no package on the registry maps city names to
 * county FIPS codes without shipping a national gazetteer. The list holds the largest US counties by
 * population (2020 census, most populous first; San Francisco and Staten Island appended at the end), and
 * that order settles a county name shared by several states ("Cook County" is Illinois's, "Orange County"
 * California's).
 */
export const MAJOR_COUNTIES: { fips: string; cities: string[] }[] = [
  { fips: "06037", cities: ["los angeles", "la county", "l.a.", "l.a. county", "long beach"] },
  { fips: "17031", cities: ["chicago"] },
  { fips: "48201", cities: ["houston"] },
  { fips: "04013", cities: ["phoenix", "mesa", "scottsdale", "tempe"] },
  { fips: "06073", cities: ["san diego"] },
  { fips: "06059", cities: ["anaheim", "santa ana", "irvine"] },
  { fips: "36047", cities: ["brooklyn"] },
  { fips: "12086", cities: ["miami"] },
  { fips: "48113", cities: ["dallas"] },
  { fips: "36081", cities: ["queens"] },
  { fips: "06065", cities: ["riverside"] },
  { fips: "32003", cities: ["las vegas"] },
  { fips: "53033", cities: ["seattle"] },
  { fips: "06071", cities: ["san bernardino"] },
  { fips: "48439", cities: ["fort worth"] },
  { fips: "48029", cities: ["san antonio"] },
  { fips: "06085", cities: ["san jose"] },
  { fips: "12011", cities: ["fort lauderdale"] },
  { fips: "26163", cities: ["detroit"] },
  { fips: "36061", cities: ["manhattan", "new york city", "nyc", "n.y.c."] },
  { fips: "06001", cities: ["oakland"] },
  { fips: "42101", cities: ["philadelphia", "philly"] },
  { fips: "25017", cities: [] },
  { fips: "06067", cities: ["sacramento"] },
  { fips: "36103", cities: [] },
  { fips: "12099", cities: ["west palm beach"] },
  { fips: "36005", cities: ["the bronx", "bronx"] },
  { fips: "12057", cities: ["tampa"] },
  { fips: "12095", cities: ["orlando"] },
  { fips: "39049", cities: ["columbus"] },
  { fips: "36059", cities: [] },
  { fips: "27053", cities: ["minneapolis"] },
  { fips: "48453", cities: ["austin"] },
  { fips: "26125", cities: [] },
  { fips: "42003", cities: ["pittsburgh"] },
  { fips: "39035", cities: ["cleveland"] },
  { fips: "49035", cities: ["salt lake city"] },
  { fips: "06013", cities: [] },
  { fips: "13121", cities: ["atlanta"] },
  { fips: "37119", cities: ["charlotte"] },
  { fips: "24031", cities: [] },
  { fips: "37183", cities: ["raleigh"] },
  { fips: "51059", cities: [] },
  { fips: "04019", cities: ["tucson"] },
  { fips: "48085", cities: [] },
  { fips: "15003", cities: ["honolulu"] },
  { fips: "06019", cities: ["fresno"] },
  { fips: "36119", cities: [] },
  { fips: "12031", cities: ["jacksonville"] },
  { fips: "18097", cities: ["indianapolis"] },
  { fips: "47157", cities: ["memphis"] },
  { fips: "17043", cities: [] },
  { fips: "36029", cities: ["buffalo"] },
  { fips: "47037", cities: ["nashville"] },
  { fips: "08031", cities: ["denver"] },
  { fips: "24510", cities: ["baltimore"] },
  { fips: "55079", cities: ["milwaukee"] },
  { fips: "21111", cities: ["louisville"] },
  { fips: "41051", cities: ["portland"] },
  { fips: "35001", cities: ["albuquerque"] },
  { fips: "29095", cities: ["kansas city"] },
  { fips: "22071", cities: ["new orleans"] },
  { fips: "29510", cities: ["st. louis", "st louis", "saint louis"] },
  { fips: "39061", cities: ["cincinnati"] },
  { fips: "40109", cities: ["oklahoma city"] },
  { fips: "48141", cities: ["el paso"] },
  { fips: "06075", cities: ["san francisco", "sf"] },
  { fips: "36085", cities: ["staten island"] },
];

/** A county's place in MAJOR_COUNTIES (most populous first); counties not listed come after all listed ones. */
export const majorCountyRank = (() => {
  const rank = new Map(MAJOR_COUNTIES.map((c, i) => [c.fips, i]));
  return (code: string) => rank.get(code) ?? MAJOR_COUNTIES.length;
})();

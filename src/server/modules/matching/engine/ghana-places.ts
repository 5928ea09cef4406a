/**
 * Ghana's regions and the towns people write in their profiles and job posts,
 * with where they are (approximate centre, decimal degrees), so that "near Kumasi"
 * finds someone in Ejisu and "Accra" matches "East Legon, Accra". Kept in the
 * repository like the skills dictionary: a change is reviewed like code.
 */
export const GHANA_REGIONS = [
  'Greater Accra',
  'Ashanti',
  'Central',
  'Western',
  'Western North',
  'Eastern',
  'Volta',
  'Oti',
  'Bono',
  'Bono East',
  'Ahafo',
  'Northern',
  'Savannah',
  'North East',
  'Upper East',
  'Upper West',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

export interface Town {
  name: string;
  region: GhanaRegion;
  lat: number;
  lon: number;
  /** Other ways people write it, or the parts of a city they name instead. */
  aliases?: readonly string[];
}

export const GHANA_TOWNS: readonly Town[] = [
  // Greater Accra
  {
    name: 'Accra',
    region: 'Greater Accra',
    lat: 5.6037,
    lon: -0.187,
    aliases: [
      'Osu',
      'Dansoman',
      'Achimota',
      'East Legon',
      'Legon',
      'Cantonments',
      'Airport City',
      'Lapaz',
      'Kaneshie',
      'Labadi',
      'Labone',
      'Ridge',
      'Roman Ridge',
      'Airport Residential',
      'Adabraka',
      'Asylum Down',
      'Kokomlemle',
      'Tesano',
      'Dzorwulu',
      'Abelemkpe',
      'Dome',
      'Haatso',
      'Taifa',
      'Kwabenya',
      'Odorkor',
      'Darkuman',
      'Mamprobi',
      'Korle Bu',
      'Jamestown',
    ],
  },
  { name: 'Tema', region: 'Greater Accra', lat: 5.6698, lon: -0.0166, aliases: ['Tema New Town'] },
  { name: 'Madina', region: 'Greater Accra', lat: 5.6833, lon: -0.1667 },
  { name: 'Adenta', region: 'Greater Accra', lat: 5.7081, lon: -0.1667 },
  { name: 'Ashaiman', region: 'Greater Accra', lat: 5.6944, lon: -0.0333 },
  { name: 'Teshie', region: 'Greater Accra', lat: 5.5833, lon: -0.1 },
  { name: 'Nungua', region: 'Greater Accra', lat: 5.6, lon: -0.0667 },
  { name: 'Spintex', region: 'Greater Accra', lat: 5.63, lon: -0.11 },
  { name: 'Weija', region: 'Greater Accra', lat: 5.55, lon: -0.35 },
  { name: 'Dodowa', region: 'Greater Accra', lat: 5.8826, lon: -0.0981 },
  { name: 'Ada', region: 'Greater Accra', lat: 5.7833, lon: 0.6333, aliases: ['Ada Foah'] },
  // Ashanti
  {
    name: 'Kumasi',
    region: 'Ashanti',
    lat: 6.6885,
    lon: -1.6244,
    aliases: [
      'Adum',
      'Asokwa',
      'Kwadaso',
      'Bantama',
      'Suame',
      'Tafo',
      'KNUST',
      'Ahodwo',
      'Nhyiaeso',
      'Ayeduase',
      'Santasi',
      'Ayigya',
      'Bomso',
      'Atonsu',
      'Oforikrom',
      'Manhyia',
      'Kejetia',
      'Asawase',
      'Patasi',
    ],
  },
  { name: 'Ejisu', region: 'Ashanti', lat: 6.7167, lon: -1.4667 },
  { name: 'Obuasi', region: 'Ashanti', lat: 6.2, lon: -1.6667 },
  { name: 'Konongo', region: 'Ashanti', lat: 6.6167, lon: -1.2167 },
  { name: 'Mampong', region: 'Ashanti', lat: 7.0627, lon: -1.4001 },
  { name: 'Bekwai', region: 'Ashanti', lat: 6.45, lon: -1.5833 },
  { name: 'Offinso', region: 'Ashanti', lat: 7.0833, lon: -1.6667 },
  { name: 'Agogo', region: 'Ashanti', lat: 6.8, lon: -1.0833 },
  { name: 'Mankranso', region: 'Ashanti', lat: 6.8167, lon: -1.8667 },
  // Central
  { name: 'Cape Coast', region: 'Central', lat: 5.1053, lon: -1.2466 },
  { name: 'Kasoa', region: 'Central', lat: 5.5345, lon: -0.4168 },
  { name: 'Winneba', region: 'Central', lat: 5.35, lon: -0.6333 },
  { name: 'Elmina', region: 'Central', lat: 5.0847, lon: -1.3509 },
  { name: 'Mankessim', region: 'Central', lat: 5.2667, lon: -1.0167 },
  { name: 'Saltpond', region: 'Central', lat: 5.2, lon: -1.0667 },
  { name: 'Swedru', region: 'Central', lat: 5.5333, lon: -0.7, aliases: ['Agona Swedru'] },
  { name: 'Dunkwa', region: 'Central', lat: 5.9667, lon: -1.7833, aliases: ['Dunkwa-on-Offin'] },
  // Western
  {
    name: 'Takoradi',
    region: 'Western',
    lat: 4.934,
    lon: -1.7137,
    aliases: ['Sekondi', 'Sekondi-Takoradi'],
  },
  { name: 'Tarkwa', region: 'Western', lat: 5.3, lon: -1.9833 },
  { name: 'Prestea', region: 'Western', lat: 5.4333, lon: -2.15 },
  { name: 'Axim', region: 'Western', lat: 4.8667, lon: -2.2333 },
  { name: 'Shama', region: 'Western', lat: 5.0167, lon: -1.6333 },
  // Western North
  { name: 'Sefwi Wiawso', region: 'Western North', lat: 6.2, lon: -2.4833 },
  { name: 'Bibiani', region: 'Western North', lat: 6.4667, lon: -2.3333 },
  { name: 'Enchi', region: 'Western North', lat: 5.8167, lon: -2.8167 },
  // Eastern
  { name: 'Koforidua', region: 'Eastern', lat: 6.0833, lon: -0.25 },
  { name: 'Nkawkaw', region: 'Eastern', lat: 6.55, lon: -0.7667 },
  { name: 'Akim Oda', region: 'Eastern', lat: 5.9333, lon: -0.9833, aliases: ['Oda'] },
  { name: 'Nsawam', region: 'Eastern', lat: 5.8, lon: -0.35 },
  { name: 'Suhum', region: 'Eastern', lat: 6.0333, lon: -0.45 },
  { name: 'Aburi', region: 'Eastern', lat: 5.85, lon: -0.1833 },
  { name: 'Somanya', region: 'Eastern', lat: 6.1, lon: -0.0167 },
  { name: 'Akosombo', region: 'Eastern', lat: 6.3, lon: 0.05 },
  { name: 'Kibi', region: 'Eastern', lat: 6.1667, lon: -0.55, aliases: ['Kyebi'] },
  { name: 'Asamankese', region: 'Eastern', lat: 5.8667, lon: -0.6667 },
  // Volta
  { name: 'Ho', region: 'Volta', lat: 6.6, lon: 0.4667 },
  { name: 'Hohoe', region: 'Volta', lat: 7.15, lon: 0.4667 },
  { name: 'Keta', region: 'Volta', lat: 5.9167, lon: 0.9833 },
  { name: 'Aflao', region: 'Volta', lat: 6.1167, lon: 1.1833 },
  { name: 'Kpando', region: 'Volta', lat: 6.9945, lon: 0.2931 },
  { name: 'Sogakope', region: 'Volta', lat: 6.0, lon: 0.6 },
  { name: 'Anloga', region: 'Volta', lat: 5.7947, lon: 0.8973 },
  // Oti
  { name: 'Dambai', region: 'Oti', lat: 8.0667, lon: 0.1833 },
  { name: 'Nkwanta', region: 'Oti', lat: 8.2667, lon: 0.5167 },
  { name: 'Jasikan', region: 'Oti', lat: 7.4, lon: 0.4667 },
  { name: 'Kadjebi', region: 'Oti', lat: 7.5333, lon: 0.4833 },
  // Bono
  { name: 'Sunyani', region: 'Bono', lat: 7.3349, lon: -2.3123 },
  { name: 'Berekum', region: 'Bono', lat: 7.45, lon: -2.5833 },
  { name: 'Dormaa Ahenkro', region: 'Bono', lat: 7.2833, lon: -2.8667, aliases: ['Dormaa'] },
  { name: 'Wenchi', region: 'Bono', lat: 7.7333, lon: -2.1 },
  // Bono East
  { name: 'Techiman', region: 'Bono East', lat: 7.5833, lon: -1.9333 },
  { name: 'Kintampo', region: 'Bono East', lat: 8.05, lon: -1.7333 },
  { name: 'Atebubu', region: 'Bono East', lat: 7.75, lon: -0.9833 },
  { name: 'Nkoranza', region: 'Bono East', lat: 7.5667, lon: -1.7 },
  // Ahafo
  { name: 'Goaso', region: 'Ahafo', lat: 6.8, lon: -2.5167 },
  { name: 'Bechem', region: 'Ahafo', lat: 7.0833, lon: -2.0333 },
  // Northern
  { name: 'Tamale', region: 'Northern', lat: 9.4008, lon: -0.8393 },
  { name: 'Yendi', region: 'Northern', lat: 9.4427, lon: -0.0099 },
  { name: 'Savelugu', region: 'Northern', lat: 9.6167, lon: -0.8333 },
  { name: 'Tolon', region: 'Northern', lat: 9.4333, lon: -1.0667 },
  { name: 'Bimbilla', region: 'Northern', lat: 8.85, lon: 0.0667 },
  // Savannah
  { name: 'Damongo', region: 'Savannah', lat: 9.0833, lon: -1.8167 },
  { name: 'Salaga', region: 'Savannah', lat: 8.55, lon: -0.5167 },
  { name: 'Bole', region: 'Savannah', lat: 9.0333, lon: -2.4833 },
  // North East
  { name: 'Nalerigu', region: 'North East', lat: 10.5269, lon: -0.3698 },
  { name: 'Walewale', region: 'North East', lat: 10.35, lon: -0.8 },
  // Upper East
  { name: 'Bolgatanga', region: 'Upper East', lat: 10.7856, lon: -0.8514, aliases: ['Bolga'] },
  { name: 'Navrongo', region: 'Upper East', lat: 10.8956, lon: -1.0921 },
  { name: 'Bawku', region: 'Upper East', lat: 11.06, lon: -0.2417 },
  // Upper West
  { name: 'Wa', region: 'Upper West', lat: 10.0601, lon: -2.5099 },
  { name: 'Tumu', region: 'Upper West', lat: 10.8833, lon: -1.9833 },
  { name: 'Lawra', region: 'Upper West', lat: 10.65, lon: -2.9 },
];

/** Other names of regions ("Greater Accra Region", "Brong Ahafo" before 2019). */
const REGION_ALIASES: Record<string, GhanaRegion> = {
  'brong ahafo': 'Bono',
  'brong-ahafo': 'Bono',
  'northern region': 'Northern',
};

/** Within this distance a town is "near" another. */
export const NEAR_KM = 35;

/** A place named in text: a town (with its region), or only a region. */
export type Place =
  { kind: 'town'; town: Town; region: GhanaRegion } | { kind: 'region'; region: GhanaRegion };

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Every spelling -> its town, longest first, so "Cape Coast" wins over a shorter name in it. */
const TOWN_SPELLINGS = GHANA_TOWNS.flatMap((town) =>
  [town.name, ...(town.aliases ?? [])].map((spelling) => ({ spelling: normalize(spelling), town })),
).sort((a, b) => b.spelling.length - a.spelling.length);

const REGION_SPELLINGS = [
  ...GHANA_REGIONS.map((region) => ({ spelling: normalize(region), region })),
  ...Object.entries(REGION_ALIASES).map(([spelling, region]) => ({
    spelling: normalize(spelling),
    region,
  })),
].sort((a, b) => b.spelling.length - a.spelling.length);

const containsWords = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${needle} `);

/**
 * The place a text names ("Ejisu, Ashanti" -> Ejisu; "Ashanti Region" -> Ashanti),
 * or null. A town is preferred to a region; among towns, the longest spelling. A
 * location field may misspell its town; a search's words are not read that way, as
 * any word could then pass for a town.
 */
export function findPlace(
  text: string | null | undefined,
  /** For a location field ("Kumasii, Ashanti"), not a search's free text. */
  options: { allowMisspelling?: boolean } = {},
): Place | null {
  if (!text) return null;
  // Ranking reads the same few hundred locations over and over: each is read once.
  const key = `${options.allowMisspelling ? 1 : 0}${text}`;
  const known = placeCache.get(key);
  if (known !== undefined) return known;
  const place = readPlace(text, options);
  if (placeCache.size >= PLACE_CACHE_SIZE) placeCache.clear();
  placeCache.set(key, place);
  return place;
}

const PLACE_CACHE_SIZE = 10_000;
const placeCache = new Map<string, Place | null>();

function readPlace(text: string, options: { allowMisspelling?: boolean }): Place | null {
  const words = normalize(text);
  if (!words) return null;
  const town = TOWN_SPELLINGS.find(({ spelling }) => containsWords(words, spelling));
  if (town) return { kind: 'town', town: town.town, region: town.town.region };
  const misspelt = options.allowMisspelling ? findMisspeltTown(words) : null;
  if (misspelt) return { kind: 'town', town: misspelt, region: misspelt.region };
  const region = REGION_SPELLINGS.find(({ spelling }) => containsWords(words, spelling));
  return region ? { kind: 'region', region: region.region } : null;
}

/** Edit distance, stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * A town written with a slip ("Kumasii", "Takoradl"): one letter off for names of
 * five letters or more, two for nine or more, the first letter right (a slip rarely
 * falls there, and "Bridge" is not Ridge). Short names are left alone: "Ho" is one
 * letter from too many words.
 */
function findMisspeltTown(words: string): Town | null {
  for (const word of words.split(' ')) {
    if (word.length < 5) continue;
    const limit = word.length >= 9 ? 2 : 1;
    const near = TOWN_SPELLINGS.find(
      ({ spelling }) =>
        spelling.length >= 5 &&
        !spelling.includes(' ') &&
        spelling[0] === word[0] &&
        editDistance(word, spelling, limit) <= limit,
    );
    if (near) return near.town;
  }
  return null;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Pick<Town, 'lat' | 'lon'>, b: Pick<Town, 'lat' | 'lon'>): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Every spelling of a place, for parsing it out of a query. */
export function placeSpellings(): string[] {
  return [
    ...TOWN_SPELLINGS.map((entry) => entry.spelling),
    ...REGION_SPELLINGS.map((entry) => entry.spelling),
  ];
}

/**
 * What a profile may say to be in or around a place, as words, nearest first: for
 * a town, its name, then the towns within NEAR_KM by distance, then its region's
 * names; for a region, its names, then its towns as the gazetteer lists them (the
 * big ones first). Retrieval looks candidates up by these in turn (the score then
 * weighs the distance); neighbourhoods ("East Legon") are left to the score, as
 * each spelling costs the index a list to read.
 */
export function placeArea(place: Place): string[] {
  const regionNames = REGION_SPELLINGS.filter((entry) => entry.region === place.region).map(
    (entry) => entry.spelling,
  );
  const towns =
    place.kind === 'town'
      ? GHANA_TOWNS.map((town) => ({ town, km: distanceKm(place.town, town) }))
          .filter(({ km }) => km <= NEAR_KM)
          .sort((a, b) => a.km - b.km)
          .map(({ town }) => normalize(town.name))
      : GHANA_TOWNS.filter((town) => town.region === place.region).map((town) =>
          normalize(town.name),
        );
  const ordered = place.kind === 'town' ? [...towns, ...regionNames] : [...regionNames, ...towns];
  return [...new Set(ordered)];
}

/** The name a place is searched by when a profile misspells it ("Kumasii"). */
export function placeName(place: Place): string {
  return normalize(place.kind === 'town' ? place.town.name : place.region);
}

/** Real Belgian municipalities (and a few border towns abroad): postal code, Dutch and French name, coordinates. */
export type Region = 'FLANDERS' | 'BRUSSELS' | 'WALLONIA';

export interface Municipality {
  id: number;
  zip: string;
  nl: string;
  fr: string;
  lat: number;
  lon: number;
  region: Region | null;
  country: string;
}

const REGION: Record<string, Region> = { F: 'FLANDERS', B: 'BRUSSELS', W: 'WALLONIA' };

// zip|Dutch name|French name|lat|lon|region (F, B, W) or a 2-letter country code for towns abroad
const TABLE = `
2000|Antwerpen|Anvers|51.2194|4.4025|F
2300|Turnhout|Turnhout|51.3227|4.9447|F
2400|Mol|Mol|51.1913|5.1166|F
2500|Lier|Lierre|51.1313|4.5700|F
2800|Mechelen|Malines|51.0259|4.4776|F
2440|Geel|Geel|51.1620|4.9904|F
2200|Herentals|Herentals|51.1766|4.8358|F
2900|Schoten|Schoten|51.2520|4.5030|F
2650|Edegem|Edegem|51.1550|4.4420|F
2640|Mortsel|Mortsel|51.1700|4.4560|F
2930|Brasschaat|Brasschaat|51.2910|4.4920|F
2960|Brecht|Brecht|51.3500|4.6380|F
2220|Heist-op-den-Berg|Heist-op-den-Berg|51.0760|4.7280|F
2870|Puurs-Sint-Amands|Puurs-Sint-Amands|51.0750|4.2880|F
2550|Kontich|Kontich|51.1340|4.4460|F
2860|Sint-Katelijne-Waver|Sint-Katelijne-Waver|51.0670|4.5330|F
2460|Kasterlee|Kasterlee|51.2410|4.9660|F
2570|Duffel|Duffel|51.0950|4.5090|F
2880|Bornem|Bornem|51.0970|4.2430|F
2950|Kapellen|Kapellen|51.3130|4.4330|F
2340|Beerse|Beerse|51.3200|4.8560|F
3500|Hasselt|Hasselt|50.9307|5.3378|F
3600|Genk|Genk|50.9650|5.5000|F
3700|Tongeren|Tongres|50.7806|5.4644|F
3800|Sint-Truiden|Saint-Trond|50.8160|5.1860|F
3900|Pelt|Pelt|51.2240|5.4230|F
3630|Maasmechelen|Maasmechelen|50.9650|5.6940|F
3550|Heusden-Zolder|Heusden-Zolder|51.0310|5.2810|F
3580|Beringen|Beringen|51.0490|5.2260|F
3680|Maaseik|Maaseik|51.0980|5.7860|F
3740|Bilzen|Bilzen|50.8730|5.5180|F
3620|Lanaken|Lanaken|50.8930|5.6470|F
3960|Bree|Brée|51.1400|5.5960|F
3000|Leuven|Louvain|50.8798|4.7005|F
1800|Vilvoorde|Vilvorde|50.9280|4.4250|F
3300|Tienen|Tirlemont|50.8070|4.9380|F
1500|Halle|Hal|50.7340|4.2350|F
3200|Aarschot|Aarschot|50.9870|4.8370|F
1930|Zaventem|Zaventem|50.8840|4.4720|F
1700|Dilbeek|Dilbeek|50.8480|4.2600|F
1600|Sint-Pieters-Leeuw|Leeuw-Saint-Pierre|50.7800|4.2440|F
3080|Tervuren|Tervuren|50.8240|4.5150|F
1780|Wemmel|Wemmel|50.9080|4.3040|F
1640|Sint-Genesius-Rode|Rhode-Saint-Genèse|50.7450|4.3570|F
3090|Overijse|Overijse|50.7740|4.5370|F
1830|Machelen|Machelen|50.9100|4.4400|F
3020|Herent|Herent|50.9090|4.6710|F
1850|Grimbergen|Grimbergen|50.9350|4.3720|F
3290|Diest|Diest|50.9840|5.0510|F
9000|Gent|Gand|51.0543|3.7174|F
9300|Aalst|Alost|50.9378|4.0403|F
9100|Sint-Niklaas|Saint-Nicolas|51.1650|4.1430|F
9200|Dendermonde|Termonde|51.0280|4.1010|F
9700|Oudenaarde|Audenarde|50.8450|3.6030|F
9600|Ronse|Renaix|50.7460|3.6000|F
9500|Geraardsbergen|Grammont|50.7730|3.8820|F
9900|Eeklo|Eeklo|51.1860|3.5650|F
9160|Lokeren|Lokeren|51.1040|3.9930|F
9120|Beveren|Beveren|51.2120|4.2560|F
9230|Wetteren|Wetteren|51.0060|3.8830|F
9400|Ninove|Ninove|50.8300|4.0240|F
9820|Merelbeke|Merelbeke|51.0000|3.7500|F
9800|Deinze|Deinze|50.9820|3.5300|F
9830|Sint-Martens-Latem|Laethem-Saint-Martin|51.0200|3.6380|F
9150|Kruibeke|Kruibeke|51.1700|4.3100|F
9090|Melle|Melle|51.0000|3.8000|F
8000|Brugge|Bruges|51.2093|3.2247|F
8400|Oostende|Ostende|51.2154|2.9286|F
8500|Kortrijk|Courtrai|50.8280|3.2650|F
8800|Roeselare|Roulers|50.9460|3.1230|F
8900|Ieper|Ypres|50.8510|2.8850|F
8300|Knokke-Heist|Knokke-Heist|51.3500|3.2650|F
8370|Blankenberge|Blankenberge|51.3130|3.1320|F
8420|De Haan|Le Coq|51.2730|3.0330|F
8430|Middelkerke|Middelkerke|51.1850|2.8200|F
8660|De Panne|La Panne|51.1000|2.5930|F
8670|Koksijde|Coxyde|51.1160|2.6370|F
8620|Nieuwpoort|Nieuport|51.1300|2.7510|F
8700|Tielt|Tielt|50.9990|3.3260|F
8790|Waregem|Waregem|50.8890|3.4260|F
8930|Menen|Menin|50.7960|3.1220|F
8560|Wevelgem|Wevelgem|50.8100|3.1830|F
8600|Diksmuide|Dixmude|51.0330|2.8640|F
8610|Kortemark|Kortemark|51.0290|3.0420|F
8450|Bredene|Bredene|51.2360|2.9750|F
8530|Harelbeke|Harelbeke|50.8560|3.3100|F
8970|Poperinge|Poperinge|50.8550|2.7260|F
8210|Zedelgem|Zedelgem|51.1430|3.1370|F
1000|Brussel|Bruxelles|50.8466|4.3528|B
1030|Schaarbeek|Schaerbeek|50.8676|4.3737|B
1040|Etterbeek|Etterbeek|50.8361|4.3861|B
1050|Elsene|Ixelles|50.8333|4.3667|B
1060|Sint-Gillis|Saint-Gilles|50.8268|4.3456|B
1070|Anderlecht|Anderlecht|50.8365|4.3083|B
1080|Sint-Jans-Molenbeek|Molenbeek-Saint-Jean|50.8550|4.3300|B
1081|Koekelberg|Koekelberg|50.8620|4.3260|B
1082|Sint-Agatha-Berchem|Berchem-Sainte-Agathe|50.8650|4.2920|B
1083|Ganshoren|Ganshoren|50.8710|4.3100|B
1090|Jette|Jette|50.8770|4.3260|B
1140|Evere|Evere|50.8700|4.4030|B
1150|Sint-Pieters-Woluwe|Woluwe-Saint-Pierre|50.8290|4.4320|B
1160|Oudergem|Auderghem|50.8150|4.4270|B
1170|Watermaal-Bosvoorde|Watermael-Boitsfort|50.7990|4.4160|B
1180|Ukkel|Uccle|50.8020|4.3400|B
1190|Vorst|Forest|50.8100|4.3200|B
1200|Sint-Lambrechts-Woluwe|Woluwe-Saint-Lambert|50.8470|4.4280|B
1210|Sint-Joost-ten-Node|Saint-Josse-ten-Noode|50.8530|4.3730|B
4000|Luik|Liège|50.6326|5.5797|W
6000|Charleroi|Charleroi|50.4108|4.4446|W
5000|Namen|Namur|50.4669|4.8675|W
7000|Bergen|Mons|50.4542|3.9523|W
7500|Doornik|Tournai|50.6056|3.3878|W
1300|Waver|Wavre|50.7170|4.6010|W
1400|Nijvel|Nivelles|50.5980|4.3280|W
1340|Ottignies-Louvain-la-Neuve|Ottignies-Louvain-la-Neuve|50.6680|4.5690|W
1410|Waterloo|Waterloo|50.7150|4.3990|W
1420|Eigenbrakel|Braine-l'Alleud|50.6840|4.3680|W
1380|Lasne|Lasne|50.6860|4.4840|W
1330|Rixensart|Rixensart|50.7120|4.5320|W
4800|Verviers|Verviers|50.5890|5.8620|W
4500|Hoei|Huy|50.5180|5.2400|W
4300|Borgworm|Waremme|50.6960|5.2550|W
4700|Eupen|Eupen|50.6300|6.0330|W
4780|Sankt Vith|Saint-Vith|50.2810|6.1270|W
4900|Spa|Spa|50.4920|5.8660|W
4960|Malmedy|Malmedy|50.4260|6.0280|W
6700|Aarlen|Arlon|49.6833|5.8167|W
6600|Bastenaken|Bastogne|50.0030|5.7190|W
6900|Marche-en-Famenne|Marche-en-Famenne|50.2270|5.3440|W
6800|Libramont-Chevigny|Libramont-Chevigny|49.9200|5.3790|W
5500|Dinant|Dinant|50.2610|4.9120|W
5300|Andenne|Andenne|50.4890|5.0940|W
7100|La Louvière|La Louvière|50.4800|4.1870|W
7300|Boussu|Boussu|50.4340|3.7950|W
7700|Moeskroen|Mouscron|50.7440|3.2140|W
7800|Aat|Ath|50.6290|3.7780|W
7860|Lessen|Lessines|50.7110|3.8340|W
7850|Edingen|Enghien|50.6920|4.0400|W
7060|Zinnik|Soignies|50.5790|4.0710|W
6200|Châtelet|Châtelet|50.4040|4.5250|W
6140|Fontaine-l'Évêque|Fontaine-l'Évêque|50.4090|4.3230|W
6530|Thuin|Thuin|50.3400|4.2870|W
5600|Philippeville|Philippeville|50.1960|4.5430|W
5660|Couvin|Couvin|50.0530|4.4940|W
6460|Chimay|Chimay|50.0480|4.3170|W
6880|Bertrix|Bertrix|49.8540|5.2530|W
6760|Virton|Virton|49.5680|5.5330|W
4100|Seraing|Seraing|50.5830|5.5000|W
4400|Flémalle|Flémalle|50.6030|5.4560|W
4420|Saint-Nicolas|Saint-Nicolas|50.6280|5.5350|W
4040|Herstal|Herstal|50.6640|5.6220|W
4130|Esneux|Esneux|50.5340|5.5720|W
4920|Aywaille|Aywaille|50.4740|5.6760|W
1470|Genepiën|Genappe|50.6110|4.4510|W
1360|Perwijs|Perwez|50.6240|4.8130|W
1370|Geldenaken|Jodoigne|50.7240|4.8710|W
5030|Gembloers|Gembloux|50.5610|4.6980|W
5140|Sombreffe|Sombreffe|50.5300|4.6000|W
5580|Rochefort|Rochefort|50.1610|5.2220|W
6690|Vielsalm|Vielsalm|50.2840|5.9160|W
6840|Neufchâteau|Neufchâteau|49.8410|5.4350|W
6720|Habay|Habay|49.7240|5.6460|W
7600|Péruwelz|Péruwelz|50.5090|3.5930|W
7900|Leuze-en-Hainaut|Leuze-en-Hainaut|50.6000|3.6170|W
7130|Binche|Binche|50.4110|4.1650|W
4280|Hannuit|Hannut|50.6710|5.0780|W
4600|Wezet|Visé|50.7370|5.6950|W
4506|Sluis|Sluis|51.3080|3.3860|NL
59140|Duinkerke|Dunkerque|51.0343|2.3768|FR
83990|Saint-Tropez|Saint-Tropez|43.2727|6.6406|FR
29600|Marbella|Marbella|36.5101|-4.8825|ES
`;

export const MUNICIPALITIES: readonly Municipality[] = TABLE.trim()
  .split('\n')
  .map((line, index) => {
    const [zip, nl, fr, lat, lon, code] = line.split('|');
    const region = REGION[code] ?? null;
    return { id: index + 1, zip, nl, fr, lat: Number(lat), lon: Number(lon), region, country: region ? 'BE' : code };
  });

export const BELGIAN_MUNICIPALITIES = MUNICIPALITIES.filter((m) => m.country === 'BE');
export const FOREIGN_TOWNS = MUNICIPALITIES.filter((m) => m.country !== 'BE');

/** Official local name: Dutch in Flanders, French in Wallonia and abroad, French in Brussels (its majority usage). */
export function localName(m: Municipality): string {
  return m.region === 'FLANDERS' ? m.nl : m.fr;
}

/** Name for a locale: nl and fr use their own exonym; en and de use the official local name. */
export function cityName(m: Municipality, locale: string): string {
  if (locale === 'nl') return m.nl;
  if (locale === 'fr') return m.fr;
  return localName(m);
}

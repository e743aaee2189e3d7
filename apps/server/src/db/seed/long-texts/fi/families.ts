// families long texts in fi (see ../types.ts for keys).
export const FAMILIES: Record<string, string> = {
  's3410-24ts': `YT:n S3410/S3910-sarjan {ports}-porttiset kytkimet on suunniteltu toimistokerroksiin ja sivutoimipisteisiin: {ports} kuparista gigabittiporttia, {uplinks} -nousulinkit ja estoton kytkentäkapasiteetti {switching}.

## Valitse tarpeeseesi sopiva malli

- PoE-syötöttömät mallit työasemille, tulostimille ja kulunvalvonnan ohjainyksiköille
- -P-mallien 370 W:n PoE+-tehobudjetti syöttää virran suoraan tukiasemille, IP-puhelimille ja kameroille
- Yksi tai kaksi käytönaikaisesti vaihdettavaa virtalähdettä sekä DC-versio PoE-syötöttömistä malleista

Kytkimiä hallitaan verkkokäyttöliittymästä, komentoriviltä tai YT Cloudista. Uudet laitteet hakevat määrityksensä automaattisesti ensimmäisellä käynnistyskerralla, joten sivutoimipisteiden käyttöönotto ei vaadi asentajaa paikan päälle.`,

  's3410-48ts': `{ports}-porttiset S3410/S3910-kytkimet tuovat 1U:n koteloon {ports} kuparista gigabittiporttia ja {uplinks} -nousulinkit, ja kytkentäkapasiteettia on {switching}. Ne sopivat hyvin vilkkaisiin toimistokerroksiin, kampusten rakennuksiin ja hotellien kerrosjakamoihin.

## Kolme PoE-tasoa

- Ei PoE:tä: pelkkä tiedonsiirto, pienin tehonkulutus ja hiljaisin käynti
- -P: 370 W IP-puhelimille ja tavallisille tukiasemille
- -PH: 740 W ja kaksi käytönaikaisesti vaihdettavaa virtalähdettä – riittää yhtä aikaa lukuisille Wi-Fi 6 -tukiasemille ja PTZ-kameroille

Kaikki mallit tukevat LLDP-MED-puhe-VLANeja, PoE-ajastusta ja katkeamatonta PoE-syöttöä (perpetual PoE), joten päätelaitteet pysyvät virroissa kytkimen uudelleenkäynnistyksen ajan.`,

  's3950-24m4x': `Nykyisten tukiasemien langaton läpäisy ylittää reilusti 1 Gbps:n, joten gigabitin nousulinkistä tulee pullonkaula. S3950-sarjassa on {ports} kuparista {rates} -moninopeusporttia ja {uplinks} -nousulinkit, joten monigigabittinopeudet saadaan käyttöön nykyisellä Cat5e/Cat6-kaapeloinnilla.

## PoE++-syöttö

-P-mallien IEEE 802.3bt -tehobudjetti on 740 W ja -PH-mallien 1 440 W, enintään 90 W porttia kohden. Se riittää kolmitaajuisille Wi-Fi 7 -tukiasemille, PTZ-kameroille ja kevytpäätteille. 1 440 W:n mallit toimitetaan kahdella käytönaikaisesti vaihdettavalla virtalähteellä.

OSPF:n, BGP:n ja VRRP:n ansiosta kytkimet toimivat liityntätasolla tai pienen kampusverkon kokoojatasona.`,

  's5860-20sq': `S5860-sarja tuo 1U:n koteloon liityntäportit {downlinks} ja nousulinkit {uplinks} sekä kytkentäkapasiteettia {switching}. Se kokoaa yhteen kymmeniä liityntäkytkimiä tai toimii pienen tai keskisuuren verkon runkokytkimenä.

## Suunniteltu korkeaan käytettävyyteen

- Kaksi laitetta muodostaa MLAG-parin: kahdennetut, kuormaa jakavat nousulinkit ilman spanning treetä
- VRRP, BFD sekä nopea OSPF- ja BGP-konvergenssi
- Käytönaikaisesti vaihdettavat tuulettimet ja virtalähteet; yhden virtalähteen laitteisiin voi lisätä toisen milloin tahansa

VXLAN ja BGP EVPN laajentavat kerroksen 2 segmenttejä rakennusten välille, mikä pitää langattoman verkon verkkovierailun ja IoT-laitteiden segmentoinnin yksinkertaisena.`,

  'n8560-48xc': `N8560-sarja perustuu {asic} -piiriin. Porttikokoonpano on {portsDesc} ja kytkentäkapasiteetti {switching}. Kytkintä käytetään palvelimia liittävänä leaf-kytkimenä tai pienen ja keskisuuren fabric-verkon spine-kytkimenä.

## Tehty nykyaikaisiin datakeskuksiin

- VXLAN ja BGP EVPN skaalautuviin kerroksen 2/3 overlay-verkkoihin
- PFC ja ECN häviöttömään Ethernetiin, valmiina RoCEv2-tallennukseen ja GPU-klustereihin
- MLAG kahdennetuille palvelinliitännöille ja 64-tieinen ECMP

Kytkimet toimitetaan YT DCOS -käyttöjärjestelmällä ja ONIElla, joten niihin voi asentaa myös yhteisön SONiCin. Virtalähteet ja tuulettimet ovat 1+1-varmennettuja ja käytönaikaisesti vaihdettavia.`,

  'n9550-32d': `N9550-sarja perustuu {asic} -piiriin: porttikokoonpano {portsDesc}, kytkentäkapasiteetti {switching} ja pakettipuskuri {buffer}. Portit voi jakaa jopa {breakout} -porteiksi, joten yksi kytkin yhdistää kokonaisen räkkirivin leaf-kytkimet.

## Viritetty tekoälyverkkoihin

- PFC, ECN ja dynaaminen kuormantasaus pitävät RoCEv2-liikenteen häviöttömänä ja viiveen pienenä
- Kaistansisäinen verkkotelemetria ja gNMI paikantavat ruuhkakohdat
- Jokainen portti tukee enintään 15 W:n optiikkaa

Käytä YT DCOSia tai SONiCia ja ota kytkimet käyttöön ZTP:llä täysin automaattisesti myös suurissa asennuksissa.`,

  'r6200-5g': `R6200-sarja antaa sivutoimistoille, myymälöille ja pientoimistoille turvallisen ja luotettavan yhteyden internetiin ja pääkonttoriin. Liitännöistä ({interfaces}) enintään neljä voi toimia WAN-portteina, jolloin käytössä on kuormantasaus ja sekunneissa tapahtuva vikasiirto. NAT-suorituskyky on jopa {nat}.

## Turvalliset yhteydet

- IPsec-, WireGuard- ja SSL-VPN, IPsec-suorituskyky {ipsec}
- Tilallinen palomuuri, sovellustunnistus ja URL-suodatus
- Pääkonttorin ja sivutoimipisteiden välinen automaattinen VPN yhdellä napsautuksella YT Cloudin kautta

-P-mallit syöttävät yhteensä 60 W PoE-tehoa neljään LAN-porttiin tukiasemille ja IP-puhelimille; -RK-malleissa on mukana 19 tuuman räkkiasennussarja.`,

  'r8100-4x8g': `R8100/R8300-sarjan liitännät ovat {interfaces}, ja välityskapasiteetti on {throughput}. Laitteistopohjaiseen FIB-tauluun mahtuu {routes} reittiä: tilaa koko IPv4- ja IPv6-internetreititystaululle ja vielä kasvuvaraa.

## Operaattoritason ominaisuudet

- BGP, OSPF, IS-IS ja segmenttireititys (SR-MPLS)
- MPLS L3VPN, L2VPN ja EVPN eri asiakkaiden liikenteen erottamiseen
- Laitteistokiihdytetty IPsec jopa {ipsec} sekä operaattoritason NAT, jopa {sessions} samanaikaista istuntoa

Kahdennetut, käytönaikaisesti vaihdettavat virtalähteet ja tuulettimet, ohjaustason suojaus ja BFD pitävät internetreunan toiminnassa vuoden ympäri. Kaikki portit ja ominaisuudet ovat käytössä heti ilman lisälisenssejä, eikä porttikohtaisia maksuja ole.`,

  'ap7610-ax': `YT:n {standard} -kattotukiasemassa on {bands} -radiot sekä {streams} MU-MIMO ja OFDMA, joten jokainen pääte saa tasaisen kaistan ruuhkaisissakin tiloissa. Huippunopeus on {rate}.

## Helppo ottaa käyttöön

- {uplink} -nousulinkki ja IEEE {poe} PoE -syöttö: yksi kaapeli hoitaa kaiken
- Hallinta YT Cloudista, paikallisesta ohjaimesta tai tukiaseman omasta verkkokäyttöliittymästä
- Nopea verkkovierailu (802.11k/v/r) ja WPA3-Enterprise-salaus

Vakioväri on valkoinen, ja musta -BK-versio sopii tummiin kattoihin ja designsisustuksiin.`,

  'ap7210-ax': `Seinärasiatukiasema asennetaan olemassa olevan verkkorasian päälle, ja se hyödyntää seinässä jo valmiina olevaa kaapelia – kattotöitä ei tarvita. Kun jokaisessa huoneessa on oma tukiasema, signaalin ei tarvitse kulkea seinien läpi, ja {standard} yltää jopa {rate}:iin.

## Langaton ja kiinteä verkko samassa

- {uplink} -nousulinkki PoE-syötöllä
- Alaosassa kiinteät portit {lan} televisioille, IPTV-digibokseille ja IP-puhelimille
- LAN1-portin PoE-lähtö syöttää virran IP-puhelimelle

Tukiasemaa hallitaan YT Cloudissa samassa näkymässä kattotukiasemien kanssa, ja värivaihtoehdot ovat valkoinen ja musta.`,

  'nic-x710-da2': `Verkkokortti perustuu {chip} -piiriin. Sen portit ovat {ports} × {speed} {cage}, ja isäntäväylänä on {pcie}. Laitteistokiihdytykset ({offloads}) keventävät palvelimen suorittimen kuormaa.

## Valitse palvelimesi mukaan

- Täyskorkea tai matala kiinnike torni- ja 1U/2U-räkkipalvelimiin
- Yleisversio minkä tahansa valmistajan palvelimiin
- Dell- ja HPE-yhteensopivat versiot OEM-laiteohjelmistolla, jonka iDRAC ja iLO tunnistavat oikein

Ajurit sisältyvät kaikkiin yleisimpiin käyttöjärjestelmiin, ja kortin yhteensopivuus VMware ESXin kanssa on testattu. Jokaisen kortin linkit testataan YT:n optiikoilla ja DAC-kaapeleilla ennen toimitusta.`,

  'nic-x710-t2l': `Kun Cat6A-kaapelointi on jo valmiina, 10GBASE-T-verkkokortti nostaa palvelimet ja työasemat 10G-nopeuteen ilman optiikkaa. Kortissa on {chip} -piiri ja {ports} RJ45-porttia, jotka neuvottelevat nopeuden ({rates}) automaattisesti, ja isäntäväylänä on {pcie}.

## Käyttökohteet

- 10G-yhteydet virtualisointipalvelimille ja NAS-tallennukselle
- Suuria tiedostoja käsittelevät työasemat, esimerkiksi videoeditointi ja CAD
- Sujuva siirtymä 2,5G/5G/10G-nopeuksiin monigigabittikytkinten rinnalla

Kortti tukee SR-IOV:ta sekä PXE- ja iSCSI-käynnistystä. Kiinnikkeeksi voi valita täyskorkean tai matalan, ja kortista on saatavana Dell- ja HPE-yhteensopivat versiot.`,

  'pi-30-1g': `Kun syötin asennetaan kytkimen ja päätelaitteen väliin, sama verkkokaapeli siirtää sekä datan että enintään {budget} tehoa. Sähköjä ei tarvitse vetää kattoon tai ulkotiloihin.

## Turvallinen ja luotettava

- {standard} -yhteensopiva: tunnistaa laitteen ennen virran kytkemistä, joten PoE:tä tukemattomat laitteet eivät vahingoitu
- Datan läpivienti {data} ilman, että linkin suorituskyky kärsii
- 6 kV:n ylijännitesuojaus ulkokameroille ja -tukiasemille

Pöytäversio sijoitetaan hyllylle tai kiinnitetään seinään. -DIN-versiot napsautetaan 35 mm:n DIN-kiskoon, ja niitä on saatavana AC- tai DC-syötöllä teollisuuden ohjauskaappeihin ja ulkokoteloihin.`,

  'rk-6080': `{width} × {depth} mm:n palvelinkaapissa on yksiosainen etuovi ja kaksiosainen takaovi, ja kaikki ovet ovat 80-prosenttisesti rei’itettyjä. Kun laitteiden ilmavirta kulkee edestä taakse, tiheäänkin kuormitetut palvelimet pysyvät viileinä ilman lisätuulettimia.

## Rakenne ja asennus

- Etu- ja takapuolen 19 tuuman kiskot ovat syvyyssuunnassa säädettäviä, ja niissä on U-paikkamerkinnät
- Staattinen kantavuus {load}, säätöjalat ja pyörät kuuluvat toimitukseen
- Harjatiivisteiset kaapeliläpiviennit ylä- ja alaosassa
- Irrotettavat, lukittavat sivupaneelit; kaikissa lukoissa sama avain

Valittavana 22U tai 42U, värinä musta, harmaa tai valkoinen (valkoinen vain 42U). Kaapit toimitetaan valmiiksi koottuina lavalla.`,

  'rk-w6035': `Seinäkaappi pitää kytkimet, kytkentäpaneelit ja pienet laitteet siististi seinällä, pois lattialta. {depth} mm:n syvyyteen mahtuvat useimmat liityntäkytkimet ja kytkentäpaneelit.

## Yksityiskohdat

- Lukittava karkaistu lasiovi, joten laitteiden tilaledit näkyvät
- Pikairrotettavat sivupaneelit helpottavat kaapelointia ja huoltoa
- Syvyyssuunnassa säädettävät etukiskot ja avattavat kaapeliaukot ylä- ja alaosassa
- Yläpaneelissa paikka tuulettimelle, tuuletinsarja lisävarusteena

Saatavana 6U-, 9U- ja 12U-kokoisena, värinä musta tai harmaa (harmaa 9U:sta alkaen).`,

  'sfp-1g-sx': `{standard} {form} -moduulin aallonpituus on {wavelength}, ja sen kantama on jopa {reach} {fiber}-kuidulla duplex-{connector}-liitännän kautta. Se on tavallinen valinta kampusverkon liityntään, rakennusten välisiin yhteyksiin ja teollisuuskohteiden gigabitin nousulinkkeihin.

## Koodattu valmistajakohtaisesti

Jokaisen moduulin EEPROM koodataan tehtaalla kohdealustan mukaiseksi, ja moduulin linkki ja diagnostiikka testataan kyseisen valmistajan kytkimessä. Kytkin tunnistaa moduulin heti, kun se asetetaan paikalleen – piilokomentoja ei tarvita.

- SFF-8472-digitaalidiagnostiikka (DDM)
- IEEE 802.3z- ja SFP MSA -yhteensopiva
- Metallikotelo, vähäiset sähkömagneettiset häiriöt (EMI)`,

  'sfp-1g-t': `{standard} {form} -kuparimoduulin avulla pelkillä kuituporteilla varustetut kokoojakytkimet, palomuurit ja reitittimet voi kytkeä suoraan palvelimiin, kameroihin ja muihin kuparilaitteisiin, jolloin vapaat SFP-portit saadaan hyötykäyttöön.

Moduuli toimii 1 000 Mbps:n nopeudella täysduplexina, siinä on automaattinen MDI/MDIX-ristikytkentä, ja kantama on enintään {reach} Cat5e-kaapelilla tai paremmalla. Laajennetun lämpötila-alueen versio toimii -40…+85 °C:ssa ulkokaapeissa ja teollisuuskoteloissa.

- Koodattu valmistajakohtaisesti, tunnistetaan heti paikalleen asetettaessa
- Metallikotelo, hyvä lämmönpoisto
- Käytönaikaisesti vaihdettava`,

  'sfp-10g-sr': `{standard} {form} -moduulissa on aallonpituudeltaan {wavelength} oleva laser, ja sen kantama on jopa {reach} {fiber}-kuidulla. Se on 10G-verkkojen työjuhta liityntäkytkinten nousulinkkeihin, palvelinliitäntöihin ja metroverkon kokoojatasolle.

## Testattu oikeissa kytkimissä

Jokaisen koodatun version linkki, bittivirheet ja DDM-lukemat testataan oman valmistajansa kytkimessä, ja jokaisen yksilön optinen teho ja sammutussuhde tarkistetaan, joten moduuli toimii heti pakkauksesta otettuna.

- SFF-8431- ja IEEE 802.3ae -yhteensopiva
- Pieni tyypillinen tehonkulutus tiheisiin 48-porttisiin linjakortteihin
- 5 vuoden takuu`,

  'sfp-10g-bx10-u': `BiDi-moduulit hyödyntävät aallonpituusjakoista kanavointia: ne lähettävät ja vastaanottavat eri aallonpituuksilla samassa yksimuotokuidussa. Tämä malli lähettää aallonpituudella {tx} ja vastaanottaa aallonpituudella {rx}, ja sen kantama OS2-kuidulla on jopa {reach}. Linkin toiseen päähän tarvitaan pariksi {partner}.

## Käyttökohteet

- Kampus- ja rakennusyhteydet, joissa kuitua on niukasti
- Operaattoreiden liityntäverkot ja FTTx-backhaul-yhteydet
- Lisäkapasiteetti olemassa olevalle reitille ilman uuden kaapelin vetämistä`,

  'sfp28-25g-sr': `{standard} {form} -moduuli siirtää datan yhtenä 25,78 Gbps:n kanavana, ja sen kantama on jopa {reach} {fiber}-kuidulla. Kaapelointi on sama duplex-LC kuin 10G SFP+ -moduuleissa, joten palvelinliitännät voi päivittää koskematta asennettuihin kuituihin.

## Mallin valinta

- SR- ja CSR-moduulit edellyttävät, että RS-FEC on käytössä molempien päiden kytkimissä
- LR sopii yksimuotoyhteyksiin laitesalien tai rakennusten välillä
- Kaikki mallit tukevat SFF-8472-digitaalidiagnostiikkaa`,

  'qsfp28-100g-sr4': `{standard} {form} -moduuli siirtää 100G-liikenteen muodossa {lanes}, ja sen kantama on jopa {reach} {fiber}-kuidulla {connector}-liitännän kautta. Tehonkulutus on enintään {power}.

## Minkä mallin valitsen?

- SR4: monimuotoyhteydet räkin tai laitesalin sisällä, jaettavissa 4×25G-porteiksi
- CWDM4 ja DR: edulliset yksimuotoyhteydet 2 km:iin asti
- LR4 ja ER4: 10–40 km:n yhteydet kampusten välillä ja metroverkoissa

Kaikki mallit tukevat SFF-8636-digitaalidiagnostiikkaa, ja niiden yhteensopivuus on testattu Ciscon, Aristan, Juniperin ja muiden valmistajien kytkimissä.`,

  'qdd-400g-sr8': `{standard} {form} -moduuli siirtää 400G-liikenteen muodossa {lanes}, ja sen kantama on jopa {reach} {fiber}-kuidulla {connector}-liitännän kautta. Tehonkulutus on enintään {power}. QSFP-DD-moduulipaikka on taaksepäin yhteensopiva QSFP28:n kanssa, mikä helpottaa kytkinten päivittämistä.

## Porttien jako ja yhteenliitännät

- SR8 jakautuu 2×200G- tai 8×50G-porteiksi
- DR4 syöttää neljää 100G DR -moduulia MPO-haaroituskaapelin kautta
- FR4 ja LR4 käyttävät duplex-LC-liitäntää ja hyödyntävät olemassa olevaa yksimuotokaapelointia

Moduuleissa on CMIS-hallintarajapinta, ja niiden bittivirhesuhde ja pitkäaikainen vakaus testataan Aristan, Ciscon, Juniperin ja NVIDIAn alustoilla ennen toimitusta.`,

  'sfp-10g-pdac': `Passiivisen {speed} {form} -DAC-kaapelin molemmissa päissä on {form}-liittimet, ja niiden välillä kulkee suojattu twinax-kaapeli. Se muodostaa {speed}-yhteyden ilman optiikkaa tai kuitua ja sopii erinomaisesti räkin yläosan (ToR) kytkimen ja palvelimen välille.

## Miksi DAC?

- Passiivinen rakenne kuluttaa alle 0,1 W eikä juuri tuota lämpöä
- Selvästi pienempi viive kuin optisissa yhteyksissä
- Hinta vain murto-osa kahden optisen moduulin ja kytkentäkaapelin hinnasta

Molemmat päät voidaan koodata kytkimesi valmistajan mukaan. Pituudet ovat 0,5–5 m; muutamaa pituuden ja koodauksen yhdistelmää valmistetaan vain tilauksesta.`,

  'qsfp-4sfp10g-pdac': `Haaroitus-DAC-kaapelin toisessa päässä on {form}-liitin ja toisessa neljä {branch}-haaraa, joten yksi {speed}-portti jaetaan {split}-porteiksi. Se on yleinen tapa kasvattaa räkin yläosan kytkimen porttitiheyttä tai käyttää nousulinkkiportteja 25G- tai 10G-palvelimille.

## Ennen tilausta

- Kytkimen portin on tuettava haaroitustilaa, ja tila on määritettävä käyttöön
- Kaikkien neljän haaran on liityttävä samalla nopeudella toimiviin laitteisiin
- Sekä runkopää että haarat voidaan koodata valmistajakohtaisesti`,

  'sfp-10g-aoc': `Aktiivisessa optisessa {speed} {form} -kaapelissa (AOC) 850 nm:n VCSEL-optiikka on integroitu kummankin pään {form}-liittimeen, ja päiden välillä kulkee OM3-monimuotokuitu. Kaapeli toimii kytke ja käytä -periaatteella: erillisiä moduuleja tai kytkentäkaapeleita ei tarvitse hankkia.

## Edut DAC-kaapeliin verrattuna

- Kantama jopa 30 m
- Ohuempi ja kevyempi kaapeli ja pieni taivutussäde pitävät räkit siisteinä
- Sähkömagneettiset häiriöt eivät vaikuta siihen

Kaapelin pituus on kiinteä, joten mittaa todellinen reitti ja jätä pituutta valitessasi hieman varaa.`,

  'os2-lc-lc-upc-duplex': `Tässä {ends} -duplex-yksimuotokytkentäkaapelissa on OS2 9/125 µm -kuitu ja {polish}-hiotut päätypinnat; lisäysvaimennus on {il} ja paluuvaimennus {rl}. Käytä sitä 10G–400G-yksimuotomoduulien ja kytkentäpaneelien välillä.

## Värit ja pituudet

Keltainen on TIA-598-standardin mukainen yksimuotokuidun väri; sininen ja musta auttavat erottamaan palvelut tai varmennetut reitit toisistaan. Pisimpiä pituuksia on saatavana vain yleisimmissä väreissä.

- Jokaisen kaapelin mukana mittauspöytäkirja
- Vähäsavuinen ja halogeeniton LSZH-vaippa
- LC-liittimien polariteetin voi vaihtaa paikan päällä`,

  'om4-lc-lc-duplex': `Tässä {ends} -OM4-monimuotokytkentäkaapelissa on taivutuskestävä 50/125 µm -kuitu, jonka efektiivinen moodikaistanleveys on 4 700 MHz·km aallonpituudella 850 nm. Se riittää 10GBASE-SR:lle 400 metriin ja 25GBASE-SR:lle 100 metriin. Lisäysvaimennus on {il} ja kaapelin halkaisija {diameter}.

## Värivaihtoehdot

Vedenvihreä (aqua) on OM3- ja OM4-kuitujen vakioväri, Erika-violettia käytetään Euroopassa laajasti OM4:n merkitsemiseen, ja musta erottaa hallintayhteydet muista. Mustaa on saatavana 10 metriin asti.

- Uniboot-versio: yksi pyöreä kaapeli, polariteetin voi vaihtaa ilman työkaluja
- Vähäsavuinen ja halogeeniton LSZH-vaippa
- Jokainen kaapeli testattu, mittauspöytäkirja mukana`,

  'mpo12-om4-trunk': `{connector}-runkokaapelissa on {fibers} {fiber}-kuitua, molemmissa päissä naarasliittimet (ilman ohjaustappeja) ja tyypin B polariteetti, joten sillä voi yhdistää kaksi rinnakkaisoptiikkamoduulia suoraan toisiinsa. Tyypillisiä käyttökohteita: {use}.

## Pieni vaimennus jo suunnittelussa

Liittimet ovat {polish}-hiottuja ja lisäysvaimennus on {il}, joten lyhyen kantaman 400G-yhteyksissä vaimennusbudjettiin jää runsaasti varaa kytkentäpaneeleille ja -kaapeleille.

- Jokainen päätypinta tarkastettu 3D-interferometrillä
- Pyöreä LSZH-vaippa, halkaisija 3,0 mm
- Pölysuojat ja pituusmerkinnät molemmissa päissä`,
};

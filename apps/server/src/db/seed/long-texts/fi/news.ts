// news long texts in fi (see ../types.ts for keys).
export const NEWS: Record<string, string> = {
  '2025-06-18-1': `Kesäkuussa 2025 YT Networks siirsi optiikan koodauksen ja testauksen uuteen 1 200 m²:n laboratorioon Shenzhenin Nanshanin piiriin, muutaman minuutin kävelymatkan päähän pääkonttoristamme. Muutto kolminkertaistaa päivittäisen kapasiteettimme noin 9 000 moduuliin, ja koodaus, sisäänajo (burn-in), toiminnallinen testaus ja lopputarkastus tehdään nyt saman katon alla.

Laboratoriossa on yli 120 Ciscon, Juniperin, Aristan, HPE Aruban, Huawein, Dellin ja muiden valmistajien kytkintä, reititintä ja palvelinverkkokorttia. Kun yhteensopiva moduuli on koodattu kohdealustalleen, se asetetaan saman laiteperheen oikeaan laitteeseen. Näin varmistetaan, että laite tunnistaa moduulin, linkki nousee oikealla nopeudella ja digitaalinen diagnostiikka raportoi oikeat arvot: lämpötilan, käyttöjännitteen, laserin biasvirran sekä lähetys- ja vastaanottotehon.

## Uudet testausvalmiudet

- Neljä ohjelmoitavaa lämpötestikaappia lämpötilasyklaukseen -40 °C:n ja +85 °C:n välillä
- Bittivirhesuhdetesterit ja näytteistävät oskilloskoopit 25G NRZ- ja 53 GBd PAM4 -signaaleille, joten jokaisesta 400G-moduulista mitataan TDECQ ja bittivirhesuhde ennen FEC-korjausta
- Optiset spektrianalysaattorit ja säädettävät vaimentimet CWDM-, LWDM- ja DWDM-moduulien aallonpituus- ja herkkyystesteihin
- Oma vika-analyysipiste: palautetuista moduuleista laaditaan kirjallinen raportti viiden arkipäivän kuluessa

”Asiakkaalle moduuli on vain niin hyvä kuin sen ensimmäinen käynnistys omassa räkissä”, sanoo YT Networksin laatupäällikkö. ”Uuden laboratorion ansiosta voimme testata jokaisen moduulin perusteellisemmin lisäämättä toimitusaikoihin päivääkään.”

Laboratorio on ollut täydessä käytössä kesäkuun puolivälistä lähtien. Kaikki varastotuotteiden ja erikoiskoodattujen moduulien tilaukset testataan nyt siellä ennen lähetystä, eivätkä toimitusajat ole muuttuneet.`,

  '2025-09-12-1': `YT Networks oli 10.–12.9. mukana kansainvälisillä optoelektroniikkamessuilla Shenzhen World Exhibition and Convention Centerissä. Tavallisten staattisten näytekappalerivistöjen sijaan rakensimme tänä vuonna osastolle pienen, toimivan leaf-spine-verkon: kaksi 400G-spine-kytkintä ja neljä 100G/25G-leaf-kytkintä, ja jokainen linkki toimi YT:n optiikoilla ja kaapeleilla.

Esittelyverkko oli käynnissä yhtäjaksoisesti 72 tuntia, ja reaaliaikainen hallintanäkymä näytti jokaisen linkin lähetys- ja vastaanottotehon, moduulin lämpötilan ja bittivirhesuhteen ennen FEC-korjausta. 400G DR4 -moduulit oli kytketty MPO-12 APC -kytkentäkaapeleilla, ja yksi portti oli jaettu 4×100G DR -linkeiksi, jotka päättyivät suoraan leaf-kytkimen 100G-portteihin. Sama ratkaisu on yleinen verkoissa, joita päivitetään vaiheittain.

## Kävijöiden yleisimmät kysymykset

- Miten valita 400G DR4:n ja FR4:n välillä: DR4 enintään 500 metrin yhteyksiin, kun porttien jakamisen joustavuus on tärkeää, FR4, kun tarvitaan duplex-LC-liitäntää ja jopa 2 km:n kantamaa
- Tunnistavatko suurimpien valmistajien kytkimet yhteensopivat optiikat ilman varoituksia
- Milloin 800G:hen kannattaa varautua ja voiko nykyisen OS2-yksimuotokaapeloinnin säilyttää
- Pienten erien toimitusajat, kun koodaus ja tarrat tehdään asiakkaan toiveiden mukaan

Messujen aikana tapasimme järjestelmäintegraattoreita, operaattoreita ja datakeskusten ylläpitotiimejä yli 40 maasta ja alueelta. Kiitos jokaiselle osastollamme vierailleelle asiakkaalle ja kumppanille. Osastolla vastaanotettuihin tarjouspyyntöihin vastaa kunkin alueen myyntiinsinööri yhden arkipäivän kuluessa.`,

  '2025-11-20-1': `Alankomaissa sijaitseva eurooppalainen varastomme on lähettänyt tilauksia 20.11.2025 alkaen. Varastossa on yli 2 000 suosittua nimikettä: 10G- ja 25G-moduuleja, 100G QSFP28 -optiikoita, DAC- ja AOC-kaapeleita, LC- ja MPO-kytkentäkaapeleita sekä valikoima liityntäkytkimiä ja langattomia tukiasemia.

Kun EU-asiakas maksaa euroissa, näytetyt hinnat sisältävät jo paikallisen arvonlisäveron ja tilaukset toimitetaan tullattuina (DDP), joten tulleja tai tullausmaksuja ei tarvitse maksaa vastaanotettaessa. Varastossa olevat tilaukset, jotka maksetaan ennen klo 14.00 Keski-Euroopan aikaa (CET), lähtevät samana päivänä ja ovat perillä useimmissa EU-maissa 2–4 arkipäivässä.

## Mikä muuttuu eurooppalaisille asiakkaille

- Varastotuotteiden tilauksia ei enää lähetetä Shenzhenistä: toimitusaika lyhenee 5–8 päivästä 2–4 arkipäivään
- EU:n arvonlisäverolaskut laatii eurooppalainen yhtiömme, ja yritysasiakkaat, joilla on voimassa oleva ALV-tunniste, voivat käyttää käännettyä verovelvollisuutta
- Palautukset ja takuuvaihdot lähetetään Alankomaiden varastoon ilman rajat ylittävän lähetyksen kuluja
- Erikoiskoodatut optiikat koodataan ja testataan edelleen Shenzhenin laboratoriossamme, ja ne lähtevät yleensä 3–5 arkipäivässä

Shenzhenin pääkonttori vastaa edelleen kaikkien tuotteiden koodauksesta, testauksesta ja teknisestä tuesta. Euroopan varastoa täydennetään Shenzhenistä kahdesti viikossa, ja saatavilla olevat määrät näkyvät reaaliaikaisesti jokaisella tuotesivulla.`,

  '2026-01-27-1': `Kiinalainen uusivuosi 2026 lähestyy. Jotta tilauksesi etenevät sujuvasti ennen juhlapyhiä ja niiden jälkeen, kerromme tässä, miten palvelumme toimivat.

## Toimitukset

- Shenzhenin varasto: ei lähetyksiä 14.–23.2.; normaalit lähetykset jatkuvat 24.2.
- Varastotuotteiden tilaukset, jotka maksetaan ennen 11.2. klo 12.00 Pekingin aikaa, lähetetään ennen lomaa
- Erikoiskoodatut tilaukset on hyvä vahvistaa viimeistään 6.2., jotta koodaus ja testaus ehditään tehdä ajoissa
- Alankomaiden varasto: lähetykset normaalisti koko loman ajan, joten EU-asiakkaiden varastotilauksiin loma ei vaikuta

## Asiakaspalvelu

Verkkokaupassa voi tehdä ja maksaa tilauksia koko loman ajan. Päivystävät insinöörit käsittelevät verkossa tulevat kysymykset ja tekniset ongelmat; vastaaminen voi kestää 24–48 tuntia. Jos kiireellinen ongelma vaikuttaa tuotantoverkkoon, kirjoita viestin otsikkoon ”KIIREELLINEN”, niin käsittelemme sen ensisijaisesti. Loman aikana saapuneisiin tarjouspyyntöihin ja kyselyihin vastataan saapumisjärjestyksessä 24.2. alkaen yhden arkipäivän kuluessa.

Kansainväliset pikalähetykset ja merirahti ruuhkautuvat yleensä juhlapyhien tienoilla, joten jos sinulla on projekti tulossa, suosittelemme tilaamaan ajoissa. Kiitos luottamuksestanne kuluneena vuonna. YT Networksin koko henkilökunta toivottaa onnellista ja menestyksekästä Hevosen vuotta!`,

  '2026-04-22-1': `Huhtikuussa 2026 YT Networks läpäisi ISO 9001:2015 -laadunhallintajärjestelmänsä ja ISO 14001:2015 -ympäristöjärjestelmänsä kolmen vuoden välein tehtävät uudelleensertifiointiauditoinnit. Riippumaton sertifiointielin teki nelipäiväisen auditoinnin Shenzhenin pääkonttorissamme ja optiikan testauslaboratoriossa.

Auditointi kattoi tuotesuunnittelun, toimittajahallinnan, optiikan koodauksen ja testauksen, varastoinnin ja logistiikan sekä palautusten ja takuuvaatimusten käsittelyn. Auditoijat jäljittivät useita moduulieriä vastaanottotarkastuksesta lähetykseen ja tarkistivat sarjanumerot, koodausversiot, testitiedot ja lopputarkastuksen tulokset. He totesivat, että jokainen lähetetty moduuli on jäljitettävissä.

## Missä parannamme edelleen

- Kriittisten osien, kuten laserien ja DSP-piirien, vastaanottotarkastusta tiukennetaan tasosta AQL 0,65 tasoon AQL 0,4
- Vika-analyysi nopeutuu: palautettujen moduulien kirjallinen raportti valmistuu nyt viidessä arkipäivässä seitsemän sijaan
- Pakkausmateriaalia käytetään vähemmän: yksittäiset moduulit lähetetään nyt kierrätyskuitualustoissa, mikä säästää noin kuusi tonnia muovia vuodessa
- Uusiutuvan sähkön osuus Shenzhenin varaston ja testauslaboratorion sähkönkulutuksesta nostetaan 35 %:iin vuonna 2026

Laadunhallinta on muutakin kuin todistus. Julkaisemme jatkossakin kunkin tuotelinjan palautusasteet, ja asiakaspalaute on edelleen ensimmäinen asia jokaisessa neljännesvuosittaisessa toimittaja-arvioinnissa. Kopiot sertifikaateistamme saa pyytämällä yhteydenottosivun kautta, ja lähetämme ne yhden arkipäivän kuluessa.`,

  '2026-07-15-1': `YT Networks avasi japaninkielisen tukipalvelunsa Tokiossa 15.7.2026. Tiimi koostuu Japanin markkinat hyvin tuntevista verkkoinsinööreistä, ja se palvelee arkipäivisin klo 9–18 Japanin aikaa.

Japani on yksi nopeimmin kasvavista markkinoistamme; suurin osa asiakkaistamme siellä on järjestelmäintegraattoreita, datakeskusoperaattoreita ja yritysten IT-osastoja. Tähän asti heidän tekniset kysymyksensä on käsitelty englanniksi Shenzhenistä, ja sekä aikaero että kieli hidastivat asiointia. Nyt asiakkaat voivat hoitaa kaiken tuotevalinnasta ja yhteensopivuuden tarkistuksesta vianmääritykseen suoraan japaniksi.

## Mitä Tokion tukipalvelu tarjoaa

- Neuvontaa optisten moduulien, kytkinten ja langattomien tukiasemien valintaan ja yhteensopivuuteen
- Tarjoukset jeneissä sekä tarjous- ja toimitusasiakirjat japanilaisten asiakkaiden odottamassa muodossa
- Arviointinäytteet, jotka ovat yleensä perillä 3–5 arkipäivässä
- Takuu- ja palautusasioiden käsittely sekä vika-analyysien tulosten selittäminen japaniksi

Japanilaisten asiakkaiden verkkosivuston kautta lähettämiin tarjouspyyntöihin vastataan yhden arkipäivän kuluessa ja teknisiin kysymyksiin 12–24 tunnissa. Tuotteet lähetetään edelleen Shenzhenin ja Alankomaiden varastoista, ja ne ovat Japanissa yleensä 3–5 päivässä.`,

  '2025-07-08-2': `400G QSFP-DD -tuoteperheemme on nyt varastossa kolmena versiona, DR4, FR4 ja SR8, jotka kattavat datakeskusten tärkeimmät 400G-käyttökohteet 100 metristä 2 kilometriin. Kaikki kolme perustuvat 7 nm:n PAM4-DSP:hen ja tukevat CMIS 5.0 -hallintarajapintaa. Enimmäistehonkulutus on DR4:llä ja SR8:lla 10 W ja FR4:llä 12 W.

## Näin mallit eroavat

- QDD-400G-DR4: 1310 nm, neljä 100G PAM4 -kanavaa, yksimuotoinen MPO-12 APC -liitin, 500 m OS2-kuidulla; voidaan jakaa 4×100G DR -linkeiksi, jotka liitetään suoraan 100G-portteihin
- QDD-400G-FR4: neljä CWDM-aallonpituutta duplex-LC-liittimessä, 2 km OS2-kuidulla; sopii hyvin spine-yhteyksiin laitesalien tai kampuksen rakennusten välillä
- QDD-400G-SR8: 850 nm, kahdeksan 50G PAM4 -kanavaa, MPO-16-liitin, 100 m OM4-monimuotokuidulla; räkkien välisiin yhteyksiin olemassa olevaa monimuotokaapelointia hyödyntäen

## Koodaus ja testaus

Ennen lähetystä jokainen moduuli koodataan kohdealustalleen ja tarkistetaan saman laiteperheen oikeassa kytkimessä: tunnistus, linkin muodostus ja DDM-lukemat. Testiympäristöihimme kuuluvat muun muassa Cisco Nexus 9000-, Arista 7060X- ja Juniper QFX5220 -sarjan kytkimet. Tehdastesteissä mitataan TDECQ, sammutussuhde, lähetysteho ja vastaanottimen herkkyys, ja varmistetaan, että bittivirhesuhde ennen FEC-korjausta pysyy alle 2,4E-4:n raja-arvon lämpötila-alueen molemmissa ääripäissä.

400G-moduuleilla on viiden vuoden takuu. Jos tarvitset suuremman määrän tai erikoiskoodausta, lähetä meille tarjouspyyntö, niin vastaamme hinnalla ja toimitusajalla yhden arkipäivän kuluessa.`,

  '2025-10-14-2': `YT Networks esittelee ensimmäiset Wi-Fi 7 (IEEE 802.11be) -tukiasemansa yrityskäyttöön: kolmitaajuisen AP7810-BE-kattotukiaseman toimistoihin, konferenssikeskuksiin ja kampuksille sekä kaksitaajuisen AP7250-BE-seinärasiatukiaseman hotellihuoneisiin, opiskelija-asuntoloihin ja sairaaloiden vuodeosastoille. AP7250-BE käyttää vain 2,4 ja 5 GHz:n taajuusalueita, joten se on oikea valinta myös maissa ja alueilla, joissa 6 GHz:n aluetta ei ole vielä avattu Wi-Fille.

AP7810-BE käyttää 2×2 MIMO -tekniikkaa jokaisella taajuusalueella: jopa 688 Mbps 2,4 GHz:n alueella, 2 882 Mbps 5 GHz:n alueella 160 MHz:n kanavilla ja 5 765 Mbps 6 GHz:n alueella 320 MHz:n kanavilla, yhteensä noin 9,3 Gbps. Multi-Link Operation (MLO) antaa Wi-Fi 7 -päätelaitteiden lähettää ja vastaanottaa kahdella taajuusalueella yhtä aikaa, mikä vähentää selvästi viivepiikkejä ruuhkaisissa radioympäristöissä.

## Tärkeimmät tekniset tiedot

- AP7810-BE: kolme taajuusaluetta 2,4/5/6 GHz, yksi 10G-moninopeuksinen kuparinousulinkki, IEEE 802.3bt PoE++ -syöttö, enintään 1 024 liittynyttä päätelaitetta
- AP7250-BE: kaksi taajuusaluetta 2,4/5 GHz, jopa 3,6 Gbps, yksi 2,5G-nousulinkki sekä neljä gigabittiporttia IPTV-digiboksille, puhelimelle tai pöytätietokoneelle
- Molemmat tukevat WPA3-Enterprisea, 802.1X:ää ja nopeaa 802.11k/v/r-verkkovierailua, ja niitä voi hallita YT Cloudista, paikallisella ohjaimella tai tukiaseman omasta verkkokäyttöliittymästä

Jotta AP7810-BE:n 10G-nousulinkin koko suorituskyky saadaan käyttöön, tarvitaan liityntäkytkin, jossa on monigigabittiportit ja PoE++-syöttö; suosittelemme suunnittelemaan sen yhdessä YT S3950 -monigigabittisarjan kanssa. Voit myös lähettää pohjapiirustukset tarjouspyynnön mukana, niin insinöörimme laativat langattoman verkon kuuluvuussuunnitelman maksutta.`,

  '2026-01-20-2': `Kun Wi-Fi 7 -tukiasemat ja tarkkuudeltaan korkeat PTZ-kamerat yleistyvät, liityntätaso tarvitsee samaan aikaan nopeampia portteja ja enemmän tehoa: gigabitin nousulinkistä on tullut langattoman verkon pullonkaula. Kerroksen 3 S3950-monigigabittikytkimet on suunniteltu juuri tähän, ja ne tuovat monigigabittinopeudet nykyiselle Cat5e/Cat6-kaapeloinnille.

## Kolme mallia

- S3950-24M4X: 24 × 100M/1G/2,5G-moninopeuskupariporttia ja 4 × 10G SFP+ -nousulinkkiä
- S3950-48M4Y: 48 × 100M/1G/2,5G-moninopeuskupariporttia ja 4 × 25G SFP28 -nousulinkkiä
- S3950-24X4Y: 24 × 100M–10G-moninopeuskupariporttia ja 4 × 25G SFP28 -nousulinkkiä tukiasemille, joissa on 10G-nousulinkki, kuten AP7810-BE

Jokainen malli on saatavana ilman PoE:tä, -P-versiona 740 W:n budjetilla tai -PH-versiona 1 440 W:n budjetilla, jolloin vakiovarusteena on kaksi käytönaikaisesti vaihdettavaa virtalähdettä. Jokainen portti voi syöttää enintään 90 W (802.3bt Class 8), mikä riittää kolmitaajuisille Wi-Fi 7 -tukiasemille, lämmittimellä varustetuille ulkokameroille tai kevytpäätteille. 48-porttisessa mallissa 1 440 W riittää syöttämään kaikkia 48:aa porttia yhtä aikaa 30 W:n teholla.

## Tehty arjen ylläpitoon

- Porttikohtaiset tehoprioriteetit ja reaaliaikainen kulutuksen seuranta, joten kriittiset laitteet saavat virran ensin, kun budjetti ei riitä
- Täysi kerroksen 3 toiminnallisuus OSPF:llä, BGP:llä ja VRRP:llä, joten kytkimet toimivat liityntätasolla tai pienen kampusverkon kokoojatasona
- VLANit, 802.1X, LLDP-MED, ACL-listat ja IGMP snooping; hallinta verkkokäyttöliittymällä, komentorivillä, SNMP:llä tai YT Cloudilla

Nousulinkkeihin käyvät suoraan YT:n 10G SFP+- ja 25G SFP28 -optiikat sekä DAC-kaapelit. Kaikki mallit ovat 1U:n räkkiasennettavia, ja niillä on kolmen vuoden takuu.`,

  '2026-05-12-2': `Tekoälyn koulutusklusterit nostavat datakeskusverkkoja 400G:stä 800G:hen. Tähän tarpeeseen YT Networks tuo 800G-moduuliperheen sekä OSFP- että QSFP-DD800-muodossa. Arviointinäytteitä voi pyytää jo nyt, ja volyymitoimitukset on suunniteltu vuoden 2026 kolmannelle neljännekselle.

Kaikki kolme moduulia perustuvat 5 nm:n PAM4-DSP:hen, jonka kanavanopeus on 112G PAM4 (hyötynopeus 100G), ja niiden tyypillinen tehonkulutus on 13–16 W:

- 800G 2×DR4: kahdeksan 1310 nm:n kanavaa kahdessa MPO-12 APC -liittimessä, 500 m OS2-yksimuotokuidulla, jaettavissa 2×400G DR4- tai 8×100G DR -linkeiksi
- 800G 2×FR4: kaksi neljän CWDM-aallonpituuden ryhmää kahdessa LC-liittimessä, 2 km OS2-kuidulla
- 800G SR8: 850 nm:n VCSEL-laserit MPO-16-liittimessä, 50 m OM4-monimuotokuidulla; GPU-palvelinten ja leaf-kytkinten välisiin yhteyksiin saman räkkirivin sisällä

## Miksi juuri nyt

Tyypillisessä rail-optimoidussa GPU-klusterissa jokainen 400G-verkkokortti tarvitsee optisen portin leaf-kytkimestä, ja leaf-tasolta spine-tasolle tarvitaan yhtä monta nousulinkkiä. Kun käytössä on 51,2T-kytkimiä ja 800G-portteja, jokainen kytkin palvelee kaksi kertaa enemmän 400G-kortteja, mikä vähentää sekä verkon tasojen että moduulien kokonaismäärää.

OSFP-versiossa on integroitu jäähdytyssiili suuritehoisiin ympäristöihin; QSFP-DD800-versio on mekaanisesti yhteensopiva nykyisten QSFP-DD-porttien kanssa. Pyydä arviointinäytteitä ja kerro samalla hieman projektistasi: insinöörimme ottavat yhteyttä yhden arkipäivän kuluessa ja varmistavat isäntäalustan ja koodausvaatimukset.`,

  '2026-08-26-2': `Leaf-spine-arkkitehtuurissa valtaosa yhteyksistä kulkee räkin sisällä ja vierekkäisten räkkien välillä. Näillä lyhyillä yhteyksillä DAC- ja AOC-kaapelit ovat edullisempia, kuluttavat vähemmän sähköä ja ovat helpompia hallita kuin kahden moduulin ja kytkentäkaapelin yhdistelmä. Siksi olemme järjestäneet DAC- ja AOC-valikoimamme uudelleen ja laajentaneet sitä merkittävästi.

## Valikoima lyhyesti

- Passiiviset DAC-kaapelit: 10G SFP+, 25G SFP28 ja 100G QSFP28 pituuksina 0,5 m, 1 m, 2 m, 3 m ja 5 m
- Haaroitus-DAC:t: 100G QSFP28 – 4×25G SFP28 ja 40G QSFP+ – 4×10G SFP+, 1–5 m, joilla yksi nopea leaf-portti kytketään neljään palvelimeen
- Aktiiviset optiset kaapelit (AOC): 10G, 25G, 40G ja 100G pituuksina 3 m, 5 m, 10 m, 15 m, 20 m ja 30 m; 100G AOC kuluttaa vain noin 2,5 W päätä kohden

## Oikean kaapelin valinta

25G:n passiiviset DAC-kaapelit toimivat 3 metriin asti yleensä luotettavasti ilman RS-FEC:tä; 5 metrin version kanssa varmista, että RS-FEC (Clause 108) on käytössä kytkimen ja verkkokortin porteissa. 100G-nopeudella suosittelemme passiivisia DAC-kaapeleita enintään 5 metriin. Pidemmille matkoille tai räkkien välisiin yhteyksiin valitse AOC: se on ohuempi, taipuu jyrkemmin eikä estä ilmavirtaa räkissä.

Jokaista DAC- ja AOC-kaapelia on saatavana yleiskoodattuna tai Ciscolle, Juniperille, Aristalle, Mellanoxille ja muille alustoille koodattuna. Jotkin kytkinalustat hyväksyvät omista kaapeleistaan vain tietyt pituudet; valmistamme nämä yhdistelmät tilauksesta, joten kysy toimitusaikaa myynnistä. Kaapeleilla on viiden vuoden takuu.`,

  '2026-11-03-2': `Jotta asiakkaat voivat hankkia koko yhteyden palvelimesta kytkimeen samalta toimittajalta, YT Networks on laajentanut palvelinverkkokorttivalikoimaansa kolmella uudella nopealla, RoCEv2:ta tukevalla kortilla.

## Kolme uutta verkkokorttia

- NIC-E810-XXVDA2: Intel E810 -ohjainpiiri, kaksi 25G SFP28 -porttia (toimivat myös 10G-nopeudella), PCIe 4.0 x8, 11,3 W, RoCEv2 ja iWARP
- NIC-E810-CQDA2: Intel E810 -ohjainpiiri, kaksi 100G QSFP28 -porttia, PCIe 4.0 x16, 19,8 W; portit jakavat yhteensä 100 Gbps:n kaistan, joten toinen portti sopii parhaiten varayhteydeksi
- NIC-CX6DX-2C: NVIDIA ConnectX-6 Dx -ohjainpiiri, kaksi 100G-porttia, PCIe 4.0 x16, 18,7 W, IPsec- ja TLS-salauksen laitteistokiihdytys

RoCEv2:n ansiosta tallennus- ja hajautetun laskennan liikenne ohittaa käyttöjärjestelmän ytimen, jolloin sovellusten välinen kiertoviive laskee pienellä kuormalla muutamaan mikrosekuntiin. Yhdessä kytkinten PFC:n ja ECN:n kanssa tuloksena on häviötön Ethernet-verkko NVMe-oF-tallennukselle sekä pienille ja keskisuurille tekoälyn päättelyklustereille.

## Yhteensopivuus

Jokaisesta kortista on yleisversio sekä Dell- ja HPE-yhteensopivat versiot. Yhteensopivissa versioissa on OEM-laiteohjelmisto, joten iDRAC ja iLO tunnistavat kortin oikein, eivätkä palvelimen tuulettimet kiihdy täysille sen vuoksi, ettei kortin lämpötilaa pystytä lukemaan. Ajurit sisältyvät valmiiksi Windows Serveriin, Linuxiin, VMware ESXiin ja FreeBSD:hen. Jokaisen kortin linkit testataan YT:n optiikoilla ja DAC-kaapeleilla ennen toimitusta, ja korteilla on kolmen vuoden takuu.`,

  '2025-08-05-3': `Tyypillisessä leaf-spine-datakeskuksessa yli 70 % yhteyksistä on alle 5 metrin mittaisia: palvelimilta räkin yläosan (ToR) kytkimeen, kytkinten välillä ja vierekkäisten räkkien välillä. Näiden yhteyksien siirtotien valinta näkyy selvästi hankintakustannuksissa, sähkönkulutuksessa ja päivittäisessä ylläpidossa.

## Passiivinen DAC: oletusvalinta 5 metriin asti

Passiivisessa suorakytkentäisessä kuparikaapelissa (DAC) ei ole optisia komponentteja, se ei kuluta juuri lainkaan sähköä, ja sen viive on pienin, noin 5 ns metriä kohden ilman DSP-käsittelyä. Luotettava kantama on 25G- ja 100G-nopeuksilla tyypillisesti 5 m ja 400G-nopeudella yleensä enintään 2–3 m. Haittapuolena on kaapelien kömpelyys: ne ovat paksuja ja jäykkiä, vievät tiheissä räkeissä paljon tilaa ja voivat estää ilmavirtaa.

## AOC: tasapainoinen valinta 3–30 metriin

Aktiivisen optisen kaapelin (AOC) molempiin päihin on integroitu optiset lähetin-vastaanottimet, ja niiden välissä on monimuotokuitu. Se on DAC-kaapelia kevyempi ja ohuempi ja sen taivutussäde on pienempi, joten se sopii räkkien välisiin yhteyksiin. 100G AOC kuluttaa noin 1,5–2,5 W päätä kohden. Heikkoutena on, että kaapeli ja moduulit ovat yksi kokonaisuus: jos toinen pää vikaantuu, koko kaapeli on vaihdettava, ja pituus on tiedettävä tarkasti ennen asennusta.

## Moduulit ja kytkentäkaapelit: joustavin ratkaisu

Yli 30 metrin matkoilla tai aina, kun yhteydet kulkevat kytkentäpaneelien ja rakenteellisen kaapeloinnin kautta, moduulit ja kytkentäkaapelit ovat ainoa järkevä valinta. Niiden yhteyskohtainen hinta on korkein, mutta moduulit ja kaapelit voi vaihtaa erikseen ja kaapelointia voi käyttää eri nopeuksilla: sama OS2-yksimuotokuitu kelpaa 10G LR:stä 100G LR4:ään ja myöhemmin 400G FR4:ään.

## Suosituksemme

- Räkin sisällä: ensisijaisesti passiivinen DAC; 100G-porteissa kannattaa harkita 4×25G-haaroitus-DAC-kaapeleita
- Saman rivin vierekkäisten räkkien välillä: AOC, tai monimuotomoduulit ja OM4-kytkentäkaapelit, jos yhteydet muuttuvat usein
- Rivien ja laitesalien välillä: moduulit ja rakenteellinen OS2-yksimuotokaapelointi, jolloin seuraavalle nopeudelle jää tilaa

Jos et ole varma, mikä vaihtoehto sopii, lähetä meille räkkien sijoittelu ja porttiluettelo; insinöörimme vastaavat suosituksella 12–24 tunnin kuluessa.`,

  '2025-12-03-3': `Kun datakeskusta rakennetaan tai peruskorjataan, valitun kuidun on usein palveltava yli kymmenen vuotta. Moduulit voidaan vaihtaa kolmen–viiden vuoden välein, mutta kaapelihyllyille asennettuihin runkokaapeleihin kosketaan harvoin. Kaapelointipäätöksissä on siksi otettava huomioon sekä nykyinen nopeus että kahden seuraavan sukupolven päivityspolku.

## Kantamat rinnakkain

- 100G-SR4: 100 m OM4-monimuotokuidulla (OM3:lla 70 m), MPO-12-liitin
- 400G-SR8: 100 m OM4-kuidulla, MPO-16-liitin; 800G SR8:lla kantama putoaa OM4:llä 50 metriin
- 100G-DR / 400G-DR4: 500 m OS2-yksimuotokuidulla, DR4:ssä MPO-12 APC -liitin
- 100G-LR4 / 400G-FR4 / 400G-LR4: 2–10 km OS2-kuidulla, duplex-LC-liitin

Monimuotokuidun käyttökelpoinen kantama lyhenee nopeuden kasvaessa, kun taas yksimuotokuidun kantama pysyy käytännössä ennallaan.

## Lisäysvaimennusbudjetti

Kantama ei ole ainoa rajoite: lisäysvaimennus on yhtä tärkeä. 100G-SR4:n koko kanavan vaimennusbudjetti OM4-kuidulla on vain 1,9 dB, joten kahden MPO-kytkentäpaneelin kautta kulkevalla yhteydellä marginaalia jää hyvin vähän; 400G-DR4:n budjetti on 3 dB. Käytä vähävaimenteisia MPO-liittimiä (enintään 0,35 dB liitinparia kohden) ja mittaa jokaisen yhteyden vaimennus vastaanottotarkastuksessa.

## MPO-polariteetti ja APC

Rinnakkaisoptiikoissa, kuten SR4, SR8 ja DR4, MPO-runkokaapeleille tarvitaan yksi johdonmukainen polariteettimenetelmä; tyyppi B on yleisin. DR4 ja 800G 2×DR4 vaativat APC-liittimet (8° viisto), joita ei voi kytkeä monimuotokuidun UPC-liittimiin.

## Kokonaiskustannukset

Monimuotomoduulit ovat yleensä 30–50 % edullisempia kuin saman nopeuden yksimuotomoduulit, mutta OS2-kaapeli itsessään on halvempaa kuin OM4. Alle 100 metrin verkoissa, jotka pysyvät pitkään 100G-nopeudessa, OM4 on edelleen taloudellisesti järkevä. Jos aiot siirtyä 400G:hen tai 800G:hen kolmen vuoden sisällä, suosittelemme runkoyhteyksiin OS2-yksimuotokuitua ja räkkien sisälle DAC- tai AOC-kaapeleita.`,

  '2026-03-17-3': `Wi-Fi 7 (IEEE 802.11be) tuo 320 MHz:n kanavat, 4096-QAM-modulaation ja Multi-Link Operationin (MLO), ja sen teoreettiset huippunopeudet ylittävät Wi-Fi 6:n reilusti. Yritysverkossa todellinen hyöty riippuu kuitenkin muutamasta usein unohtuvasta edellytyksestä.

## 1. 6 GHz:n taajuuksissa on alueellisia eroja

Yhdysvallat, Kanada ja useat muut maat ovat avanneet 1 200 MHz:n kaistan välillä 5 925–7 125 MHz, mikä riittää kolmelle toisiinsa limittymättömälle 320 MHz:n kanavalle. EU ja Japani sallivat tällä hetkellä 480 MHz välillä 5 945–6 425 MHz, johon mahtuu vain yksi 320 MHz:n kanava, joten tiheissä asennuksissa siellä kannattaa yleensä käyttää 80 tai 160 MHz:n kanavia. Manner-Kiinassa 6 GHz:n aluetta ei tällä hetkellä käytetä Wi-Fille, ja Wi-Fi 7 -laitteet toimivat 2,4 ja 5 GHz:n alueilla.

## 2. Leveämpi ei aina ole parempi

Kun samassa kerroksessa on kymmeniä tukiasemia, leveät kanavat vähentävät käytettävissä olevien kanavien määrää ja lisäävät samalla kanavalla toimivien tukiasemien keskinäisiä häiriöitä. Useimmissa toimistoissa 40 tai 80 MHz 5 GHz:n alueella yhdistettynä 160 MHz:iin 6 GHz:n alueella tuottaa enemmän kokonaiskapasiteettia kuin 320 MHz:n tavoittelu kaikkialla.

## 3. MLO:n hyöty on tasaisuudessa

MLO:n avulla päätelaite voi käyttää kahta taajuusaluetta yhtä aikaa. Yksittäisen käyttäjän huippunopeus kasvaa vain maltillisesti, mutta kun toiselle taajuusalueelle osuu häiriöpurske, päätelaite voi siirtyä heti toiselle linkille, mikä vähentää selvästi videopuheluiden ja puheen viivevaihtelua (jitter). Tämä on erityisen arvokasta sairaaloissa, kaupankäyntisaleissa ja tehtaissa, joissa viiveellä on merkitystä.

## 4. Kiinteän verkon on pysyttävä perässä

Kolmitaajuinen Wi-Fi 7 -tukiasema voi raskaassa kuormassa tuottaa yli 2,5 Gbps liikennettä kiinteään verkkoon päin, joten se tarvitsee 5G- tai 10G-monigigabittinousulinkin. Täyden kuorman kulutus on yleensä 30–40 W, mikä tarkoittaa IEEE 802.3bt PoE++ -syöttöä. 48-porttinen liityntäkytkin, joka syöttää 24:ää Wi-Fi 7 -tukiasemaa, tarvitsee pelkästään langattomalle verkolle noin 900 W:n PoE-budjetin.

## 5. Päätelaitteet ehtivät mukaan

Useimmat vuodesta 2025 alkaen julkaistut keskihintaiset ja kalliimmat puhelimet ja kannettavat tukevat Wi-Fi 7:ää, mutta useimpien yritysten laitekanta on vielä Wi-Fi 5- ja Wi-Fi 6 -tasoa. Wi-Fi 7 -tukiasemat ovat täysin taaksepäin yhteensopivia, joten käyttöönotto nyt antaa mahdollisuuden saada kaapeloinnin, kytkimet ja virransyötön kuntoon ja hyötyä, kun päätelaitteet uusiutuvat.`,

  '2026-06-09-3': `Suurten mallien koulutus perustuu tiheisiin kollektiivisiin operaatioihin (All-Reduce, All-to-All) tuhansien GPU:iden välillä. Jos yksikin linkki hidastuu tai pudottaa paketteja, koko koulutusajo hidastuu. Siksi tekoälyklusterin taustaverkko (back-end) eroaa perustavasti tavallista liikennettä kuljettavasta etuverkosta (front-end).

## Rail-optimoitu topologia

Yleisessä kahdeksan GPU:n palvelimessa jokaisella GPU:lla on oma 400G-verkkokorttinsa. Rail-optimoidussa topologiassa jokaisen palvelimen samannumeroiset GPU:t kytketään samaan leaf-kytkimeen, joten saman ”railin” sisäinen liikenne kulkee vain yhden hypyn. Leaf–spine-yhteydet pidetään suhteessa 1:1 ilman ylivarausta, joten mitkä tahansa kaksi GPU:ta voivat viestiä täydellä kaistalla.

## Häviötön Ethernet

RDMA over Converged Ethernet (RoCEv2) on hyvin herkkä pakettihäviöille. Yleinen käytäntö on:

- ottaa PFC käyttöön RoCE-liikennettä kuljettavalla prioriteetilla, jotta puskurit eivät koskaan vuoda yli ja pudota paketteja
- ottaa käyttöön ECN ja DCQCN-ruuhkanhallinta, jotta lähettäjät hidastavat ennen kuin PFC:n täytyy puuttua
- käyttää yhtenäistä noin 9 000 tavun MTU:ta ja sijoittaa CNP-paketit korkean prioriteetin jonoon
- käyttää adaptiivista reititystä tai flowlet-pohjaista kuormantasausta suurten datavirtojen (elephant flow) aiheuttamien hash-törmäysten lievittämiseksi

## Kuinka monta moduulia

Otetaan esimerkiksi kaksitasoinen verkko 1 024 GPU:lle: 1 024 verkkokorttiporttia 400G-nopeudella vaatii 1 024 palvelinpään moduulia, leaf-kytkinten palvelinportit toiset 1 024, ja suhteessa 1:1 mitoitetut 1 024 leaf–spine-nousulinkkiä vielä 2 048 lisää, yhden kumpaankin päähän. Kun kaikki portit ovat 400G-portteja, moduuleja tarvitaan noin 4 100 eli neljä GPU:ta kohden; jos kytkimissä käytetään 800G-moduuleja, jotka kuljettavat kahta 400G-linkkiä porttia kohden, kokonaismäärä laskee noin 2 560:een eli 2,5:een GPU:ta kohden. Kun 400G-moduuli kuluttaa 9 W, pelkät optiikat vievät täysin 400G:hen perustuvassa ratkaisussa noin 37 kW sähköä ja vaativat vastaavan jäähdytyksen.

## Luotettavuus on yksikköhintaa tärkeämpää

Yksikin epävakaasti katkeileva linkki voi palauttaa koulutusajon viimeisimpään tarkistuspisteeseen ja hukata GPU-tunteja, joiden arvo on moninkertainen itse moduuliin verrattuna. Optiikkaa valitessa kannattaa katsoa erien tasalaatuisuutta, bittivirhesuhteen marginaalia ennen FEC-korjausta korkeassa lämpötilassa ja sitä, kuinka nopeasti toimittaja pystyy toimittamaan vika-analyysin ongelmatilanteessa. YT Networksin 400G- ja 800G-moduulit testataan kaikki tekoälyklustereissa yleisesti käytetyissä kytkimissä ja verkkokorteissa, ja jokaisen yksilön mukana toimitetaan sen tehdastestitiedot.`,

  '2026-09-22-3': `PoE kuljettaa datan ja sähkön samassa kaapelissa, mikä yksinkertaistaa huomattavasti kameroiden, langattomien tukiasemien ja IP-puhelinten asennusta. Kytkimen PoE-budjetti on kuitenkin rajallinen, ja huono suunnittelu johtaa siihen, että laitteet menettävät virran ja käynnistyvät uudelleen kuorman alla.

## Mitä kukin standardi tarjoaa

- IEEE 802.3af (PoE, luokat 0–3): 15,4 W kytkimellä, 12,95 W laitteella
- IEEE 802.3at (PoE+, luokka 4): 30 W kytkimellä, 25,5 W laitteella
- IEEE 802.3bt Type 3 (PoE++, luokat 5–6): 60 W kytkimellä, 51 W laitteella
- IEEE 802.3bt Type 4 (PoE++, luokat 7–8): 90 W kytkimellä, 71,3 W laitteella

Ero johtuu pääosin häviöistä 100 metrin Cat5e/Cat6-kaapelissa. Lyhyemmissä kaapeleissa häviöt ovat pienemmät, mutta suunnittele pahimman tapauksen mukaan.

## Laskuesimerkki

Oletetaan, että varastoon on kytkettävä:

- 24 kiinteää bullet-kameraa, kukin enintään 12 W: 288 W
- 8 Wi-Fi 6 -tukiasemaa, kukin enintään 25 W: 200 W
- 2 lämmittimellä varustettua PTZ-ulkokameraa, kukin enintään 60 W: 120 W
- 6 IP-puhelinta, kukin 7 W: 42 W

Yhteensä 650 W. Varaa lisäksi 20 %:n marginaali talven lämmitystä, käynnistyksen virtapiikkejä ja tulevaa laajennusta varten, jolloin tarve on noin 780 W. Yhden virtalähteen kytkin 740 W:n budjetilla ei riitä: valitse kahden virtalähteen malli tai malli, jonka budjetti on vähintään 1 000 W, tai jaa kuorma kahdelle kytkimelle.

## Muista myös

- Kytkimet, jotka laskevat budjetin varatun tehon mukaan, varaavat jokaiselle portille sen luokan enimmäistehon, joten laitteita mahtuu vähemmän kuin mitattuun kulutukseen perustuva laskelma antaa ymmärtää; suosi kytkimiä ja laitteita, jotka neuvottelevat tehon dynaamisesti LLDP:n avulla
- Suuret PoE++-kaapelinipput lämpenevät; käytä Cat6A-kaapelia ja rajoita kaapelien määrää nippua kohden
- Anna kriittisille laitteille korkeampi porttiprioriteetti ja ota käyttöön katkeamaton PoE-syöttö (perpetual PoE), jotta ne pysyvät virroissa kytkimen uudelleenkäynnistyksen ajan

Jos tarvitset apua PoE-budjetin mitoitukseen, lähetä meille laiteluettelo, niin insinöörimme suosittelevat sopivaa kytkinmallia ja virtalähdekokoonpanoa.`,

  '2026-10-20-3': `Kun verkkotiimit harkitsevat yhteensopivia optiikoita ensimmäistä kertaa, samat kysymykset toistuvat: tunnistaako kytkin ne, vaikuttavatko ne laitteiden takuuseen ja toimivatko ne kuin alkuperäiset osat? Vastausten ymmärtämiseksi kannattaa tietää, miten kytkin tunnistaa moduulin.

## Mitä koodaus on

SFP-, QSFP- ja QSFP-DD-moduulien sähköiset, optiset ja mekaaniset ominaisuudet määritellään MSA-sopimuksissa (multi-source agreement) ja niiden hallintarajapinnat SFF-8472-, SFF-8636- ja CMIS-määrityksissä. Jokaisessa moduulissa on EEPROM-muisti, johon on tallennettu muun muassa valmistajan nimi, osanumero, sarjanumero, nopeus ja aallonpituus. Osa kytkimistä lukee nämä kentät ja hyväksyy vain tietyt valmistaja-arvot. Yhteensopivan moduulin koodaaminen tarkoittaa, että kentät kirjoitetaan kohdealustan odottamalla tavalla ja tarkistussummat varmistetaan oikeiksi.

## Näin tarkistat moduulin

- Varmista asennuksen jälkeen, että portin linkki nousee oikealla nopeudella eikä järjestelmälokiin tule ”unsupported transceiver” -varoitusta
- Lue DDM-arvot: lämpötilan, käyttöjännitteen, biasvirran sekä lähetys- ja vastaanottotehon on oltava valmistajan ilmoittamissa rajoissa
- Tarkista vastaanottotehon marginaali tunnetusti hyvällä kytkentäkaapelilla ja vaimentimella; sen pitäisi yleensä olla vähintään 3 dB vastaanottimen herkkyyden yläpuolella
- Seuraa 100G- ja nopeammissa moduuleissa FEC-korjattujen virheiden laskureita ja varmista, että ne pysyvät vakaina pitkälläkin ajolla

## Entä laitteen takuu?

Käytännössä suurten laitevalmistajien tukitiimit eivät yleensä kieltäydy tukemasta kytkintä pelkästään siksi, että siihen on asennettu muiden valmistajien optiikoita, mutta ne voivat pyytää toistamaan optiikkaan liittyvän ongelman ensin omalla moduulillaan. Pidä kriittisiä yhteyksiä varten muutama alkuperäinen moduuli vertailukappaleena ja valitse toimittaja, joka antaa täydelliset testitiedot ja vaihtaa vialliset moduulit nopeasti.

## Näin YT Networks toimii

Jokainen toimittamamme yhteensopiva moduuli on testattu tunnistuksen ja linkin osalta kohdevalmistajan oikeassa laitteessa, ja sen mukana tulee sarjanumeroon yhdistetty testiraportti. Jos kytkimen ohjelmistopäivitys joskus aiheuttaa tunnistusongelman, koodaamme moduulin uudelleen tai vaihdamme sen maksutta. Moduuleilla ja kaapeleilla on viiden vuoden takuu, ja teknisiin kysymyksiin vastataan 12–24 tunnissa.`,
};

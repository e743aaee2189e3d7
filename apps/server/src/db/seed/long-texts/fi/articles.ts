// articles long texts in fi (see ../types.ts for keys).
export const ARTICLES: Record<string, string> = {
  // ---- Cases ----

  'case/university-campus-core': `Yliopiston kampusverkko oli ollut käytössä lähes kymmenen vuotta: kahden runkokytkimen välillä 10G, rakennuksiin 1G:n kuitunousulinkit ja langattomana verkkona hieman yli 700 Wi-Fi 5 -tukiasemaa. Jokaisen lukukauden alussa ja tenttiviikoilla luentosalien ja kirjastojen nousulinkit olivat tuntikausia täydellä kuormalla, ja sähköinen tenttijärjestelmä sekä videoluennot takkuilivat.

## Ratkaisu

IT-osasto halusi päivittää verkon vetämättä uutta kuitua. Insinöörimme kävivät paikan päällä läpi kuitujen mittauspöytäkirjat ja varmistivat, että kaikki rakennusten väliset runkoyhteydet olivat OS2-yksimuotokuitua, pisin yhteys 3,2 km ja vaimennusmarginaalia runsaasti. Näin syntyi seuraava suunnitelma:

- Kampuksen kahden konesalin välinen runkoyhteys nostettiin 4×100G:hen QSFP28 LR4 -moduuleilla, ja linkit koottiin yhteensä 400G:n kaistaksi
- 60 rakennuksen kokoojakytkimet kahdennettiin kumpaankin runkokytkimeen 25G SFP28 LR -moduuleilla
- Rakennusten sisällä 48-porttiset PoE+-liityntäkytkimet liittyvät rakennuksen kokoojakytkimeen 10G SFP+ -nousulinkeillä
- Asennettiin 1 400 Wi-Fi 6E -tukiasemaa, jotka käyttävät 6 GHz:n alueella 80 MHz:n kanavia tiheästi täytettyjen luentosalien tarpeisiin

Jokainen moduuli koodattiin yliopiston nykyiselle runkoalustalle, testattiin samassa kytkinmallissa ennen lähetystä ja merkittiin rakennusnumerolla, jotta sen voi asentaa suoraan pakkauksesta.

## Toteutus ja tulokset

Työ tehtiin kolmessa vaiheessa kymmenen viikon kesätauon aikana, ja kunkin rakennuksen siirto uuteen verkkoon kesti alle kaksi tuntia. Uuden lukukauden ensimmäisellä viikolla langattomassa verkossa oli huipussaan 24 000 samanaikaista päätelaitetta, ja rakennusten nousulinkkien käyttöaste pysyi alle 40 %:n. Yli 2 100 toimitetusta moduulista vain kolme jouduttiin vaihtamaan ensimmäisen vuoden aikana, kukin 48 tunnin kuluessa. Optiikka maksoi 62 % vähemmän kuin laitevalmistajan tarjous, ja säästöillä hankittiin lisää tukiasemia kirjastoon ja opiskelija-asuntoloihin.`,

  'case/regional-hospital': `Sairaalassa on yhdeksän rakennusta, ja sen sähköinen potilaskertomus, kuvantamisjärjestelmä (PACS), infuusiopumput, liikkuvat hoitokärryt ja hoitajakutsujärjestelmä ovat kaikki riippuvaisia verkosta. Vanhassa verkossa oli vain yksi runkokytkin, joten mikä tahansa vika vaikutti koko sairaalaan, ja Wi-Fi-yhteydet katkesivat henkilökunnan siirtyessä osastolta toiselle, jolloin hoitajat joutuivat kirjautumaan hoitokärryjen päätteille yhä uudelleen.

## Suunnitteluperiaatteet

Suunnittelimme uuden verkon yhdessä sairaalan järjestelmäintegraattorin kanssa yhden säännön varaan: mikään yksittäinen vika ei saa keskeyttää potilashoitoa.

- Kaksi runkokytkintä kahdessa erillisessä konesalissa, yhdistettyinä 2×100G QSFP28 LR4 -yhteyksillä
- Jokaisen rakennuksen kokoojakytkimet kahdennettu molempiin runkokytkimiin 10G SFP+ LR -moduuleilla, vikasiirto alle sekunnissa
- Omat VRF:t lääkinnällisille laitteille, hoitajakutsujärjestelmälle, hallinnolle, kuvantamiselle ja vieraille, ja kaikki niiden välinen liikenne kulkee palomuurien kautta
- Liityntäkytkimissä kaksi virtalähdettä ja katkeamaton PoE-syöttö, joten IP-puhelimet, hoitajakutsupäätteet ja tukiasemat pysyvät virroissa kytkinten päivitysten aikana

## Langaton verkkovierailu

Osastot kattaa 620 Wi-Fi 6 -tukiasemaa, joissa on nopea 802.11k/v/r-verkkovierailu, ja 5 GHz:n kanavasuunnitelma tehtiin nimenomaan hoitokärryjä ja käsipäätteitä varten. Osastojen käytävillä kävellen tehdyt mittaukset osoittavat, että verkkovierailun siirtymät kestävät alle 50 ms, joten puhelut ja liikkuvat osastokierrot eivät enää katkea.

## Tulokset

Uusi verkko otettiin käyttöön 14 yöllisessä huoltoikkunassa, joista jokainen harjoiteltiin ensin kokonaan testiympäristössä, eikä potilashoito häiriintynyt lainkaan. Sen jälkeen 12 kuukauden aikana ei ole ollut yhtään suunnittelematonta katkosta. Tokion tukipalvelumme auttaa sairaalan IT-tiimiä japaniksi, ja kaikista osista 5 % pidetään paikan päällä varaosina, jotta vikaantunut laite voidaan vaihtaa heti.`,

  'case/nordic-cloud-spine-leaf': `Pilvipalveluyritys rakensi kolmatta datakeskustaan Pohjoismaihin, ja ensimmäiseen vaiheeseen tuli 1 800 virtualisointi- ja tallennuspalvelinta. Verkon piti tarjota palvelimille 25G-liitännät ja enintään 3:1-ylivaraussuhde, ja sen oli oltava päivitettävissä 800G:hen ilman uutta kaapelointia.

## Arkkitehtuuri

- 48 leaf-kytkintä, kussakin 48 × 25G-palvelinporttia ja 8 × 100G-nousulinkkiä
- 8 spine-kytkintä, kussakin 32 × 400G QSFP-DD -porttia
- Leaf–spine-yhteydet 400G DR4 -moduuleilla: jokainen 400G-portti jaetaan MPO-12 APC -haaroituskaapelilla neljäksi 100G DR -linkiksi neljään eri leaf-kytkimeen
- Palvelimet liitetty leaf-kytkimiin passiivisilla 25G SFP28 -DAC-kaapeleilla, pituus 1–3 m
- Laitesalien välillä OS2-yksimuotoiset MPO-runkokaapelit, asennettu kerralla rakenteelliseksi kaapeloinniksi

## Miksi DR4-haaroitus

Verrattuna 100G-portteihin spine-kytkimissä 400G DR4 -haaroitus tarvitsee vain neljänneksen spine-porteista: kukin spine käyttää nyt vain 12 porttia 32:sta, joten verkko voi kasvaa 128 leaf-kytkimeen lisäämättä spine-kytkimiä. Lisäksi yksi moduulityyppi kattaa kaikki enintään 500 metrin leaf–spine-yhteydet. Kun spine-kytkimet päivitetään 800G:hen, nykyinen OS2-kaapelointi jää paikalleen.

## Tulokset

Toimitimme 96 kpl 400G DR4 -moduuleja, 384 kpl 100G DR -moduuleja ja 1 900 kpl 25G DAC-kaapeleita. Jokainen moduuli koodattiin ja testattiin asiakkaan omissa kytkinmalleissa, ja jokaisen yksilön mukana toimitettiin testiraportti. Kokonaiskustannukset olivat 55 % alle laitevalmistajan optiikka- ja kaapelitarjouksen, ja optiikan vikaantumisaste kentällä on pysynyt alle 0,1 %:n yhdeksän käyttökuukauden aikana.`,

  'case/smart-factory': `Valmistaja toimittaa jarru- ja ohjausosia useille autonvalmistajille, ja sillä on kolmessa tehtaassa yhteensä 42 automatisoitua tuotantolinjaa. Kun MES-järjestelmä, konenäkötarkastus ja verkkoon liitetyt koneet otettiin käyttöön, tehdasverkosta tuli osa tuotantoa. Vanhat toimistokäyttöön tarkoitetut kytkimet ja kuparikaapelointi kuitenkin vikaantuivat jatkuvasti kuumuudessa, pölyssä ja sähkömagneettisissa häiriöissä, ja linjat seisoivat noin kuusi tuntia kuukaudessa.

## Ratkaisu

- Jokaisen tehtaan 10G-kuiturengas yhdistää kaikkien tuotantohallien teollisuuskokoojakytkimet, ja ERPS-suojaus (G.8032) palauttaa yhteyden yksittäisestä kuitukatkosta alle 50 ms:ssa
- Renkaissa käytetään teollisuuslämpötila-alueen (-40 °C … +85 °C) 10G SFP+ LR -moduuleja, ja tuotantolaitteet liitetään teollisuusluokan 1G SFP LX -moduuleilla pitkien kuparivetojen sijaan, jotka olisivat alttiita taajuusmuuttajien ja hitsauslaitteiden häiriöille
- Konenäköasemien 200 teollisuuskameraa saavat virtansa PoE+-kytkimiltä; kameraliikenne on omassa VLANissaan, ja monilähetystä hallitaan IGMP snoopingilla
- Kolme tehdasta on yhdistetty 10G:n pimeällä kuidulla, ja tehtaan konesalissa palvelimet liitetään 25G-nopeudella

## Toteutus

Työ tehtiin kahdessa vaiheessa kiinalaisen uudenvuoden ja kansallispäivän tuotantoseisokkien aikana. Toimitimme jokaiseen kaappiin valmiiksi määritetyt ja merkityt moduulit ja kytkentäkaapelit, joten paikallisen tiimin tarvitsi vain seurata piirustuksia. Jokainen teollisuusmoduuli lämpösyklattiin -40 °C:n ja +85 °C:n välillä ennen lähetystä.

## Tulokset

Käyttöönoton jälkeen verkosta johtuvia linjapysähdyksiä ei ole ollut lainkaan. Konenäköasemien kuvien siirtoaika lyheni keskimäärin 1,8 sekunnista 0,3 sekuntiin, mikä nosti tarkastusten läpimenoa 12 %. Tehtaan IT-tiimi seuraa nyt jokaisen kuituyhteyden vastaanottotehoa DDM:n avulla ja vaihtaa ikääntyvät kytkentäkaapelit ennen kuin ne ehtivät vaikuttaa tuotantoon.`,

  'case/resort-hotel-wifi': `Lomakeskuksessa on kuusi majoitusrakennusta, kolme ravintolaa, konferenssikeskus, kaksi uima-allasta ja 800 metrin yksityisranta. Vanhan Wi-Fi-verkon tukiasemat olivat vain käytävillä, ja betoniseinien läpi huoneisiin pääsi vain vähän signaalia. Sesonkiaikana vastaanottoon tuli päivittäin valituksia internetyhteydestä, ja ”huono Wi-Fi” oli verkkoarvosteluissa yleisin moite.

## Ratkaisu

- Jokaiseen huoneeseen seinärasiaan asennettava Wi-Fi 6 -tukiasema, jossa neljä kiinteää gigabittiporttia IPTV-digiboksille, huonepuhelimelle ja minibaarille
- 36 IP67-luokiteltua ulkotukiasemaa uima-altaiden, puutarhojen ja rannan alueelle, rannan suuntaiset suunta-antennit sekä ukkos- ja suolasumusuojaus
- Jokaisessa majoitusrakennuksessa 48-porttiset PoE+-kytkimet, jotka liittyvät runkoon 10G SFP+ -moduuleilla rakennusten välisen OS2-yksimuotokuidun kautta
- Omat VLANit vieraille, henkilökunnalle, IPTV:lle, ovilukoille ja kassajärjestelmille; vieraat kirjautuvat kirjautumisportaalin (captive portal) kautta huonenumerollaan, ja kunkin vieraan nopeus on rajattu 50 Mbps:iin

## Toteutus ja tulokset

Asennus tehtiin rakennus kerrallaan, ja kukin rakennus oli suljettuna vain kolme päivää. Käyttöönoton jälkeen vieraiden yhteydet ovat pysyneet vakaina kaikkialla lomakeskuksen alueella, ja ruuhka-aikoina samanaikaisia päätelaitteita on yli 1 500.

Vieraiden Wi-Fi-valitukset vähenivät 85 %, ja Wi-Fin arvosana verkkoarvosteluissa nousi 2,9:stä 4,6:een viiden pisteen asteikolla. Koska IPTV ja sähköiset ovilukot siirrettiin samaan verkkoon, lomakeskus pystyi purkamaan kaksi erillistä kaapelointijärjestelmää ja pienentämään verkon vuotuisia käyttökustannuksia noin 18 %.`,

  'case/retail-chain-branches': `Ketjun myymälät ovat kooltaan 150–1 200 m², ja aiemmin jokaisen oli kaapeloinut eri paikallinen sähköasentaja tai IT-urakoitsija, joten käytössä oli yli tusina eri laitemallia. Keskitetyssä IT-tiimissä on vain kuusi henkeä. Jokainen uusi myymälän avaus tai laitevika tarkoitti käyntiä paikan päällä, ja koska maksupäätteet jakoivat verkon asiakkaiden Wi-Fin kanssa, PCI DSS -auditoinnit olivat hankalia.

## Vakioitu myymäläpaketti

Suunnittelimme yhdessä asiakkaan IT-tiimin kanssa kahden koon paketin; pienet ja suuret myymälät eroavat vain porttien ja tukiasemien määrässä:

- Sivutoimistoreititin kuitu- tai DSL-liittymällä ja 4G/5G-varayhteydellä, joka ottaa liikenteen hoitaakseen automaattisesti 30 sekunnissa, jos pääyhteys katkeaa
- 24-porttinen PoE+-kytkin (suurissa myymälöissä 48-porttinen), joka syöttää virran tukiasemille, IP-kameroille ja sähköisten hintanäyttöjen tukiasemille
- 2–4 Wi-Fi 6 -tukiasemaa, omat SSID:t ja VLANit henkilökunnalle, asiakkaille ja IoT-laitteille
- 9U:n seinäkaappi, jossa kytkentäpaneeli, kaapelinohjaimet ja PDU, sekä käyttötarkoituksen mukaan värikoodatut kaapelit

Maksupäätteet ovat omassa VLANissaan, ne pääsevät vain maksuyhdyskäytävään, eikä niistä ole lainkaan reittiä asiakkaiden Wi-Fiin, mikä yksinkertaistaa PCI DSS -tarkastusta huomattavasti.

## Logistiikka ja käyttöönotto

Jokainen laite määritettiin valmiiksi, testattiin ja merkittiin myymälänumerolla Alankomaiden-varastossamme, ja pakkaukseen lisättiin yhden sivun kuvitettu asennusohje. Paikallinen sähköasentaja asentaa paketin sulkemisajan jälkeen, pääkonttori varmistaa etänä, että myymälä on verkossa, ja myymälä saadaan yleensä siirrettyä uuteen verkkoon yhden yön aikana.

## Tulokset

Kaikki 180 myymälää siirtyivät uuteen verkkoon yhdeksässä kuukaudessa, eikä yksikään avannut ovia myöhässä verkon vuoksi. Pääkonttori näkee nyt jokaisen myymälän yhteyksien tilan yhdestä näkymästä, ja paikan päällä tehtävien huoltokäyntien tarve on vähentynyt 70 %. Uuden myymälän verkon valmistelu lyheni kolmesta viikosta viiteen päivään.`,

  'case/regional-isp-aggregation': `Operaattori tarjoaa kuituliittymiä kotitalouksiin (FTTH) neljässä kaupungissa Pohjois-Meksikossa. Tilaajamäärä oli nelinkertaistunut kolmessa vuodessa, mutta keskusten väliset kokoojarenkaat olivat yhä 10G:tä. Kello 20–23, kun videoliikenne on huipussaan, renkaiden käyttöaste nousi yli 90 %:n, asiakkaat valittivat nopeuksista, ja gigabitin liittymien lanseeraus lykkääntyi kerta toisensa jälkeen. Lisäksi monilla keskusten välisillä kuitureiteillä ei ollut enää vapaita kuituja, ja uuden kaapelin luvitus olisi kestänyt yli puoli vuotta.

## Ratkaisu

- 28 keskusta muodostavat neljä kokoojarengasta, jotka päivitettiin 10G:stä 2×100G:hen keskusten välisen etäisyyden mukaan joko 100G LR4 -moduuleilla (10 km) tai ER4-moduuleilla (40 km)
- Kaksi runkosolmua on yhdistetty 4×100G-yhteydellä, ja ne liittyvät 100G LR4 -yhteyksillä kahteen ylävirran operaattoriin ja yhteen internetin yhdysliikennepisteeseen (IXP)
- 180 GPON- ja XGS-PON-OLT:n nousulinkit siirrettiin kahden kuidun 10G LR -moduuleista yhden kuidun 10G BiDi -moduuleihin (1270/1330 nm:n parit), mikä vapautti heti puolet käytössä olleista kuiduista
- Koska osassa keskuksista laitteet ovat kaapeissa ilman ilmastointia, moduuleilla tehtiin kahden viikon kesäpilotti kuumimmassa kohteessa, ja DDM-lämpötilalukemat vahvistivat vakaan toiminnan määritysten rajoissa

## Toteutus ja tulokset

Päivitys tehtiin rengas kerrallaan neljän kuukauden aikana, osuus kerrallaan rengassuojauksen turvin, eivätkä tilaajat huomanneet katkoja. Sen jälkeen renkaiden käyttöaste iltahuipussa on pysynyt alle 25 %:n, ja luvatun nopeuden saavuttaneiden nopeustestien osuus nousi 71 %:sta 99 %:iin.

Operaattori toi sittemmin markkinoille 1 Gbps:n ja 2 Gbps:n liittymät ja sai kuudessa kuukaudessa 26 000 uutta tilaajaa. Vapautuneita kuituja käytetään nyt yritysten kiinteisiin yhteyksiin ja 5G-tukiasemien runkoyhteyksiin, mikä on avannut uusia tulonlähteitä.`,

  // ---- Solutions ----

  'solution/enterprise-campus': `Nykyaikaisen toimistokampuksen verkon on kuljetettava samanaikaisesti videokokouksia, pilvisovelluksia, Wi-Fi 7 -tukiasemien liikennettä, IP-kameroita ja rakennusautomaation IoT-laitteita. YT Networksin kampusratkaisu noudattaa perinteistä kolmitasoista rakennetta ja jättää jokaiselle tasolle kasvuvaraa viideksi–seitsemäksi vuodeksi.

## Verkon rakenne

- Runkotaso: kaksi runkokytkintä, jotka on yhdistetty 100G QSFP28 -yhteyksillä; rakennusten tai toimipisteiden välillä LR4-moduulit (10 km), konesalin sisällä SR4-moduulit tai DAC-kaapelit
- Kokoojataso: kaksi kokoojakytkintä rakennusta kohden, kahdennettuina runkoon 25G SFP28 SR- tai LR-moduuleilla, jolloin yhdistetty nousulinkkikaista on 50G
- Liityntätaso: S3950-sarjan 2,5G/10G-monigigabittikytkimet PoE++-syötöllä, enintään 90 W porttia kohden ja -PH-malleissa yhteensä 1 440 W, 25G-nousulinkein kokoojatasolle; tavallisiin toimistokerroksiin S3410/S3910-gigabittikytkimet PoE+-syötöllä
- Langaton verkko: Wi-Fi 6E- tai Wi-Fi 7 -tukiasemat, yksi 150–200 m²:ä kohden, avotoimistoissa ja neuvotteluhuoneissa tiheämmin

## Vikasietoisuus ja tietoturva

Runko- ja kokoojakytkimet käyttävät laitteiden välistä linkkien yhdistämistä (MLAG) tai pinoamista, joten yksittäisen laitteen tai linkin vika ei katkaise palvelua. Liityntätason 802.1X-todennus määrittää VLANit dynaamisesti osaston ja laitetyypin mukaan; kamerat, kulunvalvonta ja rakennusautomaatio ovat omissa segmenteissään, ja ne pääsevät vain omiin hallintajärjestelmiinsä.

## Kaapelointisuositukset

Käytä rakennusten välillä OS2-yksimuotokuitua, jotta yhteydet voidaan myöhemmin päivittää sujuvasti 25G:stä 100G:hen, ja rakennusten sisäisessä vaakakaapeloinnissa Cat6A-kaapelia, jotta 10GBASE-T ja PoE++ toimivat luotettavasti 100 metrin matkalla. Lähetä meille pohjapiirustukset ja laitemäärät, niin laadimme täydellisen materiaaliluettelon ja budjetin; tarjouspyyntöihin vastataan yhden arkipäivän kuluessa.`,

  'solution/datacenter-spine-leaf': `Spine-leaf-verkossa minkä tahansa kahden palvelimen välinen liikenne kulkee aina saman määrän hyppyjä, viive on ennustettava ja kapasiteettia kasvatetaan lisäämällä leaf- tai spine-kytkimiä. YT Networks toimittaa uusiin ja modernisoitaviin datakeskuksiin koko yhteysketjun palvelinten verkkokorteista spine-tasolle.

## Tyypillinen rakenne

- Palvelinliitännät: 25G SFP28- tai 100G QSFP28 -verkkokortit, räkin sisällä passiiviset DAC-kaapelit (25G:llä enintään 5 m) ja viereisiin räkkeihin AOC-kaapelit
- Leaf-kytkimet: N8560-48BC (48×25G + 8×100G) tai N8560-32C (32×100G), mitoitettuina enintään 3:1-ylivaraussuhteelle
- Spine-kytkimet: N9550-32D, jossa on 32 × 400G QSFP-DD -porttia, tai 64-porttinen N9550-64D
- Leaf–spine: 400G DR4 -moduulit jaettuina MPO-12 APC -haaroituskaapeleilla 4×100G DR -linkeiksi suoraan 100G-leaf-kytkimiin, tai 400G FR4 enintään 2 km:n päässä oleviin muihin laitesaleihin

## Miksi suosittelemme yksimuotokaapelointia

100G-nopeudella monimuotoinen SR4 on edelleen tavallinen valinta laitesalin sisällä. 400G- ja 800G-nopeuksilla monimuotokuidun kantama kuitenkin putoaa 50–100 metriin, ja rinnakkaiset monimuotomoduulit tarvitsevat enemmän kuituja. DR4 ja FR4 toimivat OS2-yksimuotokuidulla 500 metristä 2 kilometriin, ja sama runkokaapelointi kantaa myös 800G:n ja 1,6T:n.

## Näin toimitamme

Jokainen moduuli ja kaapeli koodataan kytkinalustallesi, testataan samassa mallissa ennen lähetystä ja toimitetaan testitietoineen. Suurissa projekteissa pakkaamme valmiiksi räkeittäin tai riveittäin ja merkitsemme jokaiseen osaan porttinumeron asennuksen nopeuttamiseksi. Suunnittelemme myös MPO-runkokaapeleiden ja kytkentäpaneelien polariteetin, jotta mitään ei tarvitse tehdä paikan päällä uudelleen.`,

  'solution/ai-cluster-networking': `Tekoälyn koulutusajoja rajoittaa usein GPU:iden välinen tiedonsiirto eivätkä itse GPU:t. Yksikin paketteja pudottava tai katkeileva linkki voi jättää sadat tai tuhannet GPU:t odottamaan. YT Networksin tekoälyklusteriratkaisu rakentuu kolmen tavoitteen varaan: estoton, häviötön ja helposti monistettava.

## Taustaverkko (back-end)

- Jokaisessa kahdeksan GPU:n palvelimessa on kahdeksan 400G-verkkokorttia rail-optimoidussa topologiassa, ja jokainen rail on kytketty omaan leaf-kytkimeensä
- Leaf–spine pidetään suhteessa 1:1 ilman ylivarausta; skaalautuva yksikkö on tyypillisesti 256–512 GPU:ta, ja verkko kasvaa tuhansiin GPU:ihin spine-tason tai kolmannen super-spine-tason kautta
- Palvelinpäässä 400G OSFP- tai QSFP112-moduulit ja kytkinpäässä 800G 2×DR4 -moduulit, jolloin yksi kytkinportti palvelee kahta palvelinta ja moduulien määrä ja tehonkulutus pienenevät
- Räkin sisällä voidaan käyttää 400G- tai 800G-DAC-kaapeleita, mikä pienentää tehonkulutusta ja kustannuksia entisestään

## Häviötön siirto

Autamme asiakkaita RoCEv2:n virittämisessä: määritämme PFC:n ja ECN:n RDMA-liikenteelle, säädämme DCQCN-parametrit ja puskurien kynnysarvot, yhtenäistämme MTU:n ja varmistamme koko verkon kaistan ja hännän viiveen (tail latency) kollektiivisen tiedonsiirron suorituskykytesteillä ennen luovutusta.

## Etu- ja tallennusverkot

Etuverkko (front-end) yhdistää ajonhallinta-, tallennus- ja hallintajärjestelmät 100G- tai 200G-nopeudella. Tallennusverkossa voidaan käyttää YT:n kaksiporttisia 100G-verkkokortteja, kuten NIC-CX6DX-2C, ja NVMe-oF:ää, jotta koulutusdata virtaa tasaisella nopeudella.

## Laadunvarmistus

Tekoälyklusterissa on tyypillisesti 2,5–4 kertaa enemmän moduuleja kuin GPU:ita. Jokainen YT:n 400G- ja 800G-moduuli ajetaan sisään korkeassa lämpötilassa, ja sen TDECQ ja bittivirhesuhde ennen FEC-korjausta mitataan yksilöllisesti ennen lähetystä; yksilökohtaiset testitiedot toimitetaan mukana. Suuriin projekteihin voimme perustaa paikallisen varaosavaraston, josta vikaantuneet moduulit vaihdetaan neljän tunnin kuluessa.`,

  'solution/wireless-office': `Yhä useampi yritys kaapeloi uusissa toimitiloissaan vain muutaman työpisteen, ja lähes kaikki kannettavat, puhelimet ja neuvotteluhuoneiden laitteet liittyvät verkkoon Wi-Fin kautta. Siksi langattoman verkon on oltava yhtä luotettava kuin kiinteän. YT Networksin langattoman toimiston ratkaisu kattaa kaiken kartoituksesta ja laitteista ylläpitoon.

## Laitteet

- AP7810-BE, kolmitaajuinen Wi-Fi 7 -kattotukiasema: 2,4/5/6 GHz, 320 MHz:n kanavat, 4096-QAM, Multi-Link Operation ja 10G-nousulinkki
- S3950-sarjan monigigabittikytkimet PoE++-syötöllä: 2,5G- tai 10G-kupariportit, 802.3bt-syöttö ja 25G-kuitunousulinkit runkoon
- Kaksitaajuinen AP7250-BE-seinärasiatukiasema maihin ja alueille, joissa 6 GHz:n aluetta ei ole vielä avattu Wi-Fille, sekä pieniin huoneisiin, joissa tarvitaan kiinteitä työpisteportteja

## Näin suunnittelemme

Teemme ennakoivan kuuluvuussuunnitelman pohjapiirustusten, seinämateriaalien ja työpistemäärien perusteella, tyypillisesti yksi tukiasema 150–200 m²:ä kohden ja 30–50 aktiivista päätelaitetta tukiasemaa kohden. Neuvotteluhuoneissa ja avotoimistoissa käytetään 80 MHz:n kanavia, jotta kanavia jää enemmän käyttöön, ja suuriin auditorioihin tulee suunta-antennit ja tiheämpi sijoittelu. Asennuksen jälkeen varmistamme mitatuilla lämpökartoilla yli -67 dBm:n kuuluvuuden ja tarkistamme saman kanavan häiriöt.

## Tietoturva ja käyttökokemus

Henkilökunta kirjautuu WPA3-Enterprisella ja 802.1X:llä; vierailla on oma SSID ja kirjautumisportaali, täysin erotettuna sisäverkosta. Nopea 802.11k/v/r-verkkovierailu pitää videopuhelut käynnissä, kun ihmiset liikkuvat kerrosten välillä. Kaikkia tukiasemia voi hallita keskitetysti YT Cloudin kautta, ja laiteohjelmistopäivitykset voi ajastaa yöksi erissä.`,

  'solution/poe-surveillance': `IP-videovalvonta asettaa verkolle erilaiset vaatimukset kuin toimistoliikenne: kuorma on jatkuvaa ja pääosin lähtevää, kamerat ovat usein hajallaan pysäköintialueilla, aitojen varsilla ja varastoissa kaukana laitetilasta, ja ne tarvitsevat virtaa ympäri vuoden. YT Networksin valvontaverkkoratkaisu on rakennettu näiden tarpeiden ympärille.

## Verkon rakenne

- Liityntätaso: 24- tai 48-porttiset PoE+-kytkimet (-P-malleissa 370 W:n budjetti) kameroiden lähellä olevissa kaapeissa, jolloin kuparivedot pysyvät alle 100 metrin
- Ulko- ja etäkohteet: 1G SFP LX- tai 10G SFP+ LR -moduulit yksimuotokuidun kautta enintään 10 km:n päähän; lämmittimellä varustetut PTZ-kamerat saavat virtansa 802.3bt PoE++ -syötöllä
- Kokoojataso: 10G- tai 25G-kuituyhteydet tallenninpalvelimille ja tallennusjärjestelmiin, ja kokoojakytkimissä IGMP snooping, jottei monilähetysvideo tulvi koko verkkoon
- Jos PoE-kytkintä ei ole, YT:n PoE++-syöttimet antavat virran yksittäiselle kameralle tai tukiasemalle

## Kaistan ja tehon suunnittelu

4K H.265 -kamera lähettää tyypillisesti 8–16 Mbps, joten täyteen kuormattu 48-porttinen liityntäkytkin lähettää ylöspäin noin 0,8 Gbps ja 10G-nousulinkkiin jää runsaasti varaa. Tehon osalta laske yhteen kunkin kameran enimmäiskulutus ja jätä 20 % varaa; suurissa projekteissa suosittelemme kahden virtalähteen kytkimiä.

## Ylläpito

Katkeamaton PoE-syöttö pitää kamerat verkossa kytkimen uudelleenkäynnistyksen tai päivityksen ajan, ja porttikohtaisen PoE-valvonnan ansiosta jumiutuneen kameran voi käynnistää uudelleen etänä katkaisemalla syötön hetkeksi sen sijaan, että paikalle lähetettäisiin joku. Kamerat ovat omassa VLANissaan erillään toimistoverkosta, ja niihin pääsevät vain tallenninpalvelimet ja hallintajärjestelmä, mikä pienentää riskiä kameran joutumisesta hyökkääjän haltuun.`,

  'solution/5g-fronthaul': `5G-verkossa aktiivisten antenniyksiköiden (AAU) ja hajautettujen yksiköiden (DU) väliset fronthaul-yhteydet ovat lukuisia, lyhyitä ja alttiita ankarille olosuhteille. Kolmisektorinen makrotukiasema tarvitsee tyypillisesti 3–6 kpl 25G-yhteyksiä, ja käytettävissä oleva kuitu ja ulkoympäristö ovat yleensä suurimmat rajoitteet. YT Networks toimittaa operaattoriympäristöissä koeteltuja moduuleja fronthaul-, midhaul- ja liityntäverkkoihin.

## Fronthaul-vaihtoehdot

- Pisteestä pisteeseen -kuitu: 25G SFP28 LR -moduulit, 10 km yksimuotokuidulla, kohteisiin, joissa kuitua on runsaasti
- Yhden kuidun BiDi: 25G BiDi -moduulit (1270/1330 nm:n parit), jotka puolittavat tarvittavan kuitumäärän
- Passiivinen WDM: 25G CWDM- (6 tai 12 aallonpituutta) ja DWDM-moduulit passiivisten mux/demux-yksiköiden kanssa, jolloin yksi kuitupari kuljettaa kohteen kaikki fronthaul-yhteydet
- Kaikki fronthaul-moduulit on mitoitettu teollisuuslämpötila-alueelle (-40 °C … +85 °C) ja sopivat ilmastoimattomiin ulkokaappeihin ja mastoihin

## Midhaul, backhaul ja kiinteä liityntä

DU:n ja CU:n välinen midhaul ja kokoojakohteiden välinen backhaul toimivat yleensä 10G–100G-nopeuksilla muutamasta kilometristä 80 kilometriin; tarjoamme muun muassa 100G LR4- ja ER4- sekä 10G ER- ja ZR-moduuleja. Kiinteissä verkoissa OLT:iden nousulinkeissä voi käyttää 10G BiDi -moduuleja ja yritysten kiinteissä yhteyksissä 1G- ja 10G-CWDM-moduuleja.

## Laatuvaatimukset

Operaattoriverkoilta vaaditaan pitkäaikaista luotettavuutta. Teollisuusmoduulimme lämpösyklataan ja ajetaan sisään ennen lähetystä, ne koodataan suurimmille radio- ja siirtoalustoille, ja niissä on täydet DDM-hälytysrajat verkonhallintajärjestelmän reaaliaikaista valvontaa varten. Volyymiprojekteihin voimme toimittaa operaattorin määritysten mukaiset tarrat ja sarjanumeroluettelot.`,

  'solution/smb-network': `Pienillä ja keskisuurilla yrityksillä on harvoin omaa verkkoinsinööriä, mutta ne ovat verkostaan yhtä riippuvaisia kuin suuryritykset: pilvipohjaiset toimistotyökalut, videokokoukset, kassat ja valvontakamerat tarvitsevat vakaan yhteyden. YT Networksin pk-yritysratkaisun painopisteet ovat riittävyys, luotettavuus ja helppo hallinta.

## Tyypillinen kokoonpano (30–80 hengen toimisto)

- R6200-sarjan yritysreititin, jossa on useita WAN-portteja kuituliittymälle ja 4G/5G-varayhteydelle sekä sisäänrakennettu palomuuri, VPN ja verkkosuodatus
- S3410-24TX-P-gigabittikytkin PoE+-syötöllä: 24 kupariporttia, 370 W:n budjetti ja neljä 10G SFP+ -porttia palvelimelle, NAS-laitteelle tai tulevaa laajennusta varten
- 3–6 Wi-Fi 6- tai Wi-Fi 7 -kattotukiasemaa, henkilökunnan ja vierailijoiden verkot erillään
- 12U:n seinäkaappi, jossa kytkentäpaneeli, kaapelinohjaimet ja PDU

## Tietoturva ja etätyö

Reitittimen toimipisteiden välinen VPN yhdistää sivutoimipisteet pääkonttoriin, ja etätyöntekijät pääsevät sisäisiin resursseihin turvallisesti VPN-asiakasohjelman kautta. Kamerat, tulostimet ja muut IoT-laitteet ovat omassa VLANissaan, joten murrettu laite ei pääse henkilökunnan tietokoneisiin.

## Helppo ylläpitää

Kaikkia laitteita voi tarkastella ja hallita keskitetysti YT Cloudin kautta, ja laiteohjelmistopäivitykset ja määritysten varmuuskopiot hoituvat yhdellä napsautuksella. Voimme tehdä perusmäärityksen antamiesi tietojen pohjalta ennen lähetystä, jolloin laitteet toimivat heti, kun ne on kaapeloitu paikan päällä. Jos jokin menee vikaan, tekninen tiimimme vastaa 12–24 tunnin kuluessa, ja laitteilla on kolmen vuoden takuu ennakkovaihdolla.`,
  // ---- About pages and company info ----

  'about/company': `YT Networks perustettiin Shenzhenissä vuonna 2014, aluksi yhteensopivien optisten moduulien koodaukseen ja testaukseen. Yli kymmenessä vuodessa olemme kasvaneet verkkolaitteiden kokonaistoimittajaksi: kytkimet, reitittimet, optiset moduulit, DAC- ja AOC-kaapelit, kuitukytkentäkaapelit, langattomat tukiasemat, palvelinverkkokortit, PoE-laitteet sekä kaapit ja tarvikkeet.

Asiakkaitamme ovat järjestelmäintegraattorit, teleoperaattorit, internetpalveluntarjoajat, datakeskusoperaattorit, yliopistot, sairaalat, valmistavan teollisuuden yritykset ja yritysten IT-osastot yli 100 maassa ja alueella. Ostitpa yhden PoE-kytkimen toimistoon tai 10 000 moduulia datakeskukseen, saat yhtä huolellista palvelua.

## Mitä tarjoamme

- YT:n oma tuotemerkki: liityntä-, kokooja- ja datakeskuskytkimet, yritysreitittimet, Wi-Fi 6/6E/7 -tukiasemat, palvelinverkkokortit, PoE-syöttimet, verkkokaapit ja tarvikkeet
- Yhteensopivat optiikat ja kaapelit 1G:stä 400G:hen (800G saatavana arviointiin), koodattuina Ciscon, Juniperin, Aristan, HPE:n, Huawein, Dellin ja muiden valmistajien alustoille ja testattuina kunkin valmistajan oikeissa laitteissa
- Kaapelointi: OS2-yksimuoto- ja OM4-monimuotokytkentäkaapelit LC- ja SC-liittimin sekä MPO-runkokaapelit

## Tiimimme

Työllistämme noin 220 henkeä, joista 45 on verkko- ja optiikkainsinöörejä. Pääkonttorimme ja optiikan testauslaboratoriomme ovat Shenzhenin Nanshanin piirissä, Euroopan varastomme ja toimistomme Alankomaissa ja japaninkielinen tukipalvelumme Tokiossa.

Uskomme, että hyvän laitetoimittajan pitää ajatella kuin asiakkaan oma insinööritiimi: suositella sopivaa tuotetta eikä kalleinta ja ratkaista ongelmat laboratoriossa ennen toimitusta eikä vasta asiakkaan konesalissa.`,

  'about/quality': `Verkkolaitteissa laatu tarkoittaa, että laite toimii heti kytkettäessä, toimii vuosia ja korjataan nopeasti, jos niin ei käy. ISO 9001:2015 -sertifioitu laatujärjestelmämme kattaa jokaisen vaiheen vastaanottotarkastuksesta ja koodauksesta testaukseen ja myynnin jälkeiseen vika-analyysiin.

## Näin moduulit koodataan

Moduulin EEPROM-muistiin on tallennettu muun muassa valmistajan nimi, osanumero, sarjanumero ja nopeus, ja jotkin kytkimet päättävät näiden kenttien perusteella, hyväksyvätkö ne moduulin. Kirjoitamme kentät kohdealustan odottamalla tavalla SFF-8472-, SFF-8636- ja CMIS-MSA-määritysten mukaisesti ja varmistamme, että tarkistussummat ja digitaalinen diagnostiikka (DDM) ovat oikein. Jokainen koodaustiedosto on versionhallinnassa ja sidottu moduulin sarjanumeroon, joten se on jäljitettävissä.

## Näin moduulit testataan

- Vastaanottotarkastus: kriittisistä osista, kuten lasereista, valodiodeista ja DSP-piireistä, otetaan näytteet tasolla AQL 0,4
- Optiset ja sähköiset testit: lähetysteho, sammutussuhde, keskiaallonpituus ja vastaanottimen herkkyys; PAM4-moduuleista TDECQ ja bittivirhesuhde ennen FEC-korjausta
- Lämpötilatestit: suorituskyky varmistetaan kaupallisilla moduuleilla 0…70 °C:ssa ja teollisuusmoduuleilla -40…+85 °C:ssa
- Sisäänajo (burn-in): pitkäkestoinen käyttö korkeassa lämpötilassa varhaisten vikojen seulomiseksi
- Testaus isäntälaitteissa: tunnistus, linkin muodostus ja DDM-lukemat varmistetaan yli 120 oikeassa Ciscon, Juniperin, Aristan, HPE:n, Huawein, Dellin ja muiden valmistajien kytkimessä, reitittimessä ja verkkokortissa
- Lopputarkastus: ulkonäkö, tarra, koodausversio ja pakkaus tarkistetaan kappale kappaleelta

## Sertifioinnit ja vaatimustenmukaisuus

YT:n tuotteilla on kunkin myyntialueen vaatimusten mukaiset CE- ja FCC-sertifioinnit, ja ne täyttävät EU:n RoHS-direktiivin ja REACH-asetuksen vaatimukset; moduulimme ovat IEC 60825-1 -standardin mukaisia luokan 1 lasertuotteita. Yrityksellä on ISO 9001:2015 -laadunhallinta- ja ISO 14001:2015 -ympäristöjärjestelmäsertifikaatit. Sertifikaatteja ja vaatimustenmukaisuusvakuutuksia voi pyytää yhteydenottosivun kautta, ja lähetämme ne yhden arkipäivän kuluessa.

## Takuu

- Moduulit, DAC- ja AOC-kaapelit sekä kuitukytkentäkaapelit: viisi vuotta
- Kytkimet, reitittimet, langattomat tukiasemat ja verkkokortit: kolme vuotta
- PoE-syöttimet, kaapit ja tarvikkeet: kaksi vuotta

Takuuaikana vialliset tuotteet korjataan tai vaihdetaan maksutta, ja yritysasiakkaat voivat käyttää ennakkovaihtoa. Palautetuille moduuleille tehdään laboratoriossamme vika-analyysi, ja kirjallinen raportti toimitetaan viiden arkipäivän kuluessa. Jos kytkimen ohjelmistopäivitys aiheuttaa tunnistusongelman, koodaamme moduulin uudelleen maksutta.`,

  'info/info': `YT Networksin tarina alkoi vuonna 2014 pienestä toimistosta Shenzhenin Nanshanin piirissä. Perustajainsinöörimme olivat kaikki työskennelleet järjestelmäintegraattoreilla, ja he näkivät yhä uudelleen, miten asiakkaat joutuivat optiikkaa ostaessaan valitsemaan kahdesta huonosta vaihtoehdosta: laitevalmistajien omat moduulit olivat kalliita ja niitä sai odottaa, kun taas markkinoilla olevien yhteensopivien moduulien laatu vaihteli rajusti, eikä ollut mitään takeita siitä, tunnistaisiko kytkin moduulin tai kuinka kauan se kestäisi. Niinpä he rakensivat ensimmäisen testipenkkinsä ja alkoivat testata jokaista toimittamaansa moduulia oikeassa kytkimessä.

## Näin olemme kasvaneet

- 2014: perustettiin Shenzhenissä, keskittyminen 1G- ja 10G-yhteensopivien optiikoiden koodaukseen ja testaukseen
- 2017: 40G- ja 100G-optiikat sekä DAC- ja AOC-kaapelit markkinoille; verkkokauppa avattiin ulkomaisille asiakkaille
- 2019: YT-merkkiset liityntäkytkimet ja PoE-tuotteet markkinoille, ja aloimme tarjota kokonaisratkaisuja
- 2021: valikoimaan datakeskuskytkimet, palvelinverkkokortit ja Wi-Fi 6 -tukiasemat; yritysasiakkaita yli 5 000
- 2023: 400G QSFP-DD -optiikat markkinoille, ja volyymitoimitukset pilvipalveluyrityksille ja tekoälyklustereihin alkoivat
- 2025: 1 200 m²:n optiikan koodaus- ja testauslaboratorio avattiin; Euroopan varasto Alankomaissa aloitti toimintansa; Wi-Fi 7 -tukiasemat markkinoille
- 2026: japaninkielinen tukipalvelu avattiin Tokiossa; 800G-optiikat saataville arviointiin; yritysasiakkaita yli 12 000

## Näin toimimme

Myymme vain sitä, minkä olemme testanneet. Jokainen yhteensopiva moduuli varmennetaan kohdevalmistajan oikeassa laitteessa, ja jokainen YT-merkkinen tuote käy ennen julkaisua laboratoriossamme läpi yhteentoimivuustestit suurimpien valmistajien laitteiden kanssa. Asiakas voi pyytää minkä tahansa moduulin tehdastestitiedot ilmoittamalla sen sarjanumeron.

Pidämme insinöörit lähellä asiakkaita. Tarjouspyynnöt ja tekniset kysymykset käsittelevät ensin verkkoja ymmärtävät ihmiset, eikä niitä vain välitetä eteenpäin tilauspalvelusta. Jos projektin voi toteuttaa pienemmällä määrällä tai edullisemmilla tuotteilla, kerromme sen.

Arvostamme pitkiä asiakassuhteita. Moni asiakas aloittaa muutaman moduulin koetilauksella ja päätyy lopulta antamaan meille kokonaisen datakeskuksen tai kampusverkon. Ansaitsemme luottamuksen läpinäkyvällä hinnoittelulla, luotettavilla toimitusajoilla ja nopealla myynnin jälkeisellä palvelulla: varastotilaukset lähtevät yleensä 24 tunnin kuluessa, tarjouspyyntöihin vastataan yhden arkipäivän kuluessa ja teknisiin kysymyksiin 12–24 tunnissa.

## Katse eteenpäin

Verkot muuttuvat nopeasti. Tekoälyklusterit vievät datakeskuksia kohti 800G:tä ja 1,6T:tä, Wi-Fi 7 ja monigigabittinen PoE muokkaavat kampusverkkojen liityntätasoa, ja 5G sekä kuitu kotiin kasvattavat operaattoreiden optiikkatarvetta jatkuvasti. YT Networks jatkaa investointeja testausvalmiuksiin, paikalliseen palveluun ja kestävään toimintaan palvellakseen asiakkaita entistä nopeammin ja luotettavammin Shenzhenistä, Euroopasta ja Japanista käsin.`,
  // ---- Policies ----

  'policy/privacy_policy': `Päivitetty viimeksi: 1.11.2026

Tässä tietosuojaselosteessa kerrotaan, miten YT Networks käsittelee henkilötietojasi, kun vierailet tällä verkkosivustolla, luot käyttäjätilin, teet tilauksen, lähetät tarjouspyynnön tai otat meihin yhteyttä. Asiakkaitamme on sekä yrityksiä että yksityishenkilöitä EU:ssa, Japanissa, Kiinassa, Amerikoissa ja muualla, joten seloste on laadittu ottaen huomioon EU:n yleinen tietosuoja-asetus (GDPR), Japanin henkilötietojen suojaa koskeva laki (APPI), Kiinan henkilötietojen suojaa koskeva laki (PIPL), Yhdysvaltojen osavaltioiden tietosuojalait, kuten Kalifornian CCPA/CPRA, Brasilian LGPD ja Kanadan PIPEDA.

## 1. Kuka vastaa tiedoistasi

Henkilötietojesi rekisterinpitäjä on YT Networks Co., Ltd., Science Park 8, Nanshanin piiri, Shenzhen, Guangdong, Kiina. Euroopan talousalueen asiakkaiden osalta eurooppalainen tytäryhtiömme YT Networks Europe B.V. (Venlo, Alankomaat) toimii edustajanamme EU:ssa ja toimittaa EU:n tilaukset. Jos sinulla on kysyttävää tästä selosteesta, kirjoita osoitteeseen privacy@yt-networks.example.

## 2. Mitä tietoja keräämme

- Tilitiedot: nimi, sähköpostiosoite, salasana (tallennetaan vain palautumattomana tiivisteenä), puhelinnumero, yrityksen nimi ja tehtävänimike
- Tilaustiedot: toimitus- ja laskutusosoitteet, ostetut tuotteet, laskutustiedot ja verotunnisteet (kuten ALV-tunniste) sekä tilaus- ja palautushistoria
- Viestintä: tarjouspyynnöt, kysymykset, chat-keskustelut ja lataamasi liitteet, kuten verkkokaaviot tai valokuvat viasta
- Tekniset tiedot: IP-osoite, selain- ja laitetyyppi, kieli-, maa- ja valuuttavalinnat, käyntiaika sekä kirjautumis- ja tietoturvalokit
- Maksutiedot: maksut käsittelevät luvanvaraiset maksupalveluntarjoajat; saamme vain maksun tilan, maksutavan tyypin ja korttimaksuissa kortin neljä viimeistä numeroa, emmekä koskaan tallenna täydellisiä korttinumeroita

Emme tietoisesti kerää arkaluonteisia tietoja, kuten tietoja etnisestä alkuperästä, uskonnosta tai terveydestä, ja pyydämme, ettet sisällytä tällaisia tietoja tarjouspyyntöihin tai liitteisiin.

## 3. Mihin käytämme tietoja

- Sopimuksen täytäntöönpanoon: käyttäjätilisi luominen ja hallinta, tilausten ja maksujen käsittely, toimitus sekä palautusten ja takuuvaatimusten käsittely (tietosuoja-asetuksen 6 artiklan 1 kohdan b alakohta)
- Lakisääteisten velvoitteiden noudattamiseen: laskujen laatiminen, kirjanpito- ja verotietojen säilyttäminen, tulli-ilmoitukset ja vientivalvontasäännösten noudattaminen (6 artiklan 1 kohdan c alakohta)
- Oikeutetun etumme perusteella: petosten ja väärinkäytösten estäminen, verkkosivuston tietoturvan ylläpito, tuotteidemme ja palvelujemme kehittäminen sekä yritysasiakkaiden kanssa käytävä liikeviestintä (6 artiklan 1 kohdan f alakohta)
- Suostumuksesi perusteella: markkinointisähköpostit ja uutiskirjeet sekä muut kuin välttämättömät evästeet tai vastaavat tekniikat (6 artiklan 1 kohdan a alakohta); voit peruuttaa suostumuksesi milloin tahansa, eikä peruuttaminen vaikuta sitä ennen tehtyyn käsittelyyn

## 4. Kenelle luovutamme tietoja

Emme myy henkilötietojasi emmekä käytä niitä sivustojen väliseen käyttäytymispohjaiseen mainontaan. Luovutamme tietoja vain siltä osin kuin on tarpeen: kuljetusliikkeille ja tullausasiamiehille (tavaroiden toimittamiseen ja tullaamiseen), maksupalveluntarjoajille (maksuihin ja hyvityksiin), pilvi- ja IT-palvelujen tarjoajille (verkkosivuston ylläpitoon ja sähköpostin käsittelyyn), vero- ja tilintarkastusneuvojille sekä viranomaisille, kun laki sitä edellyttää. Kaikki palveluntarjoajat käsittelevät tietojasi vain heidän kanssaan tekemissämme sopimuksissa määriteltyihin tarkoituksiin ja niissä sovittujen salassapitoehtojen mukaisesti.

## 5. Tietojen siirrot maasta toiseen

Pääkonttorimme on Kiinassa ja Euroopan toimintomme Alankomaissa, joten tietojasi voidaan siirtää Kiinan, EU:n ja muiden maiden välillä. Euroopan talousalueelta Kiinaan tapahtuvissa siirroissa käytämme Euroopan komission hyväksymiä vakiosopimuslausekkeita sekä arviota vastaanottajan tarjoamasta suojan tasosta. Kiinasta ulos tapahtuvissa siirroissa teemme PIPL:n edellyttämän vakiosopimuksen ja ilmoitamme siitä sinulle, ja Japanin asiakkaiden osalta sovellamme APPI:n edellyttämiä vastaavia toimenpiteitä. Ota meihin yhteyttä, jos haluat lisätietoja näistä suojatoimista.

## 6. Kuinka kauan säilytämme tietoja

- Tilitiedot: niin kauan kuin käyttäjätilisi on olemassa ja kaksi vuotta sen sulkemisen jälkeen mahdollisten myynnin jälkeisten asioiden tai riitojen hoitamiseksi
- Tilaukset, laskut ja tullitiedot: niin kauan kuin vero- ja kirjanpitolainsäädäntö edellyttää, yleensä 7–10 vuotta
- Tarjouspyynnöt ja viestintä: kolme vuotta viimeisestä yhteydenpidosta
- Tietoturvalokit: yleensä enintään 12 kuukautta

Näiden aikojen jälkeen poistamme tai anonymisoimme tietosi.

## 7. Tietoturva

Suojaamme tietojasi asianmukaisin teknisin ja organisatorisin toimenpitein, joita ovat muun muassa koko sivuston kattava HTTPS-salaus, salasanojen suolattu tiivistäminen, roolipohjainen käyttöoikeuksien hallinta, henkilöstön salassapitokoulutus ja säännölliset tietoturvakatselmoinnit. Jos henkilötietojen tietoturvaloukkaus todennäköisesti aiheuttaa korkean riskin oikeuksillesi, ilmoitamme siitä sinulle ja valvontaviranomaisille lain edellyttämällä tavalla.

## 8. Oikeutesi

Asuinpaikastasi riippuen sinulla voi olla oikeus saada pääsy tietoihisi ja saada niistä jäljennös, oikeus vaatia virheellisten tietojen oikaisemista, oikeus tietojen poistamiseen, oikeus rajoittaa käsittelyä tai vastustaa sitä, oikeus siirtää tiedot järjestelmästä toiseen, oikeus peruuttaa suostumuksesi sekä oikeus olla joutumatta pelkästään automaattiseen käsittelyyn perustuvan merkittävän päätöksen kohteeksi. Kalifornian asukkailla on lisäksi oikeus tietää, mitä tietoluokkia keräämme, ja kieltää henkilötietojensa ”myynti” tai ”jakaminen”, mitä emme tee. Oikeuksiesi käyttäminen ei johda syrjintään.

Voit päivittää useimmat tietosi itse kohdassa Oma tili tai kirjoittaa osoitteeseen privacy@yt-networks.example. Vastaamme kuukauden kuluessa (Kiinan ja Japanin asiakkaille yleensä 15 arkipäivän kuluessa), ja saatamme joutua ensin varmistamaan henkilöllisyytesi. Jos et ole tyytyväinen vastaukseemme, sinulla on oikeus tehdä valitus paikalliselle tietosuojaviranomaiselle.

## 9. Lapset

Tämä verkkosivusto on tarkoitettu yrityksille ja täysi-ikäisille yksityishenkilöille, eikä sitä ole suunnattu alle 16-vuotiaille lapsille (Kiinassa alle 14-vuotiaille). Emme tietoisesti kerää lasten tietoja, ja jos saamme tietää keränneemme niitä, poistamme ne viipymättä.

## 10. Markkinointi

Lähetämme tuoteuutisia ja tarjouksia vain, jos olet suostunut vastaanottamaan niitä. Jokaisessa markkinointisähköpostissa on mahdollisuus peruuttaa tilaus, ja voit myös lopettaa viestit milloin tahansa kohdassa Oma tili. Palveluviestit, kuten tilausvahvistukset, toimitusilmoitukset ja tietoturvailmoitukset, eivät ole markkinointia.

## 11. Muutokset tähän selosteeseen

Voimme päivittää tätä selostetta, kun liiketoimintamme tai lainsäädäntö muuttuu. Merkittävistä muutoksista kerrotaan näkyvästi verkkosivustolla ja tarvittaessa sähköpostitse. Sivun yläreunassa oleva päivämäärä osoittaa, milloin selostetta on viimeksi päivitetty.`,

  'policy/terms_of_use': `Päivitetty viimeksi: 1.11.2026

Tervetuloa YT Networksin verkkosivustolle. Näitä käyttöehtoja sovelletaan tämän verkkosivuston käyttöön sekä tilauksiin, jotka teet sen kautta YT Networks Co., Ltd:lle (”me”) tai sen eurooppalaiselle tytäryhtiölle YT Networks Europe B.V.:lle. EU:hun toimitettavien tilausten myyjä on YT Networks Europe B.V.; kaikkien muiden tilausten myyjä on YT Networks Co., Ltd. Käyttämällä verkkosivustoa tai tekemällä tilauksen hyväksyt nämä ehdot.

## 1. Yritysasiakkaat ja kuluttajat

Tämä verkkosivusto palvelee sekä yritysasiakkaita että kuluttajia. Jos ostat yrityksen puolesta, ilmoita tilatessasi yrityksen nimi ja verotunniste; näiden ehtojen nimenomaan kuluttajia koskevia määräyksiä ei sovelleta yritysasiakkaisiin. Jos olet kuluttaja, mikään näissä ehdoissa ei rajoita oikeuksia, jotka sinulla on maasi tai alueesi pakottavan kuluttajansuojalainsäädännön nojalla.

## 2. Käyttäjätilit

Sinun on annettava todenmukaiset ja oikeat rekisteröintitiedot ja pidettävä salasanasi turvassa. Käyttäjätilisi kautta tehdyt toimet katsotaan omiksi toimiksesi. Ilmoita meille välittömästi, jos huomaat tilisi luvatonta käyttöä. Voimme jäädyttää tai sulkea tilejä, jotka liittyvät petokseen, väärinkäyttöön tai näiden ehtojen rikkomiseen.

## 3. Tuotetiedot ja yhteensopivuus

Pyrimme siihen, että tuotekuvaukset, tekniset tiedot ja kuvat ovat oikeita, mutta kuvat ovat suuntaa antavia ja tuotteiden ulkonäkö voi vaihdella hieman eristä toiseen. Yhteensopivat moduulit ja kaapelit ovat YT Networksin valmistamia tai hankkimia ja koodaamia; ne noudattavat samoja MSA-standardeja kuin kyseisen valmistajan alkuperäiset laitteet, mutta kyseinen valmistaja ei ole valmistanut tai hyväksynyt niitä. Cisco, Juniper, Arista, HPE, Huawei, Dell ja muut nimet ja tavaramerkit kuuluvat omistajilleen, ja niitä käytetään tällä verkkosivustolla vain yhteensopivuuden kuvaamiseen.

## 4. Hinnat, valuutat ja verot

Hinnat määritetään Yhdysvaltain dollareina; muiden valuuttojen hinnat on muunnettu tiedoksi tällä verkkosivustolla julkaistuilla kursseilla, ja sovellettava summa on kassalla näytetty summa. Kun EU-asiakas maksaa euroina, hinnat sisältävät paikallisen arvonlisäveron ja tilaukset toimitetaan tullattuina (DDP); yritysasiakkaat, joilla on voimassa oleva ALV-tunniste, voivat käyttää käännettyä verovelvollisuutta. Muihin maihin ja alueille toimitettaessa vastaanottaja maksaa tuontitullit, verot ja tullausmaksut, ellei kassalla toisin ilmoiteta. Voimme muuttaa hintoja milloin tahansa, mutta vahvistetut tilaukset toimitetaan tilaushetkellä voimassa olleeseen hintaan.

## 5. Tilaukset ja sopimuksen syntyminen

Kun olet lähettänyt tilauksen, lähetämme tilausvahvistuksen sähköpostitse; se ainoastaan kuittaa, että olemme vastaanottaneet tilauksen. Kauppasopimus syntyy, kun vahvistamme maksun ja lähetämme toimitusilmoituksen. Ilmeisen hintavirheen, riittämättömän varaston tai vientivalvontarajoituksen vuoksi voimme perua tilauksen ennen lähetystä ja palauttaa maksun kokonaisuudessaan.

## 6. Maksaminen

Hyväksymme kassalla luetellut maksutavat; yritysasiakkaat voivat maksaa tilisiirrolla tai sovituin maksuehdoin. Maksamattomat tilaukset perutaan automaattisesti kassalla ilmoitetun ajan kuluttua.

## 7. Toimitus ja vaaranvastuun siirtyminen

Varastossa olevat tilaukset lähetetään arkipäivisin yleensä 24 tunnin kuluessa maksusta ja erikoiskoodatut tilaukset 3–5 arkipäivässä. Verkkosivustolla näytetyt toimitusajat ovat arvioita, eivät takuita. Kuluttajien osalta vaaranvastuu tuotteiden katoamisesta tai vahingoittumisesta siirtyy, kun tuotteet on toimitettu sinulle; yritysasiakkaiden osalta se siirtyy, ellei toisin sovita, kun tuotteet luovutetaan kuljetusliikkeelle. Tarkista pakkaus vastaanottaessasi ja ilmoita vaurioista 48 tunnin kuluessa.

## 8. Palautukset, peruuttamisoikeus ja takuu

- Käyttämättömät tuotteet alkuperäispakkauksessaan voi palauttaa 30 päivän kuluessa toimituksesta lukuun ottamatta erikoiskoodattuja tai mittatilauspituisia tuotteita, ellei laissa toisin säädetä
- EU:n ja Yhdistyneen kuningaskunnan kuluttajilla on 14 päivän peruuttamisoikeus ilman syyn ilmoittamista toimituspäivästä alkaen; oikeuden käyttämiseksi riittää, että ilmoitat siitä meille yksiselitteisesti
- Takuuajat: moduulit, DAC- ja AOC-kaapelit sekä kuitukytkentäkaapelit viisi vuotta; kytkimet, reitittimet, langattomat tukiasemat ja verkkokortit kolme vuotta; PoE-syöttimet, kaapit ja tarvikkeet kaksi vuotta
- Takuu ei kata vahinkoja, jotka johtuvat väärinkäytöstä, sähköstaattisesta purkauksesta, likaantuneista kuidun päätypinnoista, määritysten ulkopuolisista käyttöolosuhteista tai luvattomasta avaamisesta tai korjaamisesta

Kaikkiin palautuksiin ja takuuvaatimuksiin tarvitaan palautuslupanumero (RMA), ja käsittelemme pyynnöt yhden arkipäivän kuluessa. Nämä ehdot eivät vaikuta kuluttajien lakisääteisiin oikeuksiin tuotteen virheen perusteella.

## 9. Vientivalvonta ja pakotteet

Tuotteisiimme voidaan soveltaa Kiinan, EU:n, Yhdysvaltojen ja muiden maiden vientivalvonta- ja pakotelainsäädäntöä. Sitoudut olemaan viemättä, jälleenviemättä tai siirtämättä tuotteita pakotteiden kohteena oleviin maihin tai alueille tai pakotteiden kohteena oleville henkilöille tai yhteisöille sekä olemaan käyttämättä niitä kiellettyihin loppukäyttötarkoituksiin. Voimme pyytää loppukäyttäjätodistuksen ja tarvittaessa kieltäytyä tilauksista tai perua ne.

## 10. Verkkosivuston käyttö

Et saa millään tavalla häiritä verkkosivuston asianmukaista toimintaa, esimerkiksi luvattomalla automaattisella tiedonkeruulla, yrittämällä kiertää suojausmekanismeja, lataamalla haitallista koodia, esiintymällä toisena tai tekemällä valetilauksia. Tämän verkkosivuston tekstit, kuvat, tekniset asiakirjat ja ohjelmistot on suojattu immateriaalioikeuksilla, eikä niitä saa kopioida tai käyttää kaupallisesti ilman kirjallista lupaamme.

## 11. Vastuunrajoitus

Siinä laajuudessa kuin laki sallii, emme vastaa välillisistä vahingoista, saamatta jääneestä voitosta, tietojen menetyksestä tai liiketoiminnan keskeytymisestä, ja yritysasiakkaiden osalta kokonaisvastuumme kustakin tilauksesta rajoittuu tilauksesta tosiasiallisesti maksettuun määrään. Mikään näissä ehdoissa ei rajoita tai sulje pois vastuuta tahallisuudesta tai törkeästä huolimattomuudesta, kuolemasta tai henkilövahingosta eikä muuta vastuuta, jota ei lain mukaan voida rajoittaa.

## 12. Sovellettava laki ja riidanratkaisu

Yritysasiakkaiden osalta näihin ehtoihin ja niihin liittyviin tilauksiin sovelletaan Kiinan kansantasavallan lakia lukuun ottamatta sen lainvalintasääntöjä ja kansainvälisiä tavaran kauppoja koskevaa YK:n yleissopimusta, ja riidat ratkaistaan välimiesmenettelyssä Shenzhen Court of International Arbitration -välimiesinstituutissa; YT Networks Europe B.V.:n kanssa tehtyihin sopimuksiin sovelletaan Alankomaiden lakia. Kuluttajat säilyttävät vakinaisen asuinmaansa pakottavan lainsäädännön suojan ja voivat nostaa kanteen sen tuomioistuimissa. Jos erimielisyyksiä syntyy, suosittelemme ottamaan ensin yhteyttä asiakaspalveluumme; useimpiin asioihin vastataan yhden arkipäivän kuluessa.

## 13. Muutokset ja yhteystiedot

Voimme muuttaa näitä ehtoja ajoittain. Muutokset tulevat voimaan, kun ne julkaistaan verkkosivustolla, eivätkä ne vaikuta jo vahvistettuihin tilauksiin. Näitä ehtoja koskevat kysymykset voit lähettää osoitteeseen sales@yt-networks.example tai esittää puhelimitse numerossa +86 755 8888 6666.`,

  'policy/cookie_policy': `Päivitetty viimeksi: 1.11.2026

Tässä evästekäytännössä kerrotaan, miten YT Networksin verkkosivusto käyttää evästeitä ja vastaavia tekniikoita, kuten selaimesi paikallista tallennustilaa (local storage), ja miten voit hallita valintaasi. Käytäntö täydentää tietosuojaselostettamme.

## 1. Mitä evästeet ja paikallinen tallennustila ovat

Evästeet ovat pieniä tekstitiedostoja, jotka verkkosivusto tallentaa selaimeesi ja jotka selain lähettää takaisin, kun vierailet samalla sivustolla myöhemmin. Paikallinen tallennustila on toinen tapa, jolla selain voi säilyttää pienen määrän tietoa laitteellasi; evästeistä poiketen sen sisältöä ei lähetetä palvelimelle automaattisesti jokaisen pyynnön mukana. Tässä käytännössä kutsumme molempia ”evästeiksi”.

## 2. Periaatteemme

Tämä verkkosivusto käyttää vain itse asettamiamme ensimmäisen osapuolen evästeitä. Emme käytä kolmansien osapuolten mainosevästeitä tai sosiaalisen median liitännäisiä, emme seuraa selaamistasi muilla verkkosivustoilla emmekä luovuta tietojasi mainosverkostoille.

## 3. Välttämättömät evästeet

Seuraavat evästeet ovat tarpeen, jotta verkkosivusto toimii. Ne eivät edellytä suostumustasi, mutta voit silti poistaa ne selaimessasi:

- yt_us_token: kirjautumisistuntosi. Se asetetaan kirjautuessasi, jotta pysyt kirjautuneena sivulta toiselle siirtyessäsi, ja se poistetaan, kun kirjaudut ulos tai istunto vanhenee
- yt_us_cart_info: kirjautumattoman vierailijan ostoskorin sisältö, säilytetään 24 tuntia; kun kirjaudut sisään, ostoskori yhdistetään käyttäjätiliisi
- yt_use_cookie: vastauksesi evästeilmoitukseen, 1 jos hyväksyit ja 0 jos kieltäydyit, jotta emme kysy uudelleen jokaisella käynnillä

## 4. Asetukset

Seuraavat evästeet muistavat sivustolla tekemäsi valinnat, jotta sinun ei tarvitse tehdä niitä uudelleen seuraavalla kerralla:

- yt_us_lan: valitsemasi käyttöliittymän kieli (简体中文, English, Español, Suomi, Français tai 日本語)
- yt_us_cou: valitsemasi maa tai alue, jonka perusteella näytetään sopivat toimitusvaihtoehdot ja oletusvaluutta
- yt_us_currency_id ja yt_us_currency_info: valitsemasi valuutta sekä sen symboli, desimaalien määrä ja vaihtokurssi hintojen näyttämistä varten

Nämä asetukset säilyvät laitteellasi, kunnes muutat niitä tai tyhjennät selaimesi tiedot.

## 5. Suorituskyky ja välimuisti

Sivujen latautumisen nopeuttamiseksi verkkosivusto tallentaa paikalliseen tallennustilaan välimuistiin julkisia tietoja, kuten kieliluettelon, maaluettelon, sivuston perusasetukset ja hintatiedot, ja päivittää ne automaattisesti 24 tunnin kuluttua tai kun sivustosta julkaistaan uusi versio. Luomme myös satunnaisen vierailijatunnisteen, jolla ostoskori ja istunto yhdistetään samassa selaimessa; se ei sisällä nimeä, sähköpostiosoitetta tai muita henkilötietoja, eikä sitä koskaan jaeta muille verkkosivustoille.

## 6. Tilastot

Vain jos hyväksyt evästeet evästeilmoituksessa (yt_use_cookie-arvo 1), laskemme omilla palvelimillamme koostettuja tietoja, kuten sivujen katselukertoja, hakusanoja ja kassan vaiheita, verkkosivuston kehittämiseksi. Kolmansien osapuolten analytiikkapalveluja ei käytetä. Jos kieltäydyt (yt_use_cookie-arvo 0), kaikki verkkosivuston ostotoiminnot toimivat edelleen normaalisti.

## 7. Kolmansien osapuolten sivut

Kun valitset verkkomaksun, sinut voidaan ohjata maksupalveluntarjoajan sivulle, joka voi asettaa omia evästeitään petosten estämiseksi ja maksun suorittamiseksi. Näihin evästeisiin sovelletaan maksupalveluntarjoajan tietosuojakäytäntöä, eivätkä ne ole hallinnassamme.

## 8. Valintasi hallinta

- Jos haluat valita uudelleen, tyhjennä tämän verkkosivuston evästeet ja sivustotiedot; evästeilmoitus tulee näkyviin seuraavalla käynnilläsi
- Useimmissa selaimissa voit tarkastella, poistaa tai estää evästeitä; katso lisätietoja selaimesi ohjeista
- Jos estät välttämättömät evästeet, et ehkä pysty kirjautumaan sisään, säilyttämään ostoskoria tai viemään tilausta loppuun

## 9. Muutokset ja yhteystiedot

Jos käyttämämme evästeet muuttuvat, päivitämme tämän käytännön ja pyydämme tarvittaessa suostumuksesi uudelleen. Jos sinulla on kysyttävää, kirjoita osoitteeseen privacy@yt-networks.example.`,
};

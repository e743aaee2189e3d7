// articles long texts in fr (see ../types.ts for keys).
export const ARTICLES: Record<string, string> = {
  // ───────────── Cas clients ─────────────
  'case/university-campus-core': `Le réseau du campus tournait depuis près de dix ans : 10G entre les deux commutateurs de cœur, des liaisons montantes fibre 1G vers les bâtiments et un réseau sans fil d’un peu plus de 700 points d’accès Wi-Fi 5. À chaque rentrée et pendant les semaines d’examens, les liaisons montantes des amphithéâtres et des bibliothèques saturaient pendant des heures, et le système d’examens en ligne comme les cours en vidéo se figeaient.

## La solution

La direction informatique souhaitait moderniser le réseau sans tirer de nouvelle fibre. Nos ingénieurs ont examiné sur place les procès-verbaux de mesure de la fibre et confirmé que toutes les artères entre bâtiments étaient en monomode OS2, la plus longue liaison faisant 3,2 km avec une marge de perte confortable. La conception retenue :

- L’interconnexion de cœur entre les deux salles informatiques du campus est passée à 4×100G avec des optiques QSFP28 LR4, agrégées pour offrir 400G de bande passante totale
- Les commutateurs de distribution des 60 bâtiments sont raccordés en double attachement aux deux commutateurs de cœur par des optiques 25G SFP28 LR
- Dans chaque bâtiment, des commutateurs d’accès PoE+ 48 ports sont reliés à la distribution du bâtiment par des liaisons montantes 10G SFP+
- 1 400 points d’accès Wi-Fi 6E ont été installés, avec des canaux de 80 MHz en 6 GHz pour absorber la densité des amphithéâtres

Chaque émetteur-récepteur a été codé pour la plateforme de cœur déjà en place à l’université, testé sur le même modèle de commutateur avant expédition et étiqueté au numéro du bâtiment, pour être installé dès le déballage.

## Déploiement et résultats

Les travaux ont été menés en trois vagues pendant les dix semaines de vacances d’été, chaque bâtiment étant basculé en moins de deux heures. Lors de la première semaine de la rentrée, le réseau sans fil a atteint un pic de 24 000 clients simultanés, tandis que les liaisons montantes des bâtiments restaient sous 40 % d’utilisation. Sur plus de 2 100 émetteurs-récepteurs livrés, trois seulement ont dû être remplacés la première année, chacun en moins de 48 heures. Les optiques ont coûté 62 % de moins que le devis du constructeur, et l’économie réalisée a financé des points d’accès supplémentaires dans la bibliothèque et les résidences étudiantes.`,

  'case/regional-hospital': `L’hôpital compte neuf bâtiments, et son dossier patient informatisé, son imagerie médicale (PACS), ses pompes à perfusion, ses chariots de soins mobiles et son système d’appel infirmier dépendent tous du réseau. L’ancien réseau reposait sur un seul commutateur de cœur : la moindre panne touchait tout l’hôpital, et les connexions Wi-Fi tombaient quand le personnel passait d’un service à l’autre, obligeant les infirmiers et infirmières à se reconnecter sans cesse sur leurs chariots mobiles.

## Principes de conception

Avec l’intégrateur de l’hôpital, nous avons conçu le nouveau réseau autour d’une règle unique : aucune panne isolée ne doit interrompre la prise en charge des patients.

- Deux commutateurs de cœur dans deux salles informatiques distinctes, interconnectés par des liaisons 2×100G QSFP28 LR4
- Des commutateurs de distribution dans chaque bâtiment, raccordés en double attachement aux deux cœurs par des optiques 10G SFP+ LR, avec un basculement en moins d’une seconde
- Des VRF distinctes pour les dispositifs médicaux, l’appel infirmier, l’administration, l’imagerie et les invités, tout le trafic entre elles passant par des pare-feu
- Des commutateurs d’accès à double alimentation et PoE perpétuel, pour que téléphones IP, terminaux d’appel infirmier et points d’accès restent alimentés pendant les mises à jour des commutateurs

## Itinérance sans fil

Les services sont couverts par 620 points d’accès Wi-Fi 6 avec itinérance rapide 802.11k/v/r, et le plan de canaux 5 GHz a été conçu spécialement pour les chariots de soins et les terminaux portables. Les mesures effectuées en parcourant les couloirs des services montrent des transferts d’itinérance inférieurs à 50 ms : les appels vocaux et les tournées avec terminaux mobiles ne sont plus interrompus.

## Résultats

Le nouveau réseau a été basculé en 14 fenêtres de nuit, chacune répétée intégralement au préalable dans un environnement de test, sans aucun impact sur la prise en charge des patients. Aucune interruption non planifiée n’est survenue au cours des 12 mois suivants. Notre support de Tokyo accompagne l’équipe informatique de l’hôpital en japonais, et 5 % de chaque référence sont conservés sur site en pièces de rechange afin de remplacer immédiatement une unité défaillante.`,

  'case/nordic-cloud-spine-leaf': `Le fournisseur cloud construisait son troisième centre de données dans les pays nordiques, avec 1 800 serveurs de virtualisation et de stockage en première phase. Le réseau devait offrir un accès serveur en 25G avec un taux de sursouscription de 3:1 au plus, et pouvoir évoluer vers le 800G sans recâblage.

## Architecture

- 48 commutateurs leaf, chacun avec 48 ports serveur 25G et 8 liaisons montantes 100G
- 8 commutateurs spine dotés chacun de 32 ports 400G QSFP-DD
- Des liaisons leaf-spine en optiques 400G DR4, chaque port 400G étant éclaté par un cordon d’éclatement MPO-12 APC en quatre liaisons 100G DR vers quatre leafs différents
- Des serveurs raccordés aux leafs par des DAC passifs 25G SFP28 de 1 à 3 m
- Des trunks MPO monomodes OS2 entre les salles, posés une fois pour toutes en câblage structuré

## Pourquoi l’éclatement DR4

Par rapport à des ports 100G sur les spines, la conception en éclatement 400G DR4 ne mobilise qu’un quart des ports spine : chaque spine n’utilise aujourd’hui que 12 de ses 32 ports, si bien que la fabric peut croître jusqu’à 128 commutateurs leaf sans ajouter de spine. De plus, un seul type d’émetteur-récepteur couvre toutes les liaisons leaf-spine jusqu’à 500 m. Quand les spines passeront au 800G, le câblage OS2 existant restera en place.

## Résultats

Nous avons livré 96 modules 400G DR4, 384 modules 100G DR et 1 900 DAC 25G. Chaque module a été codé et testé sur les modèles de commutateurs du client lui-même, puis expédié avec un rapport de test unitaire. Le coût total a été inférieur de 55 % au devis du constructeur pour les optiques et les câbles, et le taux de panne des optiques sur le terrain est resté inférieur à 0,1 % en neuf mois d’exploitation.`,

  'case/smart-factory': `Ce fabricant fournit des composants de freinage et de direction à plusieurs constructeurs automobiles et exploite 42 lignes de production automatisées réparties sur trois usines. Avec le déploiement du MES, du contrôle par vision industrielle et des machines connectées, le réseau d’atelier est devenu partie intégrante de la production ; mais les anciens commutateurs de gamme bureautique et le câblage cuivre tombaient régulièrement en panne sous l’effet de la chaleur, de la poussière et des perturbations électromagnétiques, ce qui arrêtait les lignes environ six heures par mois.

## La solution

- Dans chaque usine, un anneau fibre 10G relie les commutateurs de distribution industriels de tous les ateliers, protégé par ERPS (G.8032) : une coupure de fibre isolée est rétablie en moins de 50 ms
- Les anneaux utilisent des optiques 10G SFP+ LR à température industrielle (-40 °C à +85 °C), et les équipements de production se raccordent par des optiques industrielles 1G SFP LX au lieu de longues liaisons cuivre exposées aux perturbations des variateurs et des postes de soudage
- Les 200 caméras industrielles des postes de vision sont alimentées par des commutateurs PoE+, avec un VLAN dédié au trafic des caméras et un multicast maîtrisé par IGMP snooping
- Les trois usines sont reliées par de la fibre noire à 10G, et la salle informatique de l’usine dispose d’un accès serveur en 25G

## Déploiement

Les travaux ont été réalisés en deux phases, pendant les arrêts de production de la fête du Printemps et de la fête nationale. Nous avons livré pour chaque armoire des optiques et des jarretières préconfigurées et étiquetées : l’équipe sur site n’avait plus qu’à suivre les plans. Chaque module industriel a subi des cycles de température de -40 °C à +85 °C avant expédition.

## Résultats

Depuis la mise en service, les arrêts de ligne dus au réseau sont tombés à zéro. Le temps de téléversement des images depuis les postes de vision est passé de 1,8 s à 0,3 s en moyenne, ce qui a augmenté de 12 % la cadence de contrôle. L’équipe informatique de l’usine surveille désormais la puissance reçue de chaque liaison fibre grâce au DDM et remplace les jarretières vieillissantes avant qu’elles n’affectent la production.`,

  'case/resort-hotel-wifi': `Le complexe compte six bâtiments d’hébergement, trois restaurants, un centre de conférences, deux piscines et une plage privée de 800 m. L’ancien Wi-Fi ne disposait de points d’accès que dans les couloirs, et le signal traversait mal les murs en béton pour atteindre les chambres. En haute saison, la réception recevait chaque jour des plaintes au sujet d’internet, et le « Wi-Fi médiocre » était la critique la plus fréquente dans les avis en ligne.

## La solution

- Un point d’accès Wi-Fi 6 mural dans chaque chambre, avec quatre ports filaires Gigabit pour le décodeur IPTV, le téléphone de la chambre et le minibar
- 36 points d’accès extérieurs IP67 autour des piscines, des jardins et de la plage, avec des antennes directionnelles le long du sable et une protection contre la foudre et le brouillard salin
- Des commutateurs PoE+ 48 ports dans chaque bâtiment d’hébergement, reliés au cœur par des optiques 10G SFP+ sur fibre monomode OS2 entre les bâtiments
- Des VLAN distincts pour les clients, le personnel, l’IPTV, les serrures de portes et les terminaux de paiement ; les clients se connectent via un portail captif avec leur numéro de chambre et sont limités à 50 Mbit/s chacun

## Déploiement et résultats

L’installation s’est faite bâtiment par bâtiment, chacun n’étant fermé que trois jours. Depuis la mise en service, les clients restent connectés partout dans l’établissement, avec plus de 1 500 terminaux connectés simultanément aux heures de pointe.

Les plaintes des clients concernant le Wi-Fi ont baissé de 85 %, et la note du Wi-Fi dans les avis en ligne est passée de 2,9 à 4,6 sur 5. Comme l’IPTV et les serrures électroniques ont migré sur le même réseau, le complexe a supprimé deux systèmes de câblage distincts et réduit d’environ 18 % ses coûts annuels d’exploitation du réseau.`,

  'case/retail-chain-branches': `Les magasins de l’enseigne vont de 150 m² à 1 200 m², et chacun avait jusqu’ici été câblé par un électricien ou un prestataire informatique local différent, si bien que plus d’une douzaine de modèles d’équipements coexistaient sur le terrain. L’équipe informatique centrale ne compte que six personnes. Chaque ouverture ou panne imposait un déplacement, et les terminaux de paiement, qui partageaient le réseau avec le Wi-Fi clients, compliquaient les audits PCI DSS.

## Un kit magasin standard

Avec l’équipe informatique du client, nous avons conçu un kit en deux tailles ; petits et grands magasins ne diffèrent que par le nombre de ports et de points d’accès :

- Un routeur d’agence sur ligne fibre ou DSL avec secours 4G/5G, qui bascule automatiquement en moins de 30 secondes si la ligne principale tombe
- Un commutateur PoE+ 24 ports (48 ports dans les grands magasins) qui alimente les points d’accès, les caméras IP et les bornes des étiquettes électroniques de gondole
- Deux à quatre points d’accès Wi-Fi 6, avec des SSID et des VLAN distincts pour le personnel, les clients et les objets connectés
- Un coffret mural 9U avec panneau de brassage, passe-câbles et PDU, et des câbles de couleurs différentes selon leur usage

Les terminaux de paiement sont placés dans leur propre VLAN, ne peuvent joindre que la passerelle de paiement et n’ont aucune route vers le Wi-Fi clients, ce qui simplifie grandement l’audit PCI DSS.

## Logistique et bascule

Chaque équipement a été préconfiguré, testé et étiqueté au numéro du magasin dans notre entrepôt néerlandais, puis emballé avec un guide d’installation illustré d’une page. Un électricien local installe le kit après la fermeture, le siège vérifie à distance que le magasin est en ligne, et un magasin bascule généralement en une seule nuit.

## Résultats

Les 180 magasins ont été basculés en neuf mois, et aucun n’a ouvert en retard à cause du réseau. Le siège voit désormais l’état des lignes de tous les magasins sur un seul écran, et les demandes de maintenance sur site ont baissé de 70 %. La préparation réseau d’un nouveau magasin est passée de trois semaines à cinq jours.`,

  'case/regional-isp-aggregation': `L’opérateur propose la fibre jusqu’au domicile (FTTH) dans quatre villes du nord du Mexique. Son nombre d’abonnés avait quadruplé en trois ans, mais les anneaux d’agrégation entre centraux étaient toujours en 10G. Entre 20 h et 23 h, au pic du trafic vidéo, l’utilisation des anneaux dépassait 90 %, les clients se plaignaient des débits et le lancement des offres gigabit était sans cesse repoussé. De plus, de nombreux parcours fibre entre centraux n’avaient plus de brins disponibles, et l’autorisation d’un nouveau câble aurait pris plus de six mois.

## La solution

- Les 28 centraux forment quatre anneaux d’agrégation, passés de 10G à 2×100G avec des optiques 100G LR4 (10 km) ou ER4 (40 km) selon la distance entre centraux
- Les deux nœuds de cœur sont reliés en 4×100G et raccordés en 100G LR4 à deux opérateurs de transit et à un point d’échange internet
- Les liaisons montantes de 180 OLT GPON et XGS-PON sont passées du 10G LR bifibre à des optiques 10G BiDi monofibre (paires 1270/1330 nm), ce qui a libéré immédiatement la moitié des fibres utilisées
- Certains centraux abritant leurs équipements dans des armoires non climatisées, les modules ont fait l’objet d’un pilote estival de deux semaines sur le site le plus chaud, où les relevés de température DDM ont confirmé un fonctionnement stable dans les spécifications

## Déploiement et résultats

La mise à niveau a été réalisée anneau par anneau en quatre mois, en basculant un tronçon à la fois sous la protection de l’anneau, sans interruption perçue par les abonnés. Depuis, l’utilisation des anneaux au pic du soir reste sous 25 %, et la part des tests de débit atteignant le débit annoncé est passée de 71 % à 99 %.

L’opérateur a ensuite lancé des offres à 1 Gbit/s et 2 Gbit/s et gagné 26 000 abonnés en six mois. Les fibres libérées servent désormais à des liaisons louées pour les entreprises et à la collecte 5G (backhaul), ouvrant de nouvelles sources de revenus.`,

  // ───────────── Solutions ─────────────
  'solution/enterprise-campus': `Un réseau de campus d’entreprise moderne doit acheminer simultanément visioconférences, applications cloud, points d’accès Wi-Fi 7, caméras IP et objets connectés du bâtiment. La conception de campus YT Networks reprend l’architecture classique à trois niveaux et ménage à chaque niveau une marge de croissance de cinq à sept ans.

## Structure du réseau

- Cœur : deux commutateurs de cœur interconnectés par des liaisons 100G QSFP28, avec des optiques LR4 (10 km) entre bâtiments ou entre sites, et des optiques SR4 ou des DAC au sein d’une salle informatique
- Distribution : deux commutateurs de distribution par bâtiment, raccordés en double attachement au cœur par des optiques 25G SFP28 SR ou LR, pour 50G de liaison montante agrégée
- Accès : commutateurs multigigabit PoE++ 2,5G/10G de la série S3950, jusqu’à 90 W par port et 1 440 W sur les modèles -PH, avec liaisons montantes 25G vers la distribution ; commutateurs Gigabit PoE+ S3410/S3910 pour les étages de bureaux courants
- Sans fil : points d’accès Wi-Fi 6E ou Wi-Fi 7, un pour 150 à 200 m², avec une densité accrue dans les espaces ouverts et les salles de réunion

## Résilience et sécurité

Les commutateurs de cœur et de distribution utilisent l’agrégation de liens multichâssis (MLAG) ou l’empilage : la défaillance d’un équipement ou d’une liaison, quelle qu’elle soit, n’interrompt pas le service. L’authentification 802.1X en couche d’accès attribue dynamiquement les VLAN selon le service et le type d’équipement ; caméras, contrôle d’accès et gestion technique du bâtiment (GTB) disposent de leurs propres segments et ne peuvent joindre que leurs plateformes d’administration respectives.

## Conseils de câblage

Utilisez de la fibre monomode OS2 entre les bâtiments pour pouvoir passer sans difficulté du 25G au 100G par la suite, et du Cat6A pour le câblage horizontal à l’intérieur des bâtiments afin que le 10GBASE-T et le PoE++ fonctionnent de manière fiable sur 100 m. Envoyez-nous vos plans d’étage et le nombre d’équipements : nous établirons une nomenclature complète et un budget. Les demandes reçoivent une réponse sous un jour ouvré.`,

  'solution/datacenter-spine-leaf': `Dans une fabric spine-leaf, le trafic entre deux serveurs quelconques traverse un nombre fixe de sauts, la latence est prévisible et la capacité augmente par simple ajout de commutateurs leaf ou spine. YT Networks fournit l’interconnexion complète des centres de données neufs ou rénovés, des cartes réseau des serveurs jusqu’à la couche spine.

## Une conception type

- Accès serveur : cartes 25G SFP28 ou 100G QSFP28, DAC passifs dans la baie (jusqu’à 5 m en 25G) et AOC vers les baies voisines
- Commutateurs leaf : le N8560-48BC avec 48×25G plus 8×100G, ou le N8560-32C avec 32×100G, dimensionnés pour une sursouscription de 3:1 ou mieux
- Commutateurs spine : le N9550-32D avec 32 ports 400G QSFP-DD, ou le N9550-64D à 64 ports
- Leaf vers spine : optiques 400G DR4 éclatées par des cordons MPO-12 APC en 4×100G DR pour un raccordement direct à des leafs 100G, ou 400G FR4 pour rejoindre d’autres salles jusqu’à 2 km

## Pourquoi nous recommandons le câblage monomode

En 100G, le SR4 multimode reste le choix habituel au sein d’une salle. En 400G et en 800G, en revanche, la portée multimode tombe à 50 à 100 m, et les modules multimodes parallèles exigent davantage de brins de fibre. Le DR4 et le FR4 fonctionnent sur monomode OS2 sur 500 m à 2 km, et le même câblage trunk transportera le 800G et le 1,6T.

## Notre méthode de livraison

Chaque émetteur-récepteur et chaque câble est codé pour votre plateforme de commutation, testé sur le même modèle avant expédition et fourni avec ses données de test. Pour les grands projets, nous préparons les colis par baie ou par rangée et étiquetons chaque article avec son numéro de port afin de raccourcir l’installation. Nous concevons également la polarité des trunks MPO et des panneaux de brassage pour que rien ne soit à refaire sur site.`,

  'solution/ai-cluster-networking': `Les tâches d’entraînement d’IA sont souvent limitées par la communication entre GPU plutôt que par les GPU eux-mêmes. Une seule liaison qui perd des paquets ou qui oscille (flapping) peut laisser des centaines, voire des milliers de GPU en attente. La conception YT Networks pour les clusters d’IA repose sur trois objectifs : un réseau non bloquant, sans perte et facile à reproduire.

## Réseau back-end

- Chaque serveur à huit GPU dispose de huit cartes 400G dans une topologie rail-optimized, chaque rail étant raccordé à son propre commutateur leaf
- Les liaisons leaf-spine restent à 1:1, sans sursouscription ; une unité évolutive compte généralement 256 à 512 GPU, et la fabric s’étend à des milliers de GPU grâce à la couche spine ou à un troisième niveau super-spine
- Optiques 400G OSFP ou QSFP112 côté serveur et optiques 800G 2×DR4 côté commutateur : un port de commutateur dessert deux serveurs, ce qui réduit le nombre de modules et la consommation
- Au sein d’une baie, des DAC 400G ou 800G permettent de réduire encore la consommation et les coûts

## Transport sans perte

Nous aidons nos clients à régler RoCEv2 : configuration de PFC et ECN pour le trafic RDMA, ajustement des paramètres DCQCN et des seuils de mémoire tampon, harmonisation de la MTU, puis validation de la bande passante et de la latence de queue sur l’ensemble de la fabric à l’aide de benchmarks de communication collective avant la réception.

## Réseaux front-end et de stockage

Le réseau front-end relie les systèmes d’ordonnancement, de stockage et d’administration en 100G ou 200G. Le réseau de stockage peut utiliser des cartes YT 100G double port comme la NIC-CX6DX-2C avec NVMe-oF, pour alimenter l’entraînement en données à un débit régulier.

## Assurance qualité

Un cluster d’IA compte généralement 2,5 à 4 fois plus d’émetteurs-récepteurs que de GPU. Chaque module YT 400G et 800G subit un déverminage à haute température et est mesuré individuellement en TDECQ et en taux d’erreur binaire avant FEC avant expédition, avec des données de test fournies unité par unité. Pour les grands projets, nous pouvons constituer un stock de pièces de rechange sur site, avec remplacement des modules défaillants en quatre heures.`,

  'solution/wireless-office': `De plus en plus d’entreprises ne câblent que quelques postes dans leurs nouveaux bureaux, et presque tous les ordinateurs portables, téléphones et équipements de salles de réunion se connectent en Wi-Fi. Le réseau sans fil doit donc être aussi fiable qu’un réseau filaire. La solution de bureau sans fil YT Networks couvre tout, de l’étude radio au matériel et à l’exploitation.

## Équipements

- Points d’accès plafonniers Wi-Fi 7 tri-bande AP7810-BE : 2,4/5/6 GHz, canaux de 320 MHz, 4096-QAM, Multi-Link Operation et liaison montante 10G
- Commutateurs multigigabit PoE++ de la série S3950 : ports cuivre 2,5G ou 10G, alimentation 802.3bt et liaisons montantes fibre 25G vers le cœur
- Le point d’accès mural bi-bande AP7250-BE pour les pays et régions où la bande 6 GHz n’est pas encore ouverte au Wi-Fi, et pour les petites pièces qui ont besoin de prises filaires pour les postes de travail

## Notre méthode de planification

Nous réalisons une étude prédictive à partir de vos plans d’étage, des matériaux des murs et du nombre de postes, en prévoyant généralement un point d’accès pour 150 à 200 m² et 30 à 50 clients actifs par point d’accès. Les salles de réunion et les espaces ouverts utilisent des canaux de 80 MHz pour conserver davantage de canaux disponibles, tandis que les grands auditoriums bénéficient d’antennes directionnelles et d’une implantation plus dense. Après l’installation, nous vérifions la couverture (supérieure à -67 dBm) et les interférences cocanal au moyen de cartes de chaleur mesurées.

## Sécurité et expérience utilisateur

Les collaborateurs se connectent en WPA3-Enterprise et 802.1X ; les visiteurs utilisent un SSID distinct avec portail captif, totalement isolé du réseau interne. L’itinérance rapide 802.11k/v/r maintient les appels vidéo quand on passe d’un étage à l’autre. Tous les points d’accès s’administrent de façon centralisée dans YT Cloud, et les mises à jour de firmware peuvent être programmées la nuit, par lots.`,

  'solution/poe-surveillance': `La vidéosurveillance IP n’attend pas la même chose du réseau que le trafic bureautique : la charge est constante et surtout montante, les caméras sont souvent réparties sur des parkings, des clôtures périmétriques et des entrepôts éloignés du local technique, et elles doivent être alimentées toute l’année. La conception de vidéosurveillance YT Networks est bâtie autour de ces besoins.

## Structure du réseau

- Accès : commutateurs PoE+ 24 ou 48 ports (budget de 370 W sur les modèles -P) installés dans des armoires proches des caméras, pour garder les liaisons cuivre sous 100 m
- Sites extérieurs et distants : optiques 1G SFP LX ou 10G SFP+ LR en remontée sur fibre monomode jusqu’à 10 km ; caméras PTZ avec chauffage alimentées en PoE++ 802.3bt
- Agrégation : fibre 10G ou 25G vers les serveurs d’enregistrement et le stockage, avec IGMP snooping sur les commutateurs d’agrégation pour que la vidéo multicast n’inonde pas le réseau
- En l’absence de commutateur PoE, les injecteurs PoE++ YT alimentent une caméra ou un point d’accès isolé

## Planification de la bande passante et de l’alimentation

Une caméra 4K H.265 émet généralement un flux de 8 à 16 Mbit/s : un commutateur d’accès 48 ports entièrement chargé envoie donc environ 0,8 Gbit/s vers l’amont, et une liaison montante 10G laisse une marge confortable. Pour l’alimentation, additionnez la consommation maximale de chaque caméra et gardez 20 % de réserve ; pour les grands projets, nous recommandons des commutateurs à double alimentation.

## Exploitation

Le PoE perpétuel maintient les caméras en ligne pendant le redémarrage ou la mise à jour d’un commutateur, et la supervision PoE par port permet de redémarrer à distance une caméra figée plutôt que d’envoyer quelqu’un sur place. Les caméras sont placées dans leur propre VLAN, séparé du réseau bureautique et accessible uniquement aux serveurs d’enregistrement et à la plateforme d’administration, ce qui réduit le risque de compromission d’une caméra.`,

  'solution/5g-fronthaul': `Dans un réseau 5G, les liaisons fronthaul entre les unités d’antenne actives (AAU) et les unités distribuées (DU) sont nombreuses, courtes et exposées à des conditions difficiles. Un site macro tri-secteur nécessite généralement trois à six liaisons 25G, et la fibre disponible comme l’environnement extérieur constituent le plus souvent les principales contraintes. YT Networks fournit des optiques éprouvées en environnement opérateur pour le fronthaul, le midhaul et les réseaux d’accès.

## Options de fronthaul

- Fibre point à point : optiques 25G SFP28 LR, 10 km sur monomode, pour les sites bien pourvus en fibre
- BiDi monofibre : optiques 25G BiDi (paires 1270/1330 nm) qui divisent par deux le nombre de fibres nécessaires
- WDM passif : optiques 25G CWDM (6 ou 12 longueurs d’onde) et DWDM avec multiplexeurs/démultiplexeurs passifs, pour qu’une seule paire de fibres transporte toutes les liaisons fronthaul d’un site
- Tous les modules fronthaul sont spécifiés pour des températures industrielles (-40 °C à +85 °C) et conviennent aux armoires extérieures et aux pylônes non climatisés

## Midhaul, backhaul et accès fixe

Le midhaul entre DU et CU et le backhaul entre sites d’agrégation fonctionnent généralement de 10G à 100G, sur des distances de quelques kilomètres à 80 km ; nous proposons notamment des modules 100G LR4 et ER4 ainsi que 10G ER et ZR. Pour les réseaux fixes, les liaisons montantes des OLT peuvent utiliser des optiques 10G BiDi, et les liaisons louées d’entreprise des optiques CWDM 1G et 10G.

## Exigences de qualité

Les réseaux opérateurs exigent une fiabilité à long terme. Nos modules industriels subissent des cycles de température et un déverminage avant expédition, sont codés pour les principales plateformes radio et de transport, et fournissent l’ensemble des seuils d’alarme DDM pour une supervision en temps réel par le système de gestion du réseau. Pour les projets en volume, nous pouvons fournir des étiquettes personnalisées et des listes de numéros de série conformes au cahier des charges de l’opérateur.`,

  'solution/smb-network': `Les PME disposent rarement d’un ingénieur réseau dédié, et pourtant elles dépendent tout autant de leur réseau que les grandes entreprises : bureautique dans le cloud, visioconférences, caisses et caméras de sécurité ont toutes besoin d’une connexion stable. La solution PME de YT Networks mise sur un équipement suffisant, fiable et simple à administrer.

## Une configuration type (bureau de 30 à 80 personnes)

- Un routeur d’entreprise de la série R6200 avec plusieurs ports WAN pour une ligne fibre et un secours 4G/5G, ainsi qu’un pare-feu, un VPN et un filtrage web intégrés
- Un commutateur Gigabit PoE+ S3410-24TX-P : 24 ports cuivre, un budget de 370 W et quatre ports 10G SFP+ pour un serveur, un NAS ou une extension future
- Trois à six points d’accès plafonniers Wi-Fi 6 ou Wi-Fi 7, avec des réseaux séparés pour le personnel et les visiteurs
- Un coffret mural 12U avec panneau de brassage, passe-câbles et PDU

## Sécurité et télétravail

Le VPN site à site du routeur relie les agences au siège, et les collaborateurs à distance accèdent en toute sécurité aux ressources internes grâce au VPN client. Caméras, imprimantes et autres objets connectés sont placés dans leur propre VLAN : un équipement compromis ne peut pas atteindre les ordinateurs du personnel.

## Simple à entretenir

Chaque équipement se consulte et s’administre de façon centralisée dans YT Cloud, avec mise à jour du firmware et sauvegarde de la configuration en un clic. Nous pouvons appliquer une configuration de base à partir de vos informations avant expédition : le matériel fonctionne dès qu’il est câblé sur site. En cas de problème, notre équipe technique répond sous 12 à 24 heures, et le matériel bénéficie d’une garantie de trois ans avec remplacement anticipé.`,

  // ───────────── À propos ─────────────
  'about/company': `YT Networks a été fondée à Shenzhen en 2014, à l’origine pour coder et tester des émetteurs-récepteurs optiques compatibles. En plus de dix ans, nous sommes devenus un fournisseur unique de matériel réseau : commutateurs, routeurs, émetteurs-récepteurs optiques, câbles DAC et AOC, jarretières optiques, points d’accès sans fil, cartes réseau serveur, équipements PoE, ainsi que baies et accessoires.

Nos clients sont des intégrateurs, des opérateurs télécoms, des fournisseurs d’accès à internet, des exploitants de centres de données, des universités, des hôpitaux, des industriels et des directions informatiques d’entreprise, dans plus de 100 pays et régions. Que vous achetiez un seul commutateur PoE pour un bureau ou dix mille émetteurs-récepteurs pour un centre de données, vous bénéficiez du même niveau d’attention.

## Notre offre

- Marque propre YT : commutateurs d’accès, d’agrégation et pour centres de données, routeurs d’entreprise, points d’accès Wi-Fi 6/6E/7, cartes réseau serveur, injecteurs PoE, baies réseau et accessoires
- Optiques et câbles compatibles de 1G à 400G, avec du 800G disponible en évaluation, codés pour Cisco, Juniper, Arista, HPE, Huawei, Dell et d’autres plateformes, et testés dans des équipements réels de chaque marque
- Câblage : jarretières LC et SC monomodes OS2 et multimodes OM4, et câbles trunk MPO

## Notre équipe

Nous employons environ 220 personnes, dont 45 ingénieurs réseau et optique. Notre siège et notre laboratoire de test d’optiques se trouvent dans le district de Nanshan, à Shenzhen ; notre entrepôt et notre bureau européens sont aux Pays-Bas ; notre support technique en japonais est basé à Tokyo.

Nous pensons qu’un bon fournisseur de matériel doit raisonner comme l’équipe d’ingénierie de son client : recommander le produit adapté, pas le plus cher, et résoudre les problèmes au laboratoire avant la livraison plutôt que dans la salle informatique du client.`,

  'about/quality': `Pour du matériel réseau, la qualité, c’est un équipement qui fonctionne dès qu’on le branche, qui continue de fonctionner pendant des années et qui est réparé rapidement dans le cas contraire. Notre système qualité certifié ISO 9001:2015 couvre chaque étape, du contrôle à réception et du codage jusqu’aux tests et à l’analyse après-vente.

## Comment les optiques sont codées

L’EEPROM d’un émetteur-récepteur stocke le nom du fabricant, la référence, le numéro de série, le débit, etc., et certains commutateurs décident d’accepter ou non un module en fonction de ces champs. Nous les écrivons comme la plateforme cible les attend, conformément aux spécifications MSA SFF-8472, SFF-8636 et CMIS, et nous veillons à l’exactitude des sommes de contrôle et des diagnostics numériques (DDM). Chaque fichier de codage est géré en version et associé au numéro de série du module, ce qui en assure la traçabilité.

## Comment les optiques sont testées

- Contrôle à réception : les composants critiques comme les lasers, les photodiodes et les puces DSP sont contrôlés par échantillonnage en AQL 0,4
- Tests optiques et électriques : puissance d’émission, taux d’extinction, longueur d’onde centrale et sensibilité du récepteur ; TDECQ et taux d’erreur binaire avant FEC pour les modules PAM4
- Tests en température : performances vérifiées de 0 °C à 70 °C pour les modules de gamme commerciale et de -40 °C à +85 °C pour les modules industriels
- Déverminage : fonctionnement prolongé à haute température pour éliminer les défaillances précoces
- Tests sur hôte : reconnaissance, établissement de la liaison et relevés DDM vérifiés dans plus de 120 commutateurs, routeurs et cartes réseau réels de Cisco, Juniper, Arista, HPE, Huawei, Dell et d’autres marques
- Contrôle final : aspect, étiquette, version de codage et emballage vérifiés unité par unité

## Certifications et conformité

Les produits YT portent les certifications CE et FCC requises dans chaque région de vente et sont conformes à la directive RoHS et au règlement REACH de l’UE ; nos émetteurs-récepteurs sont des produits laser de classe 1 au sens de la norme IEC 60825-1. L’entreprise est certifiée ISO 9001:2015 pour le management de la qualité et ISO 14001:2015 pour le management environnemental. Les certificats et déclarations de conformité peuvent être demandés via la page de contact et sont envoyés sous un jour ouvré.

## Garantie

- Émetteurs-récepteurs, câbles DAC et AOC et jarretières optiques : cinq ans
- Commutateurs, routeurs, points d’accès sans fil et cartes réseau : trois ans
- Injecteurs PoE, baies et accessoires : deux ans

Pendant la période de garantie, les produits défectueux sont réparés ou remplacés gratuitement, et les clients professionnels peuvent bénéficier du remplacement anticipé. Les émetteurs-récepteurs retournés font l’objet d’une analyse de défaillance dans notre laboratoire, avec un rapport écrit sous cinq jours ouvrés. Si une mise à jour logicielle d’un commutateur provoque un problème de reconnaissance, nous recodons le module gratuitement.`,

  'info/info': `L’histoire de YT Networks commence en 2014, dans un petit bureau du district de Nanshan, à Shenzhen. Nos ingénieurs fondateurs venaient tous de chez des intégrateurs, et ils voyaient sans cesse les clients pris entre deux mauvaises options au moment d’acheter des optiques : les modules des constructeurs étaient chers et longs à obtenir, tandis que la qualité des modules compatibles du marché variait énormément, sans aucune garantie qu’un module serait reconnu par le commutateur ni sur sa durée de vie. Ils ont donc construit leur premier banc de test et commencé à tester chacun des modules expédiés dans un vrai commutateur.

## Notre parcours

- 2014 : création à Shenzhen, avec une activité centrée sur le codage et le test d’optiques compatibles 1G et 10G
- 2017 : lancement des optiques 40G et 100G et des câbles DAC et AOC ; ouverture de notre boutique en ligne aux clients internationaux
- 2019 : lancement de commutateurs d’accès et de produits PoE de marque YT, et premières solutions complètes
- 2021 : arrivée des commutateurs pour centres de données, des cartes réseau serveur et des points d’accès Wi-Fi 6 ; cap des 5 000 clients professionnels franchi
- 2023 : lancement des optiques 400G QSFP-DD et début des livraisons en volume aux fournisseurs cloud et aux clusters d’IA
- 2025 : ouverture de notre laboratoire de codage et de test d’optiques de 1 200 m² ; mise en service de notre entrepôt européen aux Pays-Bas ; lancement des points d’accès Wi-Fi 7
- 2026 : ouverture de notre support technique en japonais à Tokyo ; optiques 800G disponibles en évaluation ; cap des 12 000 clients professionnels franchi

## Notre façon de travailler

Nous ne vendons que ce que nous avons testé. Chaque émetteur-récepteur compatible est vérifié dans un équipement réel de sa marque cible, et chaque produit de marque YT passe, avant sa commercialisation, des tests d’interopérabilité avec les équipements des grands constructeurs dans notre laboratoire. Nos clients peuvent demander les données de test usine de n’importe quel module en indiquant son numéro de série.

Nous gardons nos ingénieurs au plus près des clients. Les demandes et les questions techniques sont d’abord traitées par des personnes qui connaissent les réseaux, et non simplement transmises par un service de saisie des commandes. Si un projet peut se faire avec moins de produits ou avec des produits moins chers, nous le disons.

Nous privilégions les relations de long terme. Beaucoup de clients commencent par une commande d’essai de quelques émetteurs-récepteurs et finissent par nous confier un centre de données ou un réseau de campus entier. Nous gagnons cette confiance par des prix transparents, des délais fiables et un service après-vente réactif : les commandes d’articles en stock partent généralement sous 24 heures, les demandes reçoivent une réponse sous un jour ouvré et les questions techniques sous 12 à 24 heures.

## Perspectives

Les réseaux évoluent vite. Les clusters d’IA poussent les centres de données vers le 800G et le 1,6T, le Wi-Fi 7 et le PoE multigigabit transforment la couche d’accès des campus, et la 5G comme la fibre jusqu’au domicile continuent de faire croître la demande d’optiques des opérateurs. YT Networks continuera d’investir dans ses capacités de test, dans un service de proximité et dans une exploitation durable, pour servir ses clients plus vite et de façon plus fiable depuis Shenzhen, l’Europe et le Japon.`,

  // ───────────── Politiques ─────────────
  'policy/privacy_policy': `Dernière mise à jour : 1er novembre 2026

La présente politique de confidentialité explique comment YT Networks traite vos données personnelles lorsque vous consultez ce site, créez un compte, passez une commande, envoyez une demande ou nous contactez. Notre clientèle comprend à la fois des entreprises et des particuliers situés dans l’UE, au Japon, en Chine, sur le continent américain et ailleurs ; la présente politique a donc été rédigée en tenant compte du règlement général sur la protection des données de l’UE (RGPD), de la loi japonaise sur la protection des informations personnelles (APPI), de la loi chinoise sur la protection des informations personnelles (PIPL), des lois des États américains relatives à la vie privée, dont le CCPA/CPRA californien, de la LGPD brésilienne et de la PIPEDA canadienne.

## 1. Responsable du traitement

Le responsable du traitement de vos données personnelles est YT Networks Co., Ltd., n° 8 Science Park, district de Nanshan, Shenzhen, Guangdong, Chine. Pour les clients de l’Espace économique européen, notre filiale européenne YT Networks Europe B.V., établie à Venlo (Pays-Bas), agit en qualité de représentant dans l’UE et exécute les commandes européennes. Pour toute question relative à la présente politique, écrivez à privacy@yt-networks.example.

## 2. Données collectées

- Données de compte : nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte irréversible), numéro de téléphone, raison sociale et fonction
- Données de commande : adresses de livraison et de facturation, produits achetés, informations de facturation et identifiants fiscaux (tels que le numéro de TVA), historique des commandes et des retours
- Échanges : demandes, questions, transcriptions de chat et pièces jointes que vous téléversez, comme des schémas réseau ou des photos d’une panne
- Données techniques : adresse IP, type de navigateur et d’appareil, langue, préférences de pays et de devise, heure d’accès, journaux de connexion et de sécurité
- Données de paiement : les paiements sont traités par des prestataires de services de paiement agréés ; nous ne recevons que le statut du paiement, le type de moyen de paiement et, pour les cartes, les quatre derniers chiffres, et nous ne conservons jamais les numéros de carte complets

Nous ne collectons pas sciemment de données sensibles, telles que l’origine raciale, les convictions religieuses ou les données de santé, et nous vous demandons de ne pas en inclure dans vos demandes ou vos pièces jointes.

## 3. Finalités et bases juridiques des traitements

- Exécution du contrat conclu avec vous : création et gestion de votre compte, traitement des commandes et des paiements, expédition, gestion des retours et des demandes de garantie (article 6, paragraphe 1, point b) du RGPD)
- Respect de nos obligations légales : émission des factures, tenue des registres comptables et fiscaux, déclarations en douane et conformité au contrôle des exportations (article 6, paragraphe 1, point c))
- Nos intérêts légitimes : prévention de la fraude et des abus, sécurité du site, amélioration de nos produits et services, et communications commerciales avec les entreprises clientes (article 6, paragraphe 1, point f))
- Votre consentement : e-mails de prospection et lettres d’information, cookies non essentiels ou technologies similaires (article 6, paragraphe 1, point a)) ; vous pouvez retirer votre consentement à tout moment, sans que cela remette en cause la licéité des traitements effectués auparavant

## 4. Destinataires des données

Nous ne vendons pas vos données personnelles et ne les utilisons pas pour de la publicité comportementale intersites. Nous ne les communiquons, dans la stricte mesure nécessaire, qu’aux destinataires suivants : transporteurs et commissionnaires en douane (pour l’expédition et le dédouanement des marchandises), prestataires de services de paiement (pour les paiements et les remboursements), prestataires cloud et informatiques (pour l’hébergement du site et la messagerie), conseillers fiscaux et auditeurs, ainsi qu’autorités publiques lorsque la loi l’exige. Tous ces prestataires ne traitent vos données que pour les finalités et dans les conditions de confidentialité prévues par les contrats que nous avons conclus avec eux.

## 5. Transferts internationaux

Notre siège étant en Chine et nos activités européennes aux Pays-Bas, vos données peuvent être transférées entre la Chine, l’UE et d’autres pays. Pour les transferts depuis l’Espace économique européen vers la Chine, nous recourons aux clauses contractuelles types approuvées par la Commission européenne, complétées par une évaluation du niveau de protection offert par le destinataire. Pour les transferts hors de Chine, nous concluons le contrat type exigé par la PIPL et vous en informons ; pour les clients au Japon, nous appliquons des mesures équivalentes à celles requises par l’APPI. Contactez-nous si vous souhaitez obtenir le détail de ces garanties.

## 6. Durées de conservation

- Données de compte : pendant toute la durée d’existence de votre compte, puis deux ans après sa clôture pour traiter d’éventuelles questions après-vente ou d’éventuels litiges
- Commandes, factures et documents douaniers : aussi longtemps que l’exigent les lois fiscales et comptables, généralement sept à dix ans
- Demandes et échanges : trois ans après notre dernier contact
- Journaux de sécurité : généralement 12 mois au maximum

À l’issue de ces durées, nous supprimons ou anonymisons vos données.

## 7. Sécurité

Nous mettons en œuvre des mesures techniques et organisationnelles appropriées pour protéger vos données, notamment le chiffrement HTTPS sur l’ensemble du site, le hachage salé des mots de passe, un contrôle d’accès fondé sur les rôles, la formation du personnel à la confidentialité et des revues de sécurité régulières. Si une violation de données personnelles est susceptible d’engendrer un risque élevé pour vos droits, nous vous en informerons, ainsi que les autorités de contrôle, comme la loi l’exige.

## 8. Vos droits

Selon votre lieu de résidence, vous pouvez disposer d’un droit d’accès à vos données et d’en obtenir une copie, d’un droit de rectification des données inexactes, d’un droit à l’effacement, d’un droit à la limitation du traitement et d’un droit d’opposition, d’un droit à la portabilité, du droit de retirer votre consentement et du droit de ne pas faire l’objet d’une décision produisant des effets importants fondée exclusivement sur un traitement automatisé. Les résidents de Californie ont en outre le droit de savoir quelles catégories de données nous collectons et de s’opposer à la « vente » ou au « partage » de leurs informations personnelles, ce que nous ne pratiquons pas. L’exercice de vos droits n’entraînera aucune discrimination à votre égard.

Vous pouvez mettre à jour vous-même la plupart de vos données dans Mon compte, ou écrire à privacy@yt-networks.example. Nous répondons dans un délai d’un mois (généralement sous 15 jours ouvrés pour les clients en Chine et au Japon) et pouvons être amenés à vérifier d’abord votre identité. Si notre réponse ne vous satisfait pas, vous avez le droit d’introduire une réclamation auprès de l’autorité de protection des données de votre pays (en France, la CNIL).

## 9. Enfants

Ce site s’adresse aux entreprises et aux particuliers majeurs ; il ne vise pas les enfants de moins de 16 ans (moins de 14 ans en Chine). Nous ne collectons pas sciemment de données concernant des enfants et, si nous apprenons que cela s’est produit, nous les supprimons sans délai.

## 10. Prospection commerciale

Nous ne vous envoyons des actualités produits et des offres promotionnelles que si vous avez accepté de les recevoir. Chaque e-mail de prospection vous permet de vous désinscrire, et vous pouvez également désactiver ces envois à tout moment dans Mon compte. Les messages de service, tels que les confirmations de commande, les avis d’expédition et les alertes de sécurité, ne relèvent pas de la prospection commerciale.

## 11. Modifications de la présente politique

Nous pouvons mettre à jour la présente politique en fonction de l’évolution de nos activités ou de la réglementation. Les modifications importantes seront signalées de manière visible sur le site et, le cas échéant, vous seront notifiées par e-mail. La date figurant en haut de cette page indique celle de sa dernière mise à jour.`,

  'policy/terms_of_use': `Dernière mise à jour : 1er novembre 2026

Bienvenue sur le site de YT Networks. Les présentes conditions d’utilisation régissent votre accès au site et son utilisation, ainsi que les commandes que vous passez par son intermédiaire auprès de YT Networks Co., Ltd. (« nous ») ou de sa filiale européenne YT Networks Europe B.V. Les commandes livrées dans l’UE sont vendues par YT Networks Europe B.V. ; toutes les autres commandes sont vendues par YT Networks Co., Ltd. En utilisant le site ou en passant commande, vous acceptez les présentes conditions.

## 1. Clients professionnels et consommateurs

Ce site s’adresse aussi bien aux clients professionnels qu’aux consommateurs. Si vous achetez pour le compte d’une entreprise, indiquez sa raison sociale et son identifiant fiscal lors de la commande ; les dispositions des présentes conditions propres aux consommateurs ne s’appliquent pas aux clients professionnels. Si vous êtes consommateur, aucune disposition des présentes conditions ne limite les droits que vous tirez des lois impératives de protection des consommateurs de votre pays ou de votre région.

## 2. Comptes

Vous devez fournir des informations d’inscription exactes et sincères et préserver la confidentialité de votre mot de passe. Les actions effectuées au moyen de votre compte sont réputées être les vôtres. Informez-nous immédiatement si vous constatez une utilisation non autorisée de votre compte. Nous pouvons suspendre ou clôturer les comptes impliqués dans une fraude, un abus ou une violation des présentes conditions.

## 3. Informations sur les produits et compatibilité

Nous faisons de notre mieux pour que les descriptions, caractéristiques et images des produits soient exactes, mais les images sont non contractuelles et l’aspect des produits peut légèrement varier d’un lot à l’autre. Les émetteurs-récepteurs et câbles compatibles sont fabriqués ou achetés, puis codés, par YT Networks ; ils respectent les mêmes normes MSA que les équipements d’origine de la marque concernée, mais ne sont ni fabriqués ni approuvés par cette marque. Cisco, Juniper, Arista, HPE, Huawei, Dell ainsi que les autres noms et marques cités appartiennent à leurs propriétaires respectifs et ne sont utilisés sur ce site que pour indiquer la compatibilité.

## 4. Prix, devises et taxes

Les prix sont fixés en dollars américains ; les prix dans les autres devises sont convertis, à titre indicatif, aux taux publiés sur ce site, et c’est le montant affiché lors de la validation de la commande qui s’applique. Lorsque les clients de l’UE paient en euros, les prix incluent la TVA locale et les commandes sont livrées droits acquittés (DDP) ; les clients professionnels disposant d’un numéro de TVA valide peuvent bénéficier de l’autoliquidation. Pour les autres pays et régions, les droits d’importation, taxes et frais de dédouanement sont à la charge du destinataire, sauf mention contraire lors de la validation de la commande. Nous pouvons modifier nos prix à tout moment, mais les commandes confirmées sont honorées au prix en vigueur au moment où elles ont été passées.

## 5. Commandes et formation du contrat

Après l’envoi de votre commande, nous vous adressons un e-mail de confirmation de commande, qui ne vaut qu’accusé de réception. Le contrat de vente est formé lorsque nous confirmons le paiement et envoyons l’avis d’expédition. En cas d’erreur de prix manifeste, de stock insuffisant ou de restriction liée au contrôle des exportations, nous pouvons annuler la commande avant l’expédition et vous rembourser intégralement.

## 6. Paiement

Nous acceptons les moyens de paiement proposés lors de la validation de la commande ; les clients professionnels peuvent payer par virement bancaire ou selon les conditions de paiement à terme convenues. Les commandes impayées sont automatiquement annulées à l’expiration du délai indiqué lors de la validation de la commande.

## 7. Expédition et transfert des risques

Les jours ouvrés, les commandes d’articles en stock sont généralement expédiées sous 24 heures après le paiement, et les commandes à codage personnalisé sous trois à cinq jours ouvrés. Les délais de livraison affichés sur le site sont des estimations et non des garanties. Pour les consommateurs, le risque de perte ou d’endommagement est transféré lors de la livraison des marchandises ; pour les clients professionnels, sauf accord contraire, il est transféré lors de la remise des marchandises au transporteur. Veuillez vérifier l’emballage à la livraison et signaler tout dommage dans un délai de 48 heures.

## 8. Retours, droit de rétractation et garantie

- Les produits non utilisés, dans leur emballage d’origine, peuvent être retournés dans les 30 jours suivant la livraison, à l’exception des produits à codage ou à longueur personnalisés, et sauf disposition légale contraire
- Les consommateurs de l’UE et du Royaume-Uni disposent d’un droit de rétractation de 14 jours, sans avoir à motiver leur décision, à compter du jour de la livraison ; pour l’exercer, il leur suffit de nous en informer par une déclaration dénuée d’ambiguïté
- Durées de garantie : émetteurs-récepteurs, câbles DAC et AOC et jarretières optiques, cinq ans ; commutateurs, routeurs, points d’accès sans fil et cartes réseau, trois ans ; injecteurs PoE, baies et accessoires, deux ans
- La garantie ne couvre pas les dommages résultant d’une mauvaise utilisation, d’une décharge électrostatique, de faces de connecteurs fibre contaminées, de conditions d’utilisation hors spécifications, ou d’une ouverture ou réparation non autorisée

Tout retour et toute demande de garantie nécessitent un numéro d’autorisation de retour (RMA), et nous traitons les demandes sous un jour ouvré. Les présentes conditions n’affectent pas les garanties légales dont bénéficient les consommateurs.

## 9. Contrôle des exportations et sanctions

Nos produits peuvent être soumis aux lois sur le contrôle des exportations et aux régimes de sanctions de la Chine, de l’UE, des États-Unis et d’autres pays. Vous vous engagez à ne pas exporter, réexporter ou transférer les produits vers des pays, régions, personnes ou entités faisant l’objet de sanctions, et à ne pas les employer à des utilisations finales interdites. Nous pouvons demander une déclaration d’utilisateur final et refuser ou annuler des commandes si nécessaire.

## 10. Utilisation du site

Vous ne devez en aucune manière entraver le bon fonctionnement du site, notamment par l’extraction automatisée non autorisée de données, des tentatives de contournement des mesures de sécurité, le téléversement de code malveillant, l’usurpation de l’identité d’autrui ou la passation de fausses commandes. Les textes, images, documents techniques et logiciels de ce site sont protégés par le droit de la propriété intellectuelle et ne peuvent être copiés ni exploités commercialement sans notre autorisation écrite.

## 11. Limitation de responsabilité

Dans toute la mesure permise par la loi, nous ne sommes pas responsables des préjudices indirects, pertes de bénéfices, pertes de données ou interruptions d’activité et, pour les clients professionnels, notre responsabilité totale au titre d’une commande est limitée au montant effectivement payé pour cette commande. Aucune disposition des présentes conditions ne limite ni n’exclut la responsabilité en cas de faute intentionnelle ou de faute lourde, de décès ou de dommage corporel, ni toute autre responsabilité qui ne peut être limitée en vertu de la loi.

## 12. Droit applicable et litiges

Pour les clients professionnels, les présentes conditions et les commandes qui s’y rapportent sont régies par le droit de la République populaire de Chine, à l’exclusion de ses règles de conflit de lois et de la Convention des Nations unies sur les contrats de vente internationale de marchandises, et les litiges sont tranchés par voie d’arbitrage auprès de la Cour d’arbitrage international de Shenzhen ; les contrats conclus avec YT Networks Europe B.V. sont régis par le droit néerlandais. Les consommateurs conservent la protection que leur accordent les dispositions impératives de la loi de leur pays de résidence habituelle et peuvent saisir les juridictions de ce pays. En cas de différend, nous vous invitons à contacter d’abord notre service client ; la plupart des questions reçoivent une réponse sous un jour ouvré.

## 13. Modifications et contact

Nous pouvons modifier les présentes conditions de temps à autre. Les modifications prennent effet dès leur publication sur le site et n’affectent pas les commandes déjà confirmées. Pour toute question relative aux présentes conditions, écrivez à sales@yt-networks.example ou appelez le +86 755 8888 6666.`,

  'policy/cookie_policy': `Dernière mise à jour : 1er novembre 2026

La présente politique relative aux cookies explique comment le site de YT Networks utilise les cookies et les technologies similaires, comme le stockage local de votre navigateur, et comment vous pouvez gérer vos choix. Elle complète notre politique de confidentialité.

## 1. Que sont les cookies et le stockage local ?

Les cookies sont de petits fichiers texte qu’un site enregistre dans votre navigateur et que celui-ci renvoie lors de vos visites ultérieures sur le même site. Le stockage local (local storage) est un autre moyen pour un navigateur de conserver une petite quantité de données sur votre appareil ; contrairement aux cookies, ces données ne sont pas transmises automatiquement au serveur à chaque requête. Dans la présente politique, nous désignons les deux par le terme « cookies ».

## 2. Notre approche

Ce site n’utilise que des cookies internes, déposés par nous-mêmes. Nous n’utilisons ni cookies publicitaires tiers ni modules de réseaux sociaux, nous ne suivons pas votre navigation sur d’autres sites et nous ne transmettons pas vos données à des régies publicitaires.

## 3. Cookies strictement nécessaires

Les cookies suivants sont indispensables au fonctionnement du site. Ils ne requièrent pas votre consentement, mais vous pouvez toujours les supprimer dans votre navigateur :

- yt_us_token : votre session de connexion. Il est déposé lorsque vous vous connectez, afin que vous restiez connecté d’une page à l’autre, et il est supprimé lorsque vous vous déconnectez ou que la session expire
- yt_us_cart_info : le contenu du panier d’un visiteur non connecté, conservé 24 heures ; lorsque vous vous connectez, ce panier est fusionné avec celui de votre compte
- yt_use_cookie : votre réponse au bandeau cookies, 1 si vous avez accepté et 0 si vous avez refusé, afin de ne pas vous reposer la question à chaque visite

## 4. Préférences

Les cookies suivants mémorisent les choix que vous faites sur le site pour vous éviter de les refaire lors de votre prochaine visite :

- yt_us_lan : la langue d’interface choisie (简体中文, English, Español, Suomi, Français ou 日本語)
- yt_us_cou : le pays ou la région choisi, utilisé pour afficher les options de livraison et la devise par défaut correspondantes
- yt_us_currency_id et yt_us_currency_info : la devise choisie ainsi que son symbole, son nombre de décimales et son taux de change, utilisés pour afficher les prix

Ces préférences restent sur votre appareil jusqu’à ce que vous les modifiiez ou que vous effaciez les données de votre navigateur.

## 5. Performances et mise en cache

Pour accélérer le chargement des pages, le site met en cache dans le stockage local des données publiques, comme la liste des langues, la liste des pays, la configuration de base du site et les informations de prix, et les actualise automatiquement au bout de 24 heures ou à la mise en ligne d’une nouvelle version du site. Nous générons également un identifiant de visiteur aléatoire pour relier le panier et la session au sein d’un même navigateur ; il ne contient ni nom, ni adresse e-mail, ni aucune autre donnée personnelle et n’est jamais partagé avec d’autres sites.

## 6. Statistiques

Uniquement si vous acceptez les cookies via le bandeau cookies (yt_use_cookie défini à 1), nous comptabilisons sur nos propres serveurs des données agrégées, telles que les pages vues, les termes recherchés et les étapes de commande, afin d’améliorer le site. Aucun service de mesure d’audience tiers n’est utilisé. Si vous refusez (yt_use_cookie défini à 0), toutes les fonctions d’achat du site continuent de fonctionner normalement.

## 7. Pages tierces

Lorsque vous choisissez de payer en ligne, vous pouvez être redirigé vers la page d’un prestataire de services de paiement, qui peut déposer ses propres cookies pour prévenir la fraude et finaliser le paiement. Ces cookies sont régis par la politique de confidentialité de ce prestataire et échappent à notre contrôle.

## 8. Gérer vos choix

- Pour modifier votre choix, effacez les cookies et les données de ce site ; le bandeau cookies réapparaîtra lors de votre prochaine visite
- La plupart des navigateurs permettent de consulter, de supprimer ou de bloquer les cookies ; consultez l’aide de votre navigateur pour en savoir plus
- Si vous bloquez les cookies strictement nécessaires, vous risquez de ne pas pouvoir vous connecter, conserver un panier ou finaliser une commande

## 9. Modifications et contact

Si les cookies que nous utilisons changent, nous mettrons à jour la présente politique et, le cas échéant, vous demanderons à nouveau votre consentement. Pour toute question, écrivez à privacy@yt-networks.example.`,
};

// news long texts in fr (see ../types.ts for keys).
export const NEWS: Record<string, string> = {
  '2025-06-18-1': `En juin 2025, YT Networks a transféré ses activités de codage et de test d’optiques dans un nouveau laboratoire de 1 200 m² situé dans le district de Nanshan, à Shenzhen, à quelques minutes à pied de notre siège. Ce déménagement triple notre capacité quotidienne, portée à environ 9 000 modules, et réunit sous un même toit le codage, le déverminage (burn-in), les tests fonctionnels et le contrôle final.

Le laboratoire compte plus de 120 commutateurs, routeurs et cartes réseau serveur de Cisco, Juniper, Arista, HPE Aruba, Huawei, Dell et d’autres marques. Une fois codé pour sa plateforme cible, chaque émetteur-récepteur compatible est inséré dans un équipement réel de la même famille afin de vérifier qu’il est reconnu, qu’il établit la liaison au bon débit et qu’il remonte des diagnostics numériques exacts : température, tension d’alimentation, courant de polarisation du laser, puissances émise et reçue.

## Nouvelles capacités de test

- Quatre enceintes climatiques programmables pour des cycles de température entre -40 °C et +85 °C
- Des testeurs de taux d’erreur binaire et des oscilloscopes à échantillonnage pour les signaux 25G NRZ et 53 GBd PAM4 : chaque module 400G est mesuré en TDECQ et en taux d’erreur binaire avant FEC
- Des analyseurs de spectre optique et des atténuateurs variables pour les tests de longueur d’onde et de sensibilité des modules CWDM, LWDM et DWDM
- Un poste dédié à l’analyse des défaillances : les modules retournés font l’objet d’un rapport écrit sous cinq jours ouvrés

« Pour un client, un émetteur-récepteur ne vaut que par sa première mise sous tension dans sa baie, explique le responsable qualité de YT Networks. Le nouveau laboratoire nous permet de tester chaque module de façon plus complète sans ajouter un seul jour aux délais de livraison. »

Le laboratoire est pleinement opérationnel depuis la mi-juin. Toutes les commandes, sur stock comme à codage personnalisé, y sont désormais testées avant expédition, avec des délais inchangés.`,

  '2025-09-12-1': `Du 10 au 12 septembre, YT Networks exposait au salon international de l’optoélectronique, au Shenzhen World Exhibition and Convention Center. Plutôt que les habituelles rangées d’échantillons statiques, nous avons monté cette année sur le stand un petit réseau leaf-spine en fonctionnement : deux commutateurs spine 400G et quatre commutateurs leaf 100G/25G, toutes les liaisons reposant sur des optiques et des câbles YT.

Le réseau de démonstration a fonctionné 72 heures d’affilée, avec un tableau de bord en temps réel affichant, pour chaque liaison, les puissances émise et reçue, la température des modules et le taux d’erreur binaire avant FEC. Les modules 400G DR4 étaient raccordés par des jarretières MPO-12 APC, et un port était éclaté en 4×100G DR aboutissant directement sur les ports 100G d’un commutateur leaf, un schéma fréquent dans les réseaux qui migrent par étapes.

## Les questions les plus posées par les visiteurs

- Comment choisir entre 400G DR4 et FR4 : le DR4 jusqu’à 500 m lorsque la souplesse de l’éclatement compte, le FR4 lorsqu’il faut du LC duplex et des portées jusqu’à 2 km
- La reconnaissance des optiques compatibles, sans message d’avertissement, sur les grandes marques de commutateurs
- Le bon moment pour prévoir le 800G, et la possibilité de conserver le câblage monomode OS2 existant
- Les délais pour les petites séries avec codage et étiquetage personnalisés

Pendant le salon, nous avons rencontré des intégrateurs, des opérateurs et des équipes d’exploitation de centres de données venus de plus de 40 pays et régions. Merci à tous les clients et partenaires qui sont passés nous voir. Les demandes reçues sur le stand recevront une réponse de l’ingénieur commercial de chaque région sous un jour ouvré.`,

  '2025-11-20-1': `Depuis le 20 novembre 2025, notre entrepôt européen aux Pays-Bas expédie les commandes. Il stocke plus de 2 000 références parmi les plus demandées : émetteurs-récepteurs 10G et 25G, optiques 100G QSFP28, câbles DAC et AOC, jarretières LC et MPO, ainsi qu’une sélection de commutateurs d’accès et de points d’accès sans fil.

Lorsque les clients de l’UE paient en euros, les prix affichés incluent déjà la TVA locale et les commandes sont livrées droits acquittés (DDP) : aucun droit de douane ni frais de dédouanement à régler à la livraison. Les commandes d’articles en stock payées avant 14 h (heure d’Europe centrale) partent le jour même et arrivent dans la plupart des pays de l’UE en deux à quatre jours ouvrés.

## Ce qui change pour les clients européens

- Les commandes d’articles en stock ne partent plus de Shenzhen : le délai de livraison passe de 5–8 jours à 2–4 jours ouvrés
- Les factures avec TVA européenne sont émises par notre entité européenne, et les clients professionnels disposant d’un numéro de TVA intracommunautaire valide peuvent bénéficier de l’autoliquidation
- Les retours et les remplacements sous garantie sont renvoyés à l’entrepôt néerlandais, sans frais d’expédition transfrontaliers
- Les optiques à codage personnalisé sont toujours codées et testées dans notre laboratoire de Shenzhen et partent généralement sous trois à cinq jours ouvrés

Notre siège de Shenzhen reste responsable du codage, des tests et du support technique de tous les produits. Le stock européen est réapprovisionné depuis Shenzhen deux fois par semaine, et les quantités disponibles s’affichent en temps réel sur chaque fiche produit.`,

  '2026-01-27-1': `La fête du Printemps 2026 approche. Pour que vos commandes suivent leur cours avant et après les congés, voici comment nos services fonctionneront.

## Expéditions

- Entrepôt de Shenzhen : aucune expédition du 14 au 23 février ; reprise normale des expéditions le 24 février
- Les commandes d’articles en stock payées avant 12 h, heure de Pékin, le 11 février seront expédiées avant les congés
- Les commandes à codage personnalisé doivent être confirmées au plus tard le 6 février afin que le codage et les tests puissent être terminés à temps
- Entrepôt néerlandais : expéditions normales pendant toute la période, les commandes d’articles en stock des clients de l’UE ne sont donc pas concernées

## Service client

Vous pouvez passer et régler vos commandes sur le site pendant toute la durée des congés. Les questions en ligne et les problèmes techniques sont traités par des ingénieurs d’astreinte ; le délai de réponse peut atteindre 24 à 48 heures. Pour un problème urgent touchant un réseau en production, indiquez « URGENT » dans l’objet : nous le traiterons en priorité. Les devis et demandes reçus pendant les congés recevront une réponse dans leur ordre d’arrivée, sous un jour ouvré, à partir du 24 février.

Le fret express international et le fret maritime sont généralement saturés à cette période : si vous avez un projet à venir, nous vous conseillons de commander à l’avance. Merci de votre confiance tout au long de l’année écoulée. Toute l’équipe de YT Networks vous souhaite une heureuse et prospère année du Cheval !`,

  '2026-04-22-1': `En avril 2026, YT Networks a passé avec succès les audits de renouvellement triennal de son système de management de la qualité ISO 9001:2015 et de son système de management environnemental ISO 14001:2015. L’audit, d’une durée de quatre jours, a été mené par un organisme de certification indépendant dans notre siège et notre laboratoire de test d’optiques de Shenzhen.

Il a porté sur la conception des produits, la gestion des fournisseurs, le codage et les tests d’optiques, l’entreposage et la logistique, ainsi que le traitement des retours et des demandes de garantie. Les auditeurs ont suivi plusieurs lots d’émetteurs-récepteurs depuis le contrôle à réception jusqu’à l’expédition, en vérifiant les numéros de série, les versions de codage, les données de test et les résultats du contrôle final, et ont confirmé la traçabilité de chaque module expédié.

## Nos axes de progrès

- Renforcement du contrôle à réception des composants critiques, comme les lasers et les puces DSP, en passant de l’AQL 0,65 à l’AQL 0,4
- Analyse des défaillances plus rapide : les rapports écrits sur les modules retournés sont désormais remis en cinq jours ouvrés au lieu de sept
- Moins d’emballage : les émetteurs-récepteurs vendus à l’unité sont désormais expédiés dans des calages en pâte à papier recyclée, soit environ six tonnes de plastique économisées par an
- Part d’électricité renouvelable consommée par notre entrepôt et notre laboratoire de test de Shenzhen portée à 35 % en 2026

Le management de la qualité ne se résume pas à un certificat. Nous continuerons à publier les taux de retour de chaque gamme de produits et à placer l’avis des clients en tête de chaque revue trimestrielle des fournisseurs. Des copies de nos certificats sont disponibles sur demande via la page de contact et vous sont envoyées sous un jour ouvré.`,

  '2026-07-15-1': `Le 15 juillet 2026, YT Networks a ouvert à Tokyo son support technique en japonais. L’équipe, composée d’ingénieurs réseau qui connaissent bien le marché japonais, est joignable de 9 h à 18 h, heure du Japon, les jours ouvrés.

Le Japon est l’un de nos marchés à plus forte croissance ; nos clients y sont principalement des intégrateurs, des exploitants de centres de données et des directions informatiques d’entreprise. Jusqu’ici, leurs questions techniques étaient traitées en anglais depuis Shenzhen, et le décalage horaire comme la langue ralentissaient les échanges. Du choix des produits au dépannage, en passant par la vérification de compatibilité, les clients peuvent désormais travailler avec nous directement en japonais.

## Ce que propose le support de Tokyo

- Conseils de sélection et de compatibilité pour les émetteurs-récepteurs, les commutateurs et les points d’accès sans fil
- Devis en yens, avec des devis et des documents de livraison au format attendu par les clients japonais
- Échantillons d’évaluation, livrés généralement sous trois à cinq jours ouvrés
- Traitement des garanties et des retours, avec des résultats d’analyse de défaillance expliqués en japonais

Les demandes envoyées depuis le site par les clients situés au Japon reçoivent une réponse sous un jour ouvré, et les questions techniques sous 12 à 24 heures. Les produits continuent d’être expédiés depuis nos entrepôts de Shenzhen et des Pays-Bas et arrivent généralement au Japon en trois à cinq jours.`,

  '2025-07-08-2': `Notre famille 400G QSFP-DD est désormais disponible en stock en trois versions, DR4, FR4 et SR8, qui couvrent les principales applications 400G à l’intérieur du centre de données, de 100 m à 2 km. Toutes trois reposent sur un DSP PAM4 gravé en 7 nm et prennent en charge l’interface de gestion CMIS 5.0, avec une consommation maximale de 10 W pour le DR4 et le SR8, et de 12 W pour le FR4.

## Ce qui les distingue

- QDD-400G-DR4 : 1310 nm, quatre voies 100G PAM4, connecteur monomode MPO-12 APC, 500 m sur OS2 ; éclatement possible en 4×100G DR pour un raccordement direct à des ports 100G
- QDD-400G-FR4 : quatre longueurs d’onde CWDM sur un connecteur LC duplex, 2 km sur OS2, un bon choix pour les liaisons spine entre salles ou entre bâtiments d’un campus
- QDD-400G-SR8 : 850 nm, huit voies 50G PAM4, connecteur MPO-16, 100 m sur multimode OM4, pour les liaisons entre baies qui réutilisent le câblage multimode existant

## Codage et tests

Avant expédition, chaque module est codé pour sa plateforme cible puis vérifié dans un vrai commutateur de cette famille : reconnaissance, établissement de la liaison et relevés DDM. Nos bancs de test comprennent des commutateurs des séries Cisco Nexus 9000, Arista 7060X et Juniper QFX5220. Les tests en usine portent sur le TDECQ, le taux d’extinction, la puissance d’émission et la sensibilité du récepteur, et confirment que le taux d’erreur binaire avant FEC reste inférieur au seuil de 2,4E-4 aux deux extrémités de la plage de température.

Les modules 400G sont garantis cinq ans. Pour les commandes en volume ou le codage personnalisé, envoyez-nous une demande : nous vous répondrons sous un jour ouvré avec le prix et le délai.`,

  '2025-10-14-2': `YT Networks présente ses premiers points d’accès Wi-Fi 7 (IEEE 802.11be) pour les entreprises : l’AP7810-BE, modèle plafonnier tri-bande destiné aux bureaux, centres de congrès et campus, et l’AP7250-BE, modèle mural bi-bande destiné aux chambres d’hôtel, résidences étudiantes et chambres d’hôpital. L’AP7250-BE n’utilise que les bandes 2,4 et 5 GHz, ce qui en fait aussi le bon choix dans les pays et régions où la bande 6 GHz n’est pas encore ouverte au Wi-Fi.

L’AP7810-BE utilise un MIMO 2×2 sur chaque bande : jusqu’à 688 Mbit/s sur 2,4 GHz, 2 882 Mbit/s sur 5 GHz avec des canaux de 160 MHz et 5 765 Mbit/s sur 6 GHz avec des canaux de 320 MHz, soit environ 9,3 Gbit/s au total. Le Multi-Link Operation (MLO) permet aux clients Wi-Fi 7 d’émettre et de recevoir sur deux bandes à la fois, ce qui réduit nettement les pics de latence dans les environnements radio chargés.

## Caractéristiques principales

- AP7810-BE : tri-bande 2,4/5/6 GHz, une liaison montante cuivre multidébit 10G, alimentation PoE++ IEEE 802.3bt, jusqu’à 1 024 clients associés
- AP7250-BE : bi-bande 2,4/5 GHz, jusqu’à 3,6 Gbit/s, une liaison montante 2,5G et quatre ports Gigabit pour un décodeur IPTV, un téléphone ou un ordinateur de bureau
- Les deux modèles prennent en charge WPA3-Enterprise, 802.1X et l’itinérance rapide 802.11k/v/r, et s’administrent depuis YT Cloud, un contrôleur sur site ou l’interface web autonome

Pour exploiter pleinement la liaison montante 10G de l’AP7810-BE, il faut un commutateur d’accès doté de ports multigigabit et du PoE++ ; nous recommandons de le prévoir avec la série multigigabit YT S3950. Vous pouvez aussi joindre vos plans d’étage à votre demande : nos ingénieurs établiront gratuitement un plan de couverture sans fil.`,

  '2026-01-20-2': `Avec la généralisation des points d’accès Wi-Fi 7 et des caméras PTZ haute résolution, la couche d’accès doit offrir à la fois des ports plus rapides et davantage de puissance : la liaison montante Gigabit est devenue le goulet d’étranglement du réseau sans fil. La série S3950 de commutateurs multigigabit de niveau 3 a été conçue précisément pour cela, avec des débits multigigabit sur le câblage Cat5e/Cat6 existant.

## Trois modèles

- S3950-24M4X : 24 ports cuivre multidébit 100M/1G/2,5G et 4 liaisons montantes 10G SFP+
- S3950-48M4Y : 48 ports cuivre multidébit 100M/1G/2,5G et 4 liaisons montantes 25G SFP28
- S3950-24X4Y : 24 ports cuivre multidébit de 100M à 10G et 4 liaisons montantes 25G SFP28, pour les points d’accès à liaison montante 10G comme l’AP7810-BE

Chaque modèle existe sans PoE, en version -P avec un budget de 740 W, ou en version -PH avec 1 440 W et une double alimentation remplaçable à chaud de série. Chaque port peut fournir jusqu’à 90 W (802.3bt classe 8), de quoi alimenter des points d’accès Wi-Fi 7 tri-bande, des caméras extérieures avec chauffage ou des clients légers. Sur le modèle 48 ports, 1 440 W suffisent à alimenter simultanément les 48 ports à 30 W chacun.

## Pensé pour l’exploitation au quotidien

- Priorités d’alimentation par port et suivi de la consommation en temps réel : les équipements critiques sont servis en premier quand le budget vient à manquer
- Niveau 3 complet avec OSPF, BGP et VRRP : les commutateurs peuvent servir en couche d’accès ou faire office de couche d’agrégation d’un petit campus
- VLAN, 802.1X, LLDP-MED, ACL et IGMP snooping, administrés par l’interface web, la CLI, SNMP ou YT Cloud

Les liaisons montantes acceptent directement les optiques YT 10G SFP+ ou 25G SFP28 et les câbles DAC. Tous les modèles sont au format rack 1U et bénéficient d’une garantie de trois ans.`,

  '2026-05-12-2': `Les clusters d’entraînement d’IA font passer les réseaux de centres de données du 400G au 800G. Pour y répondre, YT Networks lance une famille d’émetteurs-récepteurs 800G aux formats OSFP et QSFP-DD800. Les échantillons d’évaluation peuvent être demandés dès maintenant ; les livraisons en volume sont prévues au troisième trimestre 2026.

Les trois modules reposent sur un DSP PAM4 gravé en 5 nm, avec 112G PAM4 par voie (100G utiles), et consomment typiquement de 13 à 16 W :

- 800G 2×DR4 : huit voies 1310 nm sur deux connecteurs MPO-12 APC, 500 m sur monomode OS2, éclatement en 2×400G DR4 ou 8×100G DR
- 800G 2×FR4 : deux jeux de quatre longueurs d’onde CWDM sur deux connecteurs LC, 2 km sur OS2
- 800G SR8 : VCSEL 850 nm sur connecteur MPO-16, 50 m sur multimode OM4, pour les liaisons entre serveurs GPU et commutateurs leaf au sein d’une rangée

## Pourquoi maintenant

Dans un cluster GPU classique en topologie rail-optimized, chaque carte réseau 400G a besoin d’un port optique sur un commutateur leaf, et il faut autant de liaisons montantes du leaf vers la couche spine. Avec des commutateurs 51,2T et des ports 800G, chaque commutateur peut desservir deux fois plus de cartes 400G, ce qui réduit à la fois le nombre d’étages du réseau et le nombre total d’émetteurs-récepteurs.

La version OSFP intègre un dissipateur thermique pour les environnements à forte puissance ; la version QSFP-DD800 est mécaniquement compatible avec les ports QSFP-DD existants. Demandez vos échantillons d’évaluation en précisant quelques éléments sur votre projet : nos ingénieurs vous contacteront sous un jour ouvré pour confirmer la plateforme hôte et les exigences de codage.`,

  '2026-08-26-2': `Dans une architecture leaf-spine, les liaisons à l’intérieur d’une baie et entre baies voisines représentent l’essentiel du total. Sur ces courtes distances, les câbles DAC et AOC coûtent moins cher, consomment moins et se gèrent plus facilement qu’une paire d’émetteurs-récepteurs et une jarretière. C’est pourquoi nous avons réorganisé et largement étendu notre gamme DAC et AOC.

## La gamme en bref

- DAC passifs : 10G SFP+, 25G SFP28 et 100G QSFP28 en 0,5 m, 1 m, 2 m, 3 m et 5 m
- DAC d’éclatement : 100G QSFP28 vers 4×25G SFP28 et 40G QSFP+ vers 4×10G SFP+, de 1 m à 5 m, pour relier un port leaf haut débit à quatre serveurs
- Câbles optiques actifs : 10G, 25G, 40G et 100G en 3 m, 5 m, 10 m, 15 m, 20 m et 30 m ; un AOC 100G ne consomme qu’environ 2,5 W par extrémité

## Choisir le bon câble

Jusqu’à 3 m, les DAC passifs 25G fonctionnent généralement de manière fiable sans RS-FEC ; pour la version de 5 m, vérifiez que le RS-FEC (Clause 108) est activé sur les ports du commutateur et de la carte réseau. En 100G, nous recommandons les DAC passifs jusqu’à 5 m. Pour les liaisons plus longues ou entre baies, choisissez un AOC : plus fin, il accepte des courbures plus serrées et ne gêne pas la circulation de l’air dans la baie.

Chaque DAC et AOC est disponible avec un codage générique ou codé pour Cisco, Juniper, Arista, Mellanox et d’autres plateformes. Certaines plateformes de commutateurs ne qualifient que certaines longueurs de leurs propres câbles ; nous fabriquons ces combinaisons sur commande, contactez donc le service commercial pour connaître le délai. Les câbles sont garantis cinq ans.`,

  '2026-11-03-2': `Pour permettre à ses clients de s’approvisionner auprès d’un seul fournisseur pour toute la liaison, du serveur au commutateur, YT Networks étoffe sa gamme de cartes réseau serveur avec trois nouvelles cartes haut débit compatibles RoCEv2.

## Trois nouvelles cartes

- NIC-E810-XXVDA2 : contrôleur Intel E810, deux ports 25G SFP28 (compatibles 10G), PCIe 4.0 x8, 11,3 W, RoCEv2 et iWARP
- NIC-E810-CQDA2 : contrôleur Intel E810, deux ports 100G QSFP28, PCIe 4.0 x16, 19,8 W ; les deux ports se partagent 100 Gbit/s de bande passante totale, le second port sert donc de préférence à la redondance
- NIC-CX6DX-2C : contrôleur NVIDIA ConnectX-6 Dx, deux ports 100G, PCIe 4.0 x16, 18,7 W, avec déchargement du chiffrement IPsec et TLS

RoCEv2 permet au trafic de stockage et de calcul distribué de contourner le noyau du système d’exploitation, ce qui ramène la latence aller-retour applicative à quelques microsecondes à faible charge. Associé à PFC et ECN sur les commutateurs, il offre une fabric Ethernet sans perte pour le stockage NVMe-oF et les clusters d’inférence IA de petite et moyenne taille.

## Compatibilité

Chaque carte existe en version générique et en versions compatibles Dell et HPE. Les versions compatibles embarquent un firmware OEM : iDRAC et iLO identifient correctement la carte, et les ventilateurs du serveur ne s’emballent pas à pleine vitesse faute de pouvoir lire sa température. Les pilotes natifs sont inclus dans Windows Server, Linux, VMware ESXi et FreeBSD. Chaque carte est testée en liaison avec des optiques et des câbles DAC YT avant expédition et bénéficie d’une garantie de trois ans.`,

  '2025-08-05-3': `Dans un centre de données leaf-spine classique, plus de 70 % des liaisons font moins de 5 m : serveurs vers le commutateur top-of-rack, liaisons entre commutateurs, connexions entre baies voisines. Le choix du support pour ces liaisons a un impact visible sur le coût d’achat, la consommation électrique et l’exploitation au quotidien.

## DAC passif : le choix par défaut jusqu’à 5 m

Le câble cuivre à connexion directe (DAC) passif ne comporte aucun composant optique, ne consomme quasiment rien et offre la latence la plus faible, environ 5 ns par mètre sans traitement DSP. Sa portée fiable est généralement de 5 m en 25G et en 100G, et ne dépasse le plus souvent pas 2 à 3 m en 400G. Son défaut, c’est l’encombrement : épais et rigides, ces câbles occupent beaucoup de place dans les baies denses et peuvent gêner la circulation de l’air.

## AOC : le compromis de 3 à 30 m

Un câble optique actif (AOC) intègre les émetteurs-récepteurs optiques à ses deux extrémités, reliés par de la fibre multimode. Plus léger et plus fin qu’un DAC, avec un rayon de courbure plus faible, il convient aux liaisons entre baies. Un AOC 100G consomme environ 1,5 à 2,5 W par extrémité. Son point faible : câble et modules ne font qu’un. Si une extrémité tombe en panne, il faut remplacer tout le câble, et la longueur doit être connue précisément avant l’installation.

## Émetteurs-récepteurs et jarretières : la solution la plus souple

Au-delà de 30 m, ou dès que les liaisons passent par des panneaux de brassage et un câblage structuré, les émetteurs-récepteurs et les jarretières sont le seul choix raisonnable. Le coût par liaison est le plus élevé, mais modules et jarretières se remplacent séparément et le câblage se réutilise d’un débit à l’autre : la même fibre monomode OS2 peut passer du 10G LR au 100G LR4, puis plus tard au 400G FR4.

## Nos recommandations

- Dans une baie : DAC passif en priorité ; pour les ports 100G, envisagez des DAC d’éclatement 4×25G
- Entre baies voisines d’une même rangée : AOC, ou optiques multimodes avec jarretières OM4 si les liaisons changent souvent
- Entre rangées et entre salles : optiques sur câblage structuré monomode OS2, en gardant de la marge pour le débit suivant

Si vous hésitez sur la solution adaptée, envoyez-nous le plan de vos baies et votre liste de ports : nos ingénieurs vous répondront avec une recommandation sous 12 à 24 heures.`,

  '2025-12-03-3': `Lorsque l’on construit ou rénove un centre de données, la fibre choisie doit souvent durer plus de dix ans. Les émetteurs-récepteurs peuvent être remplacés tous les trois à cinq ans, mais les câbles trunk posés dans les chemins de câbles ne sont presque jamais touchés. Les choix de câblage doivent donc tenir compte du débit actuel et de l’évolution sur les deux prochaines générations.

## Portées comparées

- 100G-SR4 : 100 m sur multimode OM4 (70 m sur OM3), connecteur MPO-12
- 400G-SR8 : 100 m sur OM4, connecteur MPO-16 ; le 800G SR8 descend à 50 m sur OM4
- 100G-DR / 400G-DR4 : 500 m sur monomode OS2, connecteur MPO-12 APC pour le DR4
- 100G-LR4 / 400G-FR4 / 400G-LR4 : 2 à 10 km sur OS2, connecteur LC duplex

La portée utile de la fibre multimode ne cesse de diminuer à mesure que les débits augmentent, alors que celle de la fibre monomode reste pratiquement inchangée.

## Budget de perte d’insertion

La portée n’est pas la seule limite : la perte d’insertion compte tout autant. Le budget total de perte du canal pour le 100G-SR4 sur OM4 n’est que de 1,9 dB ; une liaison qui traverse deux panneaux de brassage MPO n’a donc presque plus de marge. Le budget du 400G-DR4 est de 3 dB. Utilisez des connecteurs MPO à faible perte (0,35 dB au plus par paire connectée) et mesurez la perte de chaque liaison lors de la recette.

## Polarité MPO et APC

Avec les optiques parallèles comme SR4, SR8 et DR4, il faut une méthode de polarité unique et cohérente pour les trunks MPO ; le type B est le plus répandu. Le DR4 et le 800G 2×DR4 exigent des connecteurs APC (polis en angle à 8°), qui ne peuvent pas être accouplés aux connecteurs UPC utilisés en multimode.

## Coût total de possession

Les optiques multimodes coûtent généralement 30 à 50 % de moins que les optiques monomodes de même débit, mais le câble OS2 lui-même est moins cher que l’OM4. Pour des réseaux de moins de 100 m qui resteront longtemps en 100G, l’OM4 reste économiquement pertinent. Si vous prévoyez de passer au 400G ou au 800G dans les trois ans, nous recommandons le monomode OS2 pour les trunks, et des DAC ou des AOC dans les baies.`,

  '2026-03-17-3': `Le Wi-Fi 7 (IEEE 802.11be) apporte des canaux de 320 MHz, la modulation 4096-QAM et le Multi-Link Operation (MLO), avec des débits crête théoriques bien supérieurs à ceux du Wi-Fi 6. Dans un réseau d’entreprise, le bénéfice réel dépend toutefois de quelques conditions souvent négligées.

## 1. Le spectre 6 GHz varie selon les régions

Les États-Unis, le Canada et plusieurs autres pays ont ouvert 1 200 MHz, de 5 925 à 7 125 MHz, de quoi loger trois canaux de 320 MHz sans chevauchement. L’UE et le Japon autorisent actuellement 480 MHz, de 5 945 à 6 425 MHz, ce qui ne laisse place qu’à un seul canal de 320 MHz : les déploiements denses y utilisent donc normalement des canaux de 80 ou 160 MHz. En Chine continentale, la bande 6 GHz n’est pas utilisée pour le Wi-Fi à ce jour, et les équipements Wi-Fi 7 fonctionnent en 2,4 et 5 GHz.

## 2. Plus large n’est pas toujours mieux

Avec des dizaines de points d’accès sur un même étage, les canaux larges réduisent le nombre de canaux disponibles et augmentent les interférences cocanal. Dans la plupart des bureaux, 40 ou 80 MHz en 5 GHz combinés à 160 MHz en 6 GHz offrent davantage de capacité totale que la course aux 320 MHz partout.

## 3. Le MLO, c’est avant tout la régularité

Le MLO permet à un client d’utiliser deux bandes à la fois. Le gain de débit crête pour un utilisateur isolé reste modeste, mais lorsqu’une rafale d’interférences frappe une bande, le client peut basculer immédiatement sur l’autre liaison, ce qui réduit nettement la gigue des visioconférences et de la voix. C’est particulièrement précieux dans les hôpitaux, les salles de marché et les usines, où la latence compte.

## 4. Le filaire doit suivre

Un point d’accès Wi-Fi 7 tri-bande à forte charge peut générer plus de 2,5 Gbit/s de trafic de collecte (backhaul) : il lui faut une liaison montante multigigabit 5G ou 10G. Sa consommation à pleine charge est généralement de 30 à 40 W, ce qui impose le PoE++ IEEE 802.3bt. Un commutateur d’accès 48 ports qui alimente 24 points d’accès Wi-Fi 7 a besoin d’environ 900 W de budget PoE pour le seul sans-fil.

## 5. Les terminaux vont suivre

La plupart des smartphones et ordinateurs portables de milieu et de haut de gamme sortis à partir de 2025 prennent en charge le Wi-Fi 7, mais le parc installé dans la plupart des entreprises reste en Wi-Fi 5 et Wi-Fi 6. Les points d’accès Wi-Fi 7 étant entièrement rétrocompatibles, les déployer dès maintenant permet de mettre à niveau le câblage, la commutation et l’alimentation, puis d’en profiter au fil du renouvellement des terminaux.`,

  '2026-06-09-3': `L’entraînement des grands modèles repose sur des opérations collectives fréquentes (All-Reduce, All-to-All) entre des milliers de GPU. Qu’une seule liaison ralentisse ou perde des paquets, et c’est toute la tâche qui ralentit. Le réseau back-end d’un cluster d’IA est donc fondamentalement différent du réseau front-end qui transporte le trafic ordinaire.

## Topologie rail-optimized

Dans le serveur courant à huit GPU, chaque GPU dispose de sa propre carte réseau 400G. Une topologie rail-optimized raccorde au même commutateur leaf les GPU de même indice de tous les serveurs, si bien que le trafic au sein d’un « rail » ne franchit qu’un seul saut. Les liaisons leaf-spine sont maintenues à 1:1, sans sursouscription, de sorte que deux GPU quelconques peuvent communiquer à pleine bande passante.

## Ethernet sans perte

Le RDMA over Converged Ethernet (RoCEv2) est très sensible aux pertes de paquets. Les pratiques courantes consistent à :

- Activer PFC sur la priorité qui transporte le trafic RoCE, pour que les tampons ne débordent jamais et ne perdent pas de paquets
- Activer ECN avec le contrôle de congestion DCQCN, pour que les émetteurs ralentissent avant que PFC n’ait à intervenir
- Utiliser une MTU homogène d’environ 9 000 octets et placer les paquets CNP dans une file de haute priorité
- Recourir au routage adaptatif ou à l’équilibrage de charge par flowlets pour atténuer les collisions de hachage provoquées par les flux éléphants

## Combien d’optiques ?

Prenons un réseau à deux niveaux pour 1 024 GPU : les 1 024 ports de cartes réseau à 400G nécessitent 1 024 émetteurs-récepteurs côté serveur, les liaisons descendantes des leafs 1 024 de plus et, à 1:1, les 1 024 liaisons montantes leaf-spine 2 048 supplémentaires, une à chaque extrémité. Avec des ports 400G partout, cela représente environ 4 100 émetteurs-récepteurs, soit quatre par GPU ; si les commutateurs utilisent des modules 800G qui transportent deux liaisons 400G par port, le total tombe à environ 2 560, soit 2,5 par GPU. À 9 W par module 400G, les optiques de la conception tout-400G nécessitent à elles seules environ 37 kW d’alimentation, et le refroidissement correspondant.

## La fiabilité compte plus que le prix unitaire

Une seule liaison instable (flapping) peut renvoyer une tâche d’entraînement à son dernier point de reprise (checkpoint), gaspillant des heures GPU qui valent bien plus que l’émetteur-récepteur lui-même. Pour choisir ses optiques, il faut regarder la régularité d’un lot à l’autre, la marge de BER avant FEC à haute température et la rapidité avec laquelle le fournisseur livre une analyse de défaillance en cas de problème. Les modules 400G et 800G de YT Networks sont tous testés dans les commutateurs et les cartes réseau couramment utilisés dans les clusters d’IA, et sont livrés avec leurs données de test usine unité par unité.`,

  '2026-09-22-3': `Le PoE transporte les données et l’alimentation sur un seul câble, ce qui simplifie grandement l’installation des caméras, des points d’accès sans fil et des téléphones IP. Mais le budget PoE d’un commutateur est limité, et une mauvaise planification conduit des équipements à perdre leur alimentation et à redémarrer en charge.

## Ce que fournit chaque norme

- IEEE 802.3af (PoE, classes 0 à 3) : 15,4 W côté commutateur, 12,95 W côté équipement
- IEEE 802.3at (PoE+, classe 4) : 30 W côté commutateur, 25,5 W côté équipement
- IEEE 802.3bt Type 3 (PoE++, classes 5 et 6) : 60 W côté commutateur, 51 W côté équipement
- IEEE 802.3bt Type 4 (PoE++, classes 7 et 8) : 90 W côté commutateur, 71,3 W côté équipement

L’écart entre les deux valeurs correspond pour l’essentiel aux pertes sur 100 m de câble Cat5e/Cat6. Les câbles plus courts perdent moins, mais prévoyez le pire des cas.

## Un exemple concret

Supposons qu’un entrepôt doive raccorder :

- 24 caméras bullet fixes à 12 W maximum chacune : 288 W
- 8 points d’accès Wi-Fi 6 à 25 W maximum chacun : 200 W
- 2 caméras PTZ extérieures avec chauffage à 60 W maximum chacune : 120 W
- 6 téléphones IP à 7 W chacun : 42 W

Le total atteint 650 W. Gardez encore 20 % de marge pour le chauffage en hiver, l’appel de courant au démarrage et les extensions futures, soit environ 780 W. Un commutateur à alimentation unique doté d’un budget de 740 W ne suffit pas : choisissez un modèle à double alimentation ou avec un budget d’au moins 1 000 W, ou répartissez la charge sur deux commutateurs.

## À garder également à l’esprit

- Les commutateurs qui gèrent le budget en puissance allouée réservent le maximum de la classe de chaque port : on y raccorde donc moins d’équipements qu’un calcul fondé sur la consommation mesurée ne le laisse penser ; privilégiez les commutateurs et les équipements qui négocient la puissance dynamiquement via LLDP
- Les gros faisceaux de câbles PoE++ chauffent ; utilisez du Cat6A et limitez le nombre de câbles par faisceau
- Donnez une priorité de port plus élevée aux équipements critiques et activez le PoE perpétuel pour qu’ils restent alimentés pendant le redémarrage du commutateur

Si vous avez besoin d’aide pour dimensionner un budget PoE, envoyez-nous votre liste d’équipements : nos ingénieurs vous recommanderont le modèle de commutateur et la configuration d’alimentation adaptés.`,

  '2026-10-20-3': `Lorsque les équipes réseau envisagent pour la première fois des optiques compatibles, les mêmes questions reviennent : le commutateur va-t-il les reconnaître, cela affectera-t-il la garantie de l’équipement, et offrent-elles les mêmes performances que les pièces d’origine (OEM) ? Pour y répondre, il est utile de comprendre comment un commutateur identifie un émetteur-récepteur.

## Ce qu’est le codage

Les spécifications électriques, optiques et mécaniques des modules SFP, QSFP et QSFP-DD sont définies par des MSA (accords multi-sources), et leurs interfaces de gestion par SFF-8472, SFF-8636 et CMIS. Chaque module contient une EEPROM qui stocke le nom du fabricant, la référence, le numéro de série, le débit, la longueur d’onde, etc. Certains commutateurs lisent ces champs et n’acceptent que des valeurs bien précises. Coder un émetteur-récepteur compatible, c’est écrire ces champs comme la plateforme cible les attend et s’assurer que les sommes de contrôle sont correctes.

## Comment vérifier un module

- Après insertion, vérifiez que le port établit la liaison au bon débit et que le journal système n’affiche aucun avertissement « unsupported transceiver »
- Relevez les valeurs DDM : température, tension d’alimentation, courant de polarisation, puissances émise et reçue doivent toutes se situer dans les plages spécifiées par le fabricant
- Contrôlez la marge de puissance reçue avec une jarretière et un atténuateur de référence ; elle doit normalement dépasser d’au moins 3 dB la sensibilité du récepteur
- Pour les modules de 100G et plus, surveillez les compteurs d’erreurs corrigées par le FEC et assurez-vous qu’ils restent stables sur une longue durée

## Et la garantie de l’équipement ?

Dans la pratique, les équipes de support des grands constructeurs ne refusent généralement pas de prendre en charge un commutateur au seul motif que des optiques tierces y sont installées, même si elles peuvent vous demander de reproduire d’abord un problème lié aux optiques avec un module de leur marque. Gardez quelques modules d’origine sous la main comme référence pour les liaisons critiques, et choisissez un fournisseur qui fournit des données de test complètes et des remplacements rapides.

## Notre démarche chez YT Networks

Chaque émetteur-récepteur compatible que nous expédions a été testé en reconnaissance et en établissement de liaison dans un équipement réel de la marque cible, et il est accompagné d’un rapport de test correspondant à son numéro de série. Si une mise à jour logicielle du commutateur provoque un jour un problème de reconnaissance, nous recodons ou remplaçons le module gratuitement. Les émetteurs-récepteurs et les câbles sont garantis cinq ans, et les questions techniques reçoivent une réponse sous 12 à 24 heures.`,
};

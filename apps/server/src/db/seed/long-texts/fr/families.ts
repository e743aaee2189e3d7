// families long texts in fr (see ../types.ts for keys).
export const FAMILIES: Record<string, string> = {
  's3410-24ts': `Les commutateurs YT S3410/S3910 {ports} ports sont conçus pour les étages de bureaux et les sites d’agence : {ports} ports cuivre Gigabit, {uplinks} en liaison montante et une capacité de commutation non bloquante de {switching}.

## Choisissez la variante adaptée

- Modèles sans PoE pour les postes de travail, les imprimantes et les contrôleurs d’accès
- Modèles -P avec un budget PoE+ de 370 W pour alimenter directement points d’accès, téléphones IP et caméras
- Alimentation simple ou double remplaçable à chaud, ainsi qu’une version à courant continu (CC) des modèles sans PoE

Les commutateurs s’administrent depuis l’interface web, la CLI ou YT Cloud. Au premier démarrage, les nouveaux équipements récupèrent automatiquement leur configuration : le déploiement en agence se fait sans technicien sur place.`,

  's3410-48ts': `Les commutateurs S3410/S3910 {ports} ports réunissent en 1U {ports} ports cuivre Gigabit et {uplinks} en liaison montante, avec une capacité de commutation de {switching} : un choix tout indiqué pour les étages de bureaux très fréquentés, les bâtiments de campus et les locaux techniques d’hôtel.

## Trois niveaux de PoE

- Sans PoE : données uniquement, pour une consommation et un niveau sonore minimaux
- -P : 370 W pour les téléphones IP et les points d’accès standard
- -PH : 740 W avec double alimentation remplaçable à chaud, de quoi alimenter simultanément de nombreux points d’accès Wi-Fi 6 et caméras PTZ

Tous les modèles prennent en charge les VLAN voix par LLDP-MED, la programmation horaire du PoE et le PoE perpétuel : les équipements raccordés restent alimentés pendant le redémarrage du commutateur.`,

  's3950-24m4x': `Les points d’accès actuels dépassent largement 1 Gbit/s de débit radio : une liaison montante Gigabit devient alors le goulet d’étranglement. La série S3950 offre {ports} ports cuivre multidébit {rates} et {uplinks} en liaison montante, pour des débits multigigabit sur le câblage Cat5e/Cat6 existant.

## Alimentation PoE++

Les modèles -P disposent d’un budget IEEE 802.3bt de 740 W et les modèles -PH de 1 440 W, avec jusqu’à 90 W par port : de quoi alimenter des points d’accès Wi-Fi 7 tri-bande, des caméras PTZ et des clients légers. Les modèles 1 440 W sont livrés avec une double alimentation remplaçable à chaud.

Avec OSPF, BGP et VRRP, ces commutateurs trouvent leur place en couche d’accès comme en couche d’agrégation d’un petit campus.`,

  's5860-20sq': `La série S5860 réunit en 1U {downlinks} et {uplinks}, avec une capacité de commutation de {switching}. Elle agrège des dizaines de commutateurs d’accès ou sert de cœur de réseau à une infrastructure de petite ou moyenne taille.

## Conçue pour la haute disponibilité

- Deux unités forment une paire MLAG pour des liaisons montantes en double attachement avec partage de charge, sans spanning tree
- VRRP, BFD et convergence rapide OSPF/BGP
- Ventilateurs et alimentations remplaçables à chaud ; les modèles à alimentation unique acceptent une seconde alimentation à tout moment

VXLAN avec BGP EVPN étend les segments de niveau 2 d’un bâtiment à l’autre, ce qui simplifie l’itinérance Wi-Fi et la segmentation des objets connectés (IoT).`,

  'n8560-48xc': `Basée sur l’ASIC {asic}, la série N8560 offre {portsDesc} et une capacité de commutation de {switching}. Elle s’utilise comme commutateur leaf côté serveurs ou comme spine d’une fabric de petite ou moyenne taille.

## Pensée pour le centre de données moderne

- VXLAN avec BGP EVPN pour des overlays de niveau 2/niveau 3 évolutifs
- PFC et ECN pour un Ethernet sans perte, prêt pour le stockage RoCEv2 et les clusters GPU
- MLAG pour le double attachement des serveurs et ECMP à 64 chemins

Les commutateurs sont livrés avec YT DCOS et ONIE, ce qui permet aussi d’installer la version communautaire de SONiC. Alimentations et ventilateurs sont redondants 1+1 et remplaçables à chaud.`,

  'n9550-32d': `La série N9550 repose sur l’ASIC {asic}, avec {portsDesc}, une capacité de commutation de {switching} et une mémoire tampon de paquets de {buffer}. Les ports s’éclatent jusqu’à {breakout} : un seul commutateur peut ainsi raccorder les leafs de toute une rangée.

## Optimisée pour les fabrics IA

- PFC, ECN et équilibrage de charge dynamique gardent le trafic RoCEv2 sans perte et à faible latence
- La télémétrie réseau intrabande (INT) et gNMI localisent précisément la congestion
- Chaque port accepte des optiques jusqu’à 15 W

Les commutateurs fonctionnent sous YT DCOS ou SONiC et se mettent en service par ZTP, pour des déploiements à grande échelle entièrement automatisés.`,

  'r6200-5g': `La série R6200 offre aux agences, magasins et petits bureaux une connexion sûre et fiable à internet et au siège. Parmi ses ports ({interfaces}), jusqu’à quatre peuvent être configurés en WAN, avec équilibrage de charge et basculement en quelques secondes ; le débit NAT atteint {nat}.

## Connectivité sécurisée

- VPN IPsec, WireGuard et SSL, avec un débit IPsec de {ipsec}
- Pare-feu à états, reconnaissance applicative et filtrage d’URL
- VPN automatique entre siège et agences en un clic via YT Cloud

Les modèles -P fournissent 60 W de PoE répartis sur quatre ports LAN pour les points d’accès et les téléphones IP ; les modèles -RK incluent un kit de montage en baie 19 pouces.`,

  'r8100-4x8g': `La série R8100/R8300 offre {interfaces} et des performances de transfert de {throughput}. Sa FIB matérielle accueille {routes} routes : de quoi contenir les tables de routage internet complètes IPv4 et IPv6, avec de la marge pour la croissance.

## Fonctions de classe opérateur

- BGP, OSPF, IS-IS et segment routing (SR-MPLS)
- MPLS L3VPN, L2VPN et EVPN pour l’isolation multilocataire
- IPsec accéléré par le matériel jusqu’à {ipsec}, et NAT de classe opérateur (CGNAT) avec {sessions} sessions simultanées

Alimentations et ventilateurs redondants remplaçables à chaud, protection du plan de contrôle et BFD assurent le fonctionnement de la sortie internet toute l’année. Tous les ports et toutes les fonctions sont sous licence dès la livraison, sans frais par port.`,

  'ap7610-ax': `Le point d’accès plafonnier YT {standard} associe des radios {bands} au MU-MIMO {streams} et à l’OFDMA : chaque client bénéficie d’une bande passante stable, même dans les espaces très fréquentés, avec un débit crête de {rate}.

## Simple à déployer

- Liaison montante {uplink} alimentée en PoE IEEE {poe} : un seul câble suffit
- Administration depuis YT Cloud, un contrôleur sur site ou l’interface web autonome
- Itinérance rapide 802.11k/v/r et chiffrement WPA3-Enterprise

Il est proposé en blanc de série, et en noir (-BK) pour les plafonds sombres et les intérieurs soignés.`,

  'ap7210-ax': `Le point d’accès mural se fixe sur le boîtier d’une prise réseau existante et réutilise le câble déjà présent dans le mur, sans travaux au plafond. Avec une unité par pièce, le signal n’a jamais à traverser de cloison, et le {standard} offre jusqu’à {rate}.

## Sans fil et filaire réunis

- Liaison montante {uplink} avec alimentation PoE
- Ports filaires {lan} en partie basse pour téléviseurs, décodeurs IPTV et téléphones IP
- Sortie PoE sur le port LAN1 pour alimenter un téléphone IP

Il s’administre dans YT Cloud aux côtés des points d’accès plafonniers et existe en blanc ou en noir.`,

  'nic-x710-da2': `Basée sur le contrôleur {chip}, cette carte offre {ports} ports {speed} {cage} sur une interface hôte {pcie}. Les déchargements matériels, notamment {offloads}, allègent la charge du processeur du serveur.

## Choisissez-la selon votre serveur

- Équerre pleine hauteur ou profil bas pour serveurs tour et serveurs rack 1U/2U
- Version générique pour les serveurs de toutes marques
- Versions compatibles Dell et HPE avec firmware OEM, correctement reconnues par iDRAC et iLO

Les pilotes natifs sont intégrés à tous les grands systèmes d’exploitation, et la carte est testée pour la compatibilité VMware ESXi. Chaque carte est testée en liaison avec des optiques et des câbles DAC YT avant expédition.`,

  'nic-x710-t2l': `Là où un câblage Cat6A est déjà en place, une carte 10GBASE-T fait passer serveurs et stations de travail au 10G sans aucune optique. Cette carte utilise le contrôleur {chip}, avec {ports} ports RJ45 en négociation automatique {rates}, sur une interface hôte {pcie}.

## Cas d’usage

- Liaisons 10G pour les hôtes de virtualisation et le stockage NAS
- Stations de travail qui manipulent de gros fichiers, en montage vidéo ou en CAO
- Migration en douceur vers le 2,5G/5G/10G avec des commutateurs multigigabit

SR-IOV ainsi que le démarrage PXE et iSCSI sont pris en charge ; la carte existe avec équerre pleine hauteur ou profil bas, et en versions compatibles Dell ou HPE.`,

  'pi-30-1g': `Placez l’injecteur entre le commutateur et l’équipement : un seul câble réseau transporte à la fois les données et jusqu’à {budget} de puissance, sans avoir à tirer une alimentation secteur jusqu’au plafond ou à l’extérieur.

## Sûr et fiable

- Conforme à la norme {standard} : il détecte l’équipement avant de l’alimenter, les appareils non PoE ne risquent donc rien
- Transmission des données en {data}, sans dégradation des performances de la liaison
- Protection contre les surtensions de 6 kV pour les caméras et points d’accès extérieurs

La version de bureau se pose sur une étagère ou se fixe au mur. Les versions -DIN se clipsent sur rail de 35 mm, avec entrée CA ou CC, pour les armoires de commande industrielles et les coffrets extérieurs.`,

  'rk-6080': `Cette baie serveur {width} × {depth} mm dispose d’une porte avant simple et d’une porte arrière double, toutes perforées à 80 %. Associée à une circulation d’air de l’avant vers l’arrière des équipements, elle refroidit des serveurs denses sans ventilateurs supplémentaires.

## Construction et installation

- Montants 19 pouces avant et arrière réglables en profondeur, avec repérage des positions U
- Charge statique de {load}, pieds de mise à niveau et roulettes fournis
- Passages de câbles à brosse en haut et en bas
- Panneaux latéraux amovibles et verrouillables, toutes les serrures s’ouvrant avec la même clé

Disponible en 22U ou 42U, en noir, gris ou blanc (42U uniquement). Les baies sont livrées entièrement montées, sur palette.`,

  'rk-w6035': `Un coffret mural range proprement commutateurs, panneaux de brassage et petits équipements au mur, sans encombrer le sol. Avec ses {depth} mm de profondeur, il accueille la plupart des commutateurs d’accès et des panneaux de brassage.

## Détails de conception

- Porte avant en verre trempé verrouillable : les voyants d’état restent visibles
- Panneaux latéraux à démontage rapide pour faciliter le câblage et la maintenance
- Montants avant réglables en profondeur et entrées de câbles prédécoupées en haut et en bas
- Emplacement pour ventilateurs dans le panneau supérieur, avec kit de ventilation en option

Disponible en 6U, 9U et 12U, en noir ou en gris (gris à partir de 9U).`,

  'sfp-1g-sx': `L’émetteur-récepteur {standard} {form} fonctionne à {wavelength} et atteint jusqu’à {reach} sur fibre {fiber} par un port {connector} duplex : c’est le choix habituel pour l’accès campus, les liaisons entre bâtiments et les liaisons montantes Gigabit des sites industriels.

## Codé par marque

Chaque module sort d’usine avec un codage EEPROM correspondant à la plateforme cible et est testé en liaison et en diagnostic dans un commutateur de cette marque : il est reconnu dès son insertion, sans commande cachée.

- Diagnostics numériques SFF-8472 (DDM)
- Conforme à la norme IEEE 802.3z et au SFP MSA
- Boîtier métallique pour de faibles émissions électromagnétiques (EMI)`,

  'sfp-1g-t': `Le module cuivre {standard} {form} permet aux commutateurs d’agrégation, pare-feu et routeurs dotés uniquement de ports fibre de se raccorder directement aux serveurs, caméras et autres équipements cuivre, en mettant à profit les ports SFP libres.

Il fonctionne à 1 000 Mbit/s en full duplex avec croisement MDI/MDIX automatique et couvre jusqu’à {reach} sur câble Cat5e ou supérieur. La version à température étendue fonctionne de -40 à 85 °C, pour les armoires extérieures et les coffrets industriels.

- Codé par marque, reconnu dès l’insertion
- Boîtier métallique pour une bonne dissipation thermique
- Remplaçable à chaud`,

  'sfp-10g-sr': `Le module {standard} {form} utilise un laser {wavelength} et atteint jusqu’à {reach} sur fibre {fiber}. C’est l’optique 10G de référence pour les liaisons montantes d’accès, le raccordement des serveurs et l’agrégation métropolitaine.

## Testé dans de vrais commutateurs

Chaque version codée est testée en liaison, en erreurs binaires et en lecture DDM dans un commutateur de sa marque, et chaque unité est contrôlée en puissance optique et en taux d’extinction pour fonctionner dès le déballage.

- Conforme aux normes SFF-8431 et IEEE 802.3ae
- Faible consommation typique, adaptée aux cartes de ligne denses à 48 ports
- Garantie de 5 ans`,

  'sfp-10g-bx10-u': `Les optiques BiDi utilisent le multiplexage en longueur d’onde pour émettre et recevoir sur des longueurs d’onde différentes sur une même fibre monomode. Ce modèle émet à {tx}, reçoit à {rx} et atteint jusqu’à {reach} sur OS2 ; associez-le à un {partner} à l’autre extrémité.

## Cas d’usage

- Liaisons de campus et entre bâtiments là où les fibres sont rares
- Accès opérateur et backhaul FTTx
- Augmentation de la capacité d’un parcours existant sans tirer de nouveau câble`,

  'sfp28-25g-sr': `Le module {standard} {form} transporte une voie unique à 25,78 Gbit/s et atteint jusqu’à {reach} sur fibre {fiber}. Il utilise le même câblage LC duplex que le 10G SFP+ : l’accès serveur peut monter en débit sans toucher à la fibre installée.

## Bien choisir son modèle

- Les modules SR et CSR nécessitent d’activer le RS-FEC sur les commutateurs aux deux extrémités
- Le LR convient aux liaisons monomodes entre salles ou entre bâtiments
- Tous les modèles prennent en charge les diagnostics numériques SFF-8472`,

  'qsfp28-100g-sr4': `Le module {standard} {form} transporte le 100G sous forme de {lanes} et atteint jusqu’à {reach} sur fibre {fiber} par une interface {connector}, avec une consommation de {power} au maximum.

## Lequel choisir

- SR4 : liaisons multimodes au sein d’une baie ou d’une salle, éclatement possible en 4×25G
- CWDM4 et DR : liaisons monomodes économiques jusqu’à 2 km
- LR4 et ER4 : liaisons de 10 à 40 km entre campus et sur les réseaux métropolitains

Tous les modèles prennent en charge les diagnostics numériques SFF-8636 et sont testés en compatibilité dans des commutateurs Cisco, Arista, Juniper et d’autres marques.`,

  'qdd-400g-sr8': `Le module {standard} {form} transporte le 400G sous forme de {lanes} et atteint jusqu’à {reach} sur fibre {fiber} par une interface {connector}, avec une consommation de {power} au maximum. La cage QSFP-DD est rétrocompatible avec le QSFP28, ce qui simplifie la montée en débit des commutateurs.

## Éclatement et interconnexion

- Le SR8 s’éclate en 2×200G ou 8×50G
- Le DR4 alimente quatre modules 100G DR par un câble d’éclatement MPO
- Le FR4 et le LR4 utilisent des connecteurs LC duplex et réutilisent le câblage monomode existant

Les modules utilisent l’interface de gestion CMIS et sont testés en taux d’erreur binaire et en stabilité de longue durée sur les plateformes Arista, Cisco, Juniper et NVIDIA avant expédition.`,

  'sfp-10g-pdac': `Le DAC passif {speed} {form} est équipé de connecteurs {form} aux deux extrémités d’un câble twinax blindé : il établit une liaison {speed} sans optique ni fibre, idéale entre le commutateur top-of-rack et les serveurs.

## Pourquoi un DAC

- Conception passive : moins de 0,1 W consommé et quasiment aucun dégagement de chaleur
- Latence bien plus faible qu’une liaison optique
- Un coût qui ne représente qu’une fraction de celui de deux optiques et d’une jarretière

Les deux extrémités peuvent être codées pour la marque de votre commutateur. Longueurs de 0,5 m à 5 m ; quelques combinaisons de longueur et de codage sont fabriquées uniquement sur commande.`,

  'qsfp-4sfp10g-pdac': `Un DAC d’éclatement comporte un connecteur {form} à une extrémité et quatre branches {branch} à l’autre, et divise ainsi un port {speed} en {split}. C’est une méthode courante pour augmenter la densité de ports en top-of-rack ou pour utiliser les ports de liaison montante avec des serveurs 25G ou 10G.

## Avant de commander

- Le port du commutateur doit prendre en charge le mode éclatement (breakout) et être configuré en conséquence
- Les quatre branches doivent être raccordées à des équipements fonctionnant au même débit
- L’extrémité principale comme les branches peuvent être codées par marque`,

  'sfp-10g-aoc': `Le câble optique actif {speed} {form} intègre des optiques VCSEL 850 nm dans les connecteurs {form} de ses deux extrémités, reliées par une fibre multimode OM3. Il est prêt à l’emploi : aucune optique ni jarretière à acheter séparément.

## Avantages par rapport au DAC

- Portée jusqu’à 30 m
- Câble plus fin et plus léger, au rayon de courbure réduit, pour des baies bien rangées
- Insensible aux perturbations électromagnétiques

La longueur du câble est fixe : mesurez le cheminement réel et prévoyez un peu de marge avant de choisir.`,

  'os2-lc-lc-upc-duplex': `Cette jarretière monomode duplex {ends} utilise une fibre OS2 9/125 µm avec des faces polies {polish}, une perte d’insertion {il} et une perte de retour {rl}. Elle relie les optiques monomodes 10G à 400G aux panneaux de brassage.

## Couleurs et longueurs

Le jaune est la couleur TIA-598 du monomode ; le bleu et le noir aident à distinguer les services ou les chemins redondants. Les plus grandes longueurs ne sont proposées que dans les couleurs courantes.

- Rapport de test fourni avec chaque jarretière
- Gaine LSZH (faible dégagement de fumée, sans halogène)
- Connecteurs LC permettant d’inverser la polarité sur site`,

  'om4-lc-lc-duplex': `Cette jarretière multimode OM4 {ends} utilise une fibre 50/125 µm insensible aux courbures, avec une bande passante modale effective de 4 700 MHz·km à 850 nm : de quoi couvrir 400 m en 10GBASE-SR ou 100 m en 25GBASE-SR. Perte d’insertion : {il} ; diamètre du câble : {diameter}.

## Choix des couleurs

L’aqua est la couleur standard de l’OM3/OM4, le violet Erika est largement utilisé en Europe pour repérer l’OM4, et le noir distingue les liaisons d’administration. Le noir est disponible jusqu’à 10 m.

- Version Uniboot : un seul câble rond, polarité inversable sans outil
- Gaine LSZH (faible dégagement de fumée, sans halogène)
- Chaque jarretière est testée et livrée avec son rapport de test`,

  'mpo12-om4-trunk': `Le trunk {connector} contient {fibers} fibres {fiber}, avec des connecteurs femelles (sans broches de guidage) aux deux extrémités et une polarité de type B : il relie directement deux optiques parallèles. Usages types : {use}.

## Faible perte par conception

Les connecteurs sont polis {polish}, avec une perte d’insertion {il}, ce qui laisse une marge confortable pour les panneaux de brassage et les jarretières sur les liaisons 400G de courte portée.

- Chaque face de connecteur est contrôlée à l’interféromètre 3D
- Gaine ronde LSZH, diamètre 3,0 mm
- Capuchons anti-poussière et étiquettes de longueur aux deux extrémités`,
};

import type { LangCode } from '@netshop/contract';

export type SeedReview = { lang: LangCode; author: string; rating: number; content: string };

export const REVIEW_GROUPS = ['switches', 'routers', 'transceivers', 'cables', 'wifi', 'nics', 'poe', 'racks'] as const;
export type ReviewGroup = (typeof REVIEW_GROUPS)[number];

/** Buyer reviews per product group, each in the language its author wrote it in. */
export const REVIEW_POOLS: Record<ReviewGroup, SeedReview[]> = {
  switches: [
    { lang: 'zh-CN', author: '王工', rating: 5, content: '给三层办公楼换了 48 口 PoE+ 接入交换机，370W 的 PoE 预算带 20 台 AP 加十几个摄像头绰绰有余。VLAN 和 Trunk 在命令行里配起来跟主流厂商的习惯基本一致，半天就上线了。' },
    { lang: 'zh-CN', author: '刘工', rating: 4, content: '两台 25G 汇聚交换机做了堆叠，切换测试时业务只断了不到一秒。风扇在机房里不算吵，但放在弱电间还是能听到，建议开启智能调速。' },
    { lang: 'en', author: 'Mark T.', rating: 5, content: 'Replaced our ageing access layer with the 48-port PoE+ model. VLANs, LACP to the core and the voice VLAN were all configured from the CLI in an afternoon, and the web UI is handy for the junior staff.' },
    { lang: 'en', author: 'Rachel H.', rating: 3, content: "Solid switch and stacking worked first time, but the fans are noticeably loud for a comms cupboard next to an office. Fine in a proper server room, not so much under a desk." },
    { lang: 'es', author: 'Lucía R.', rating: 5, content: 'Montamos dos switches leaf de 100G en el CPD y el MLAG quedó funcionando a la primera. La línea de comandos es muy parecida a la que ya conocíamos, así que la curva de aprendizaje fue mínima.' },
    { lang: 'es', author: 'Javier M.', rating: 4, content: 'Buen switch de acceso para la oficina: las cámaras y los teléfonos IP se alimentan por PoE sin problemas. Echo en falta que la interfaz web esté en español, pero todo lo demás, perfecto.' },
    { lang: 'fi', author: 'Mikko K.', rating: 5, content: 'Vaihdoimme toimiston vanhat kytkimet 24-porttisiin PoE-malleihin. VLANit ja linkkien yhdistäminen (LACP) saatiin käyttöön komentoriviltä alle tunnissa, ja tuulettimet ovat yllättävän hiljaiset.' },
    { lang: 'fi', author: 'Anna-Leena V.', rating: 4, content: 'Kokoojakytkimet kytkettiin pinoksi kahdella 25G-kaapelilla, ja vikasietoisuustesti meni läpi ilman katkoja. Selainkäyttöliittymä on hieman kömpelö, mutta komentorivi toimii hyvin.' },
    { lang: 'fr', author: 'Julien M.', rating: 5, content: "Deux commutateurs d'agrégation 10G empilés en quelques minutes, et le basculement se fait sans perte de paquets visible. La CLI est cohérente et la documentation sur les VLAN est claire." },
    { lang: 'fr', author: 'Sophie L.', rating: 4, content: "Parfait pour notre agence : le budget PoE suffit pour les bornes Wi-Fi et les téléphones IP. Seul bémol, l'interface web est un peu lente à l'enregistrement de la configuration." },
    { lang: 'ja', author: '佐藤', rating: 5, content: '事務所のアクセススイッチを PoE+ 対応の 48 ポートモデルに入れ替えました。VLAN とリンクアグリゲーションの設定も CLI で迷わずでき、PoE 給電も安定しています。' },
    { lang: 'ja', author: '中村', rating: 4, content: 'データセンターのリーフとして 25G モデルを導入しました。性能は十分ですが、起動直後のファン音が大きいので、事務所の近くに置く場合は注意が必要です。' },
  ],
  routers: [
    { lang: 'zh-CN', author: '赵总', rating: 5, content: '十几个门店用它做分支路由器，IPsec VPN 回总部实测能跑到 800Mbps 左右，比之前的设备快了不少。双 WAN 口做了主备，宽带断线后几秒内就切到备用线路。' },
    { lang: 'zh-CN', author: '孙工', rating: 3, content: '路由功能齐全，BGP 和 OSPF 都支持，跟运营商对接没问题。缺点是 NAT 会话数上去之后 Web 界面明显卡顿，只能用命令行看状态。' },
    { lang: 'en', author: 'Priya S.', rating: 5, content: 'Running this as our edge router with two ISPs. WAN failover kicks in within a few seconds, and the BGP sessions with both upstreams have been rock solid for months.' },
    { lang: 'en', author: 'Tom W.', rating: 4, content: 'WireGuard and IPsec site-to-site tunnels to our five branches all came up without drama, and throughput is close to the datasheet figure. The setup wizard is a bit basic, so expect to drop into the CLI.' },
    { lang: 'es', author: 'Carlos G.', rating: 5, content: 'Lo usamos como router de sucursal con dos líneas de fibra y la conmutación por error funciona en segundos. El túnel VPN con la central aguanta sin cortes incluso en horas punta.' },
    { lang: 'es', author: 'Marta P.', rating: 3, content: 'El rendimiento de enrutamiento es bueno, pero configurar el NAT con varias IP públicas nos costó más de lo esperado y la documentación no ayuda mucho. Al final funciona, aunque hay que armarse de paciencia.' },
    { lang: 'fi', author: 'Jukka H.', rating: 5, content: 'Käytämme tätä haaratoimiston reitittimenä kahden WAN-yhteyden kanssa. Kun kuituyhteys katkesi, liikenne siirtyi 4G-varayhteydelle muutamassa sekunnissa, eikä kukaan huomannut mitään.' },
    { lang: 'fi', author: 'Sanna L.', rating: 4, content: 'IPsec-tunneli pääkonttoriin muodostui ensimmäisellä yrityksellä, ja siirtonopeus riittää hyvin 40 hengen toimistolle. Palomuurisääntöjen hallinta voisi olla selkeämpää.' },
    { lang: 'fr', author: 'Nicolas B.', rating: 5, content: "Installé en bordure de réseau avec deux opérateurs : la bascule WAN est quasi instantanée et les sessions BGP n'ont jamais décroché. Très bon rapport qualité-prix face aux grandes marques." },
    { lang: 'fr', author: 'Camille D.', rating: 4, content: "Les tunnels IPsec vers nos trois agences montent sans souci et le débit chiffré est correct. L'interface web mériterait d'être traduite en français, mais la CLI est complète." },
    { lang: 'ja', author: '鈴木', rating: 5, content: '拠点ルーターとして導入しました。本社との IPsec VPN のスループットが以前の機種の倍近く出ていて、WAN 回線の冗長化もスムーズに切り替わります。' },
    { lang: 'ja', author: '高橋', rating: 4, content: 'OSPF と NAT の設定はマニュアルどおりで問題なく動作しました。ただ、ファームウェア更新時の再起動に数分かかるのが少し気になります。' },
  ],
  transceivers: [
    { lang: 'zh-CN', author: '陈先生', rating: 5, content: '华为 CE 系列交换机上插上去直接 UP，没有任何告警。DOM 读数完整，收发光功率都在正常范围，已经稳定跑了三个月。' },
    { lang: 'zh-CN', author: '周工', rating: 4, content: '买了 40 只思科编码的 10G SFP+ 多模模块，全部一次识别。有两只温度比其他的高几度，但仍在规格范围内，价格比原厂便宜太多了。' },
    { lang: 'en', author: 'Daniel K.', rating: 5, content: 'Ordered Arista-coded 100G QSFP28 LR4s and they linked up immediately on our 7280s. DOM shows Tx/Rx power and temperature correctly, and the 10 km runs are clean.' },
    { lang: 'en', author: 'Sarah J.', rating: 3, content: 'The Juniper-coded SFP28s work fine, but one of the ten arrived with the wrong coding and just showed up as unsupported. Support sent a recoded replacement within three days.' },
    { lang: 'es', author: 'Alejandro F.', rating: 5, content: 'Módulos SFP+ LR con codificación Cisco: el enlace subió a la primera en nuestros Catalyst y las lecturas DOM son coherentes. Llevan medio año sin un solo error CRC.' },
    { lang: 'es', author: 'Elena S.', rating: 4, content: 'Pedimos QSFP-DD de 400G para la ampliación del CPD y funcionan bien en los switches spine. Se calientan bastante, así que conviene revisar la ventilación del rack.' },
    { lang: 'fi', author: 'Timo R.', rating: 5, content: 'SFP+-moduulit tunnistettiin HPE-kytkimissä heti, eikä lokiin tullut yhtään varoitusta. DOM-arvot näkyvät oikein, ja 10 kilometrin yksimuotoyhteys toimii moitteetta.' },
    { lang: 'fi', author: 'Petri J.', rating: 4, content: 'Tilasimme Juniper-koodattuja 25G-moduuleja palvelinsaliin, ja yhteydet muodostuivat ongelmitta. Lämpötila pysyy kuormassakin noin 45 asteessa. Toimitus tosin kesti pari päivää luvattua kauemmin.' },
    { lang: 'fr', author: 'Thomas R.', rating: 5, content: "Optiques 10G SR codées pour Dell : lien établi immédiatement, relevés DOM complets et températures stables dans une baie chargée. Nettement moins cher que les modules d'origine." },
    { lang: 'fr', author: 'Claire V.', rating: 4, content: "Les QSFP28 100G fonctionnent très bien sur nos commutateurs Nokia. Petit regret : l'étiquette ne mentionne pas la longueur d'onde, il faut la vérifier dans la CLI." },
    { lang: 'ja', author: '田中', rating: 5, content: 'Cisco 互換の SFP モジュールを 30 個購入しました。すべてすぐにリンクアップし、DOM の光パワーと温度も正しく表示されています。' },
    { lang: 'ja', author: '山本', rating: 4, content: 'Juniper 用にコーディングされた 25G SFP28 を使っています。通信は安定していますが、梱包の静電防止袋がもう少し丈夫だと安心です。' },
  ],
  cables: [
    { lang: 'zh-CN', author: '黄工', rating: 5, content: '10G DAC 铜缆用于服务器到 TOR 交换机的互连，插上即识别。线长标签清楚，3 米的长度在机柜里走线刚刚好。' },
    { lang: 'zh-CN', author: '吴女士', rating: 3, content: 'MPO 跳线质量不错，链路测试全部通过。但线缆外皮比较硬，弯曲半径偏大，在高密度配线架里理线有点费劲。' },
    { lang: 'en', author: 'James P.', rating: 5, content: 'We use the 100G AOCs between racks and they are far lighter and easier to route than the copper we had before. Every link came up at full speed with zero errors.' },
    { lang: 'en', author: 'Emily C.', rating: 4, content: 'The LC duplex OM4 patch cords fit snugly and the length is printed on both boots, which saves a lot of guesswork. It would be nice to have more colour options.' },
    { lang: 'es', author: 'Pablo N.', rating: 5, content: 'Latiguillos de fibra LC-LC monomodo de muy buena calidad: los conectores encajan con firmeza y la atenuación medida está muy por debajo de lo especificado.' },
    { lang: 'es', author: 'Isabel T.', rating: 4, content: 'Los cables DAC de 25G funcionan perfectamente entre los servidores y el switch. El de 5 metros es algo rígido y cuesta un poco doblarlo en las bandejas.' },
    { lang: 'fi', author: 'Ville M.', rating: 5, content: 'DAC-kaapelit sopivat täydellisesti sekä palvelimien verkkokortteihin että kytkimiin, ja linkit ovat pysyneet vakaina. Pituus on merkitty selvästi kumpaankin päähän.' },
    { lang: 'fi', author: 'Heikki S.', rating: 3, content: 'AOC-kaapelit toimivat, mutta yksi kahdestatoista aiheutti satunnaisia linkkikatkoja, ja jouduimme vaihtamaan sen. Vaihtokappale tuli nopeasti, joten asia hoitui lopulta hyvin.' },
    { lang: 'fr', author: 'Julie P.', rating: 5, content: 'Jarretières MPO-12 impeccables pour nos liaisons 100G SR4 : polarité correcte, étiquettes lisibles et aucune erreur après plusieurs semaines.' },
    { lang: 'fr', author: 'Antoine G.', rating: 4, content: "Les câbles DAC 10G se clipsent bien dans les cages SFP+ et la liaison est stable. Le rayon de courbure est un peu contraignant pour le passage latéral dans la baie." },
    { lang: 'ja', author: '伊藤', rating: 5, content: 'ラック内のサーバー接続に 10G DAC を使っています。コネクタの差し込みがしっかりしていて、リンクも一度も落ちていません。' },
    { lang: 'ja', author: '渡辺', rating: 4, content: 'LC パッチコードは両端に長さのラベルがあり、配線作業がとても楽でした。ただ、1 メートルの在庫が少なく、納品までに時間がかかりました。' },
  ],
  wifi: [
    { lang: 'zh-CN', author: '林老师', rating: 5, content: '学校教学楼部署了 30 台 Wi-Fi 6 AP，统一由控制器管理，学生在教室之间走动时漫游很顺畅。PoE+ 供电一根网线搞定，安装很省事。' },
    { lang: 'zh-CN', author: '杨工', rating: 4, content: 'Wi-Fi 6E 在会议室里 6GHz 频段速度非常快，新笔记本能跑到 1Gbps 以上。就是控制器界面的中文翻译有些地方不太准确。' },
    { lang: 'en', author: 'Oliver B.', rating: 5, content: 'Deployed the outdoor Wi-Fi 6 units across our warehouse yard. Coverage is excellent, handhelds roam between APs without dropping scanner sessions, and they run happily off our existing PoE+ switches.' },
    { lang: 'en', author: 'Grace L.', rating: 2, content: "Coverage in our open-plan office was patchy compared with the old APs, and the controller kept steering clients onto the 2.4 GHz band. Support is looking into it, but for now I can't recommend it." },
    { lang: 'es', author: 'Sergio A.', rating: 5, content: 'Instalamos puntos de acceso Wi-Fi 6 en todo el hotel y la cobertura en las habitaciones es excelente. La gestión desde la controladora centralizada nos ahorra muchísimo tiempo.' },
    { lang: 'es', author: 'Laura M.', rating: 4, content: 'Buen punto de acceso para la oficina: se alimenta por PoE desde el switch y el roaming entre plantas funciona sin cortes en las videollamadas. La aplicación de configuración podría ser más intuitiva.' },
    { lang: 'fi', author: 'Jari P.', rating: 5, content: 'Asensimme Wi-Fi 6E -tukiasemat avokonttoriin, ja kuuluvuus on nyt tasainen joka nurkassa. Verkkovierailu toimii niin hyvin, etteivät videopuhelut katkea, vaikka kävelisi puhelun aikana kerroksesta toiseen.' },
    { lang: 'fi', author: 'Riikka N.', rating: 4, content: 'Ulkotukiasema kestää hyvin talven pakkaset, ja PoE-syöttö kytkimestä riittää sille mainiosti. Ohjainohjelmiston päivitys oli hieman työläs.' },
    { lang: 'fr', author: 'Mathieu C.', rating: 5, content: "Bornes Wi-Fi 6 déployées sur nos trois étages : couverture homogène et itinérance transparente entre les points d'accès. Alimentation PoE+ directe depuis les commutateurs, rien à redire." },
    { lang: 'fr', author: 'Élodie F.', rating: 3, content: "Le point d'accès Wi-Fi 7 offre des débits impressionnants en 6 GHz. En revanche, il faut un commutateur 802.3bt pour exploiter toutes les radios, ce qui n'était pas indiqué clairement et nous a obligés à acheter des injecteurs." },
    { lang: 'ja', author: '小林', rating: 5, content: '工場の倉庫に屋外用 Wi-Fi 6 AP を設置しました。ハンディ端末が AP 間を移動しても接続が切れず、コントローラーで一括管理できるのも便利です。' },
    { lang: 'ja', author: '加藤', rating: 4, content: 'オフィスの天井に取り付けて PoE+ で給電しています。電波の届く範囲は広いですが、マウント金具の説明書が分かりにくかったです。' },
  ],
  nics: [
    { lang: 'zh-CN', author: '郑工', rating: 5, content: '25G 双口网卡装在 Dell 服务器上，CentOS 和 ESXi 都自带驱动，不用另外安装。开了 SR-IOV 给虚拟机直通，吞吐能跑满线速。' },
    { lang: 'zh-CN', author: '何先生', rating: 4, content: '100G 网卡用在存储网络，iperf 多线程测到 94Gbps 左右，性能很好。散热片比较大，需要服务器风道够强，否则温度偏高。' },
    { lang: 'en', author: 'Chris M.', rating: 5, content: 'Dropped the dual-port 25G NICs into our Proxmox hosts and the inbox drivers picked them up straight away. SR-IOV works as documented and we hit line rate on both ports.' },
    { lang: 'en', author: 'Ben A.', rating: 3, content: 'Throughput is excellent, but the firmware it shipped with was two versions behind and caused link flaps with our DACs until we updated it. Worth flashing before deployment.' },
    { lang: 'es', author: 'Diego L.', rating: 5, content: 'Tarjeta 10G de cuatro puertos instalada en un servidor con Linux: el controlador del kernel la reconoció sin instalar nada y alcanzamos la velocidad máxima en todos los puertos.' },
    { lang: 'es', author: 'Carmen V.', rating: 4, content: 'Usamos las tarjetas de 100G en el clúster de almacenamiento y el rendimiento con RDMA es muy bueno. Solo echamos de menos un soporte de perfil bajo incluido en la caja.' },
    { lang: 'fi', author: 'Antti L.', rating: 5, content: 'Kaksiporttiset 25G-verkkokortit toimivat Linuxissa suoraan ytimen ajureilla. SR-IOV saatiin käyttöön virtuaalikoneille ilman ongelmia, ja suorituskyky vastaa luvattua.' },
    { lang: 'fi', author: 'Kirsi T.', rating: 4, content: 'Hyvä 10G-kortti vanhempaankin palvelimeen, ja Windows Server löysi ajurin päivitysten kautta. Kortti kuitenkin lämpenee melko paljon, jos kotelon ilmavirta on heikko.' },
    { lang: 'fr', author: 'Guillaume H.', rating: 5, content: 'Carte 100G installée dans nos serveurs de calcul : pilotes reconnus nativement sous Linux, SR-IOV et RDMA fonctionnels. Les débits mesurés sont au niveau de la fiche technique.' },
    { lang: 'fr', author: 'Isabelle K.', rating: 4, content: 'Cartes 10G RJ45 idéales pour moderniser des serveurs sans changer le câblage. Elles chauffent un peu, prévoyez une bonne ventilation du châssis.' },
    { lang: 'ja', author: '山田', rating: 5, content: '25G デュアルポート NIC を仮想化ホストに導入しました。ドライバーは OS 標準で認識され、SR-IOV も問題なく動いています。' },
    { lang: 'ja', author: '松本', rating: 4, content: '100G NIC をストレージネットワークで使っています。スループットは十分ですが、PCIe 4.0 スロットでないと性能を出し切れない点には注意が必要です。' },
  ],
  poe: [
    { lang: 'zh-CN', author: '许工', rating: 5, content: '给停车场的几台 PTZ 摄像头供电，802.3bt 注入器功率很足，夜间红外全开也不掉线。外壳是金属的，散热不错。' },
    { lang: 'zh-CN', author: '马经理', rating: 4, content: '用 PoE 分离器给不支持 PoE 的门禁控制器供电，12V 输出很稳定。就是输出线有点短，安装位置受限。' },
    { lang: 'en', author: 'Steve R.', rating: 5, content: 'The 802.3at injectors are powering a dozen IP cameras around our car park with no brownouts, even with the IR illuminators on at night. Simple, tidy and well labelled.' },
    { lang: 'en', author: 'Hannah D.', rating: 4, content: "Used the 60 W injector to run a Wi-Fi 6E AP from an older non-PoE switch and it works perfectly. It runs quite warm though, so don't bury it in a closed cabinet." },
    { lang: 'es', author: 'Raúl C.', rating: 5, content: 'Con el inyector 802.3bt alimentamos una cámara PTZ a unos 90 metros del armario y funciona de maravilla. Muy buena relación calidad-precio.' },
    { lang: 'es', author: 'Noelia B.', rating: 3, content: 'El divisor PoE cumple lo que promete, pero el conector de 12 V no encajaba bien en nuestro equipo y tuvimos que comprar un adaptador aparte.' },
    { lang: 'fi', author: 'Matti P.', rating: 5, content: 'PoE-syöttimellä saimme virran ulkokameralle, joka on kaukana lähimmästä pistorasiasta. 802.3at riittää hyvin, ja kamera on toiminut moitteetta pakkasillakin.' },
    { lang: 'fi', author: 'Tiina K.', rating: 4, content: 'PoE-erottimen avulla vanha kulunvalvontalaite saa virtansa suoraan verkkokaapelista. Toimii hyvin, vaikka kotelo voisi olla hieman pienempi.' },
    { lang: 'fr', author: 'Laurent T.', rating: 5, content: "Injecteur 802.3bt parfait pour alimenter nos caméras PTZ extérieures, même avec le chauffage intégré en hiver. Le montage sur rail DIN est pratique dans l'armoire." },
    { lang: 'fr', author: 'Nathalie R.', rating: 4, content: "Le séparateur PoE alimente sans problème un petit routeur 4G qui n'avait pas de port PoE. Dommage que le câble de sortie soit si court." },
    { lang: 'ja', author: '井上', rating: 5, content: '防犯カメラ 8 台を PoE インジェクターで給電しています。802.3at で電力に余裕があり、夜間の赤外線照射時も映像が途切れません。' },
    { lang: 'ja', author: '木村', rating: 3, content: 'PoE スプリッターの動作自体は問題ありません。ただ、出力電圧の切り替えスイッチが小さく、設置後にうっかり動かしてしまいそうで不安です。' },
  ],
  racks: [
    { lang: 'zh-CN', author: '罗工', rating: 5, content: '42U 机柜组装很方便，导轨和托盘的孔位都很准，一个人半天就装好了。前后网孔门通风好，设备温度比之前低了好几度。' },
    { lang: 'zh-CN', author: '梁先生', rating: 4, content: '24 口配线架和理线器配合使用，跳线整理得很整齐。机柜深度 1000mm 刚好放下服务器，但侧板拆装有点费力。' },
    { lang: 'en', author: 'Andrew F.', rating: 5, content: 'The 42U cabinet went together in about two hours, and the adjustable rails made it easy to set the depth for our longer servers. Cable managers and brush panels keep everything tidy.' },
    { lang: 'en', author: 'Lucy G.', rating: 4, content: 'Solid patch panels with clear port numbering, and the keystones snap in firmly. The included cage nuts are a bit tight, so have a cage nut tool handy.' },
    { lang: 'es', author: 'Fernando O.', rating: 5, content: 'Armario de 24U robusto y fácil de montar; los raíles se ajustan bien a la profundidad de nuestros switches. Con los pasacables, la organización del cableado ha mejorado muchísimo.' },
    { lang: 'es', author: 'Rocío D.', rating: 4, content: 'El panel de parcheo de 48 puertos tiene buenos acabados y la numeración se lee bien. Las instrucciones de montaje podrían ser más claras, pero lo montamos sin problemas.' },
    { lang: 'fi', author: 'Jussi A.', rating: 5, content: 'Räkkikaappi oli helppo koota, ja säädettävät kiskot sopivat myös syviin palvelimiin. Kaapelinhallintapaneelit pitävät kytkentäkaapelit siisteinä.' },
    { lang: 'fi', author: 'Pekka V.', rating: 2, content: 'Kaapin sivupaneelin kiinnikkeet eivät osuneet kohdalleen, ja jouduimme poraamaan uudet reiät. Rakenne on muuten tukeva, mutta laadunvalvonnassa on selvästi parannettavaa.' },
    { lang: 'fr', author: 'Sébastien P.', rating: 5, content: 'Baie 42U livrée bien emballée et montée en une matinée. Les rails réglables en profondeur et les guide-câbles verticaux rendent le brassage très propre.' },
    { lang: 'fr', author: 'Aurélie M.', rating: 4, content: "Panneau de brassage et guide-câbles de bonne qualité, numérotation bien lisible. Il manquait deux vis dans le sachet, mais le service client nous les a envoyées rapidement." },
    { lang: 'ja', author: '斎藤', rating: 5, content: '19 インチラックを事務所のサーバー室に設置しました。組み立ては簡単で、奥行きを調整できるレールのおかげで奥行きのあるサーバーも問題なく収まりました。' },
    { lang: 'ja', author: '清水', rating: 4, content: 'パッチパネルとケーブルマネージャーを一緒に購入し、配線がすっきりしました。ポート番号の印字がもう少し大きいと、暗いラック内でも見やすいと思います。' },
  ],
};

function isReviewGroup(s: string): s is ReviewGroup {
  return (REVIEW_GROUPS as readonly string[]).includes(s);
}

/** The pool for a leaf category key such as 'switches-access', 'transceivers-10g', 'cables-dac', 'wifi', 'nics', 'poe', 'racks'. */
export function reviewPoolFor(categoryKey: string): SeedReview[] {
  const group = categoryKey.split('-')[0] ?? '';
  if (!isReviewGroup(group)) throw new Error(`No review pool for category key '${categoryKey}'`);
  return REVIEW_POOLS[group];
}

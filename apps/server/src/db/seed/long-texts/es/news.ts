// news long texts in es (see ../types.ts for keys).
export const NEWS: Record<string, string> = {
  '2025-06-18-1': `En junio de 2025, YT Networks trasladó sus operaciones de codificación y prueba de ópticas a un nuevo laboratorio de 1.200 m² en el distrito de Nanshan (Shenzhen), a pocos minutos a pie de nuestra sede central. El traslado triplica nuestra capacidad diaria, hasta unos 9.000 módulos, y reúne bajo un mismo techo la codificación, el burn-in, las pruebas funcionales y la inspección final.

El laboratorio cuenta con más de 120 switches, routers y adaptadores de servidor de Cisco, Juniper, Arista, HPE Aruba, Huawei, Dell y otras marcas. Una vez codificado para su plataforma de destino, cada transceptor compatible se inserta en un equipo real de esa familia para confirmar que se reconoce, que levanta el enlace a la velocidad correcta y que informa con exactitud de los diagnósticos digitales: temperatura, tensión de alimentación, corriente de polarización del láser y potencia de transmisión y de recepción.

## Nuevas capacidades de prueba

- Cuatro cámaras climáticas programables para ciclos de temperatura entre -40 °C y +85 °C
- Analizadores de tasa de errores de bit y osciloscopios de muestreo para señales 25G NRZ y PAM4 de 53 GBd, de modo que en cada módulo 400G se miden el TDECQ y la tasa de errores de bit previa a la FEC
- Analizadores de espectro óptico y atenuadores variables para las pruebas de longitud de onda y de sensibilidad de los módulos CWDM, LWDM y DWDM
- Un banco dedicado al análisis de fallos: los módulos devueltos reciben un informe escrito en un plazo de cinco días hábiles

«Para un cliente, un transceptor vale lo que vale su primer encendido en el rack», afirma el responsable de calidad de YT Networks. «El nuevo laboratorio nos permite probar cada módulo más a fondo sin añadir ni un solo día a los plazos de entrega».

El laboratorio funciona a pleno rendimiento desde mediados de junio. Todos los pedidos de stock y con codificación personalizada se prueban ya allí antes del envío, con los mismos plazos de entrega de siempre.`,

  '2025-09-12-1': `Del 10 al 12 de septiembre, YT Networks participó como expositor en la feria internacional de optoelectrónica celebrada en el Shenzhen World Exhibition and Convention Center. En lugar de las habituales hileras de muestras estáticas, este año montamos en el estand una pequeña red leaf-spine en funcionamiento: dos switches spine de 400G y cuatro switches leaf de 100G/25G, con todos los enlaces sobre ópticas y cables de YT.

La red de demostración funcionó 72 horas seguidas, con un panel en directo que mostraba la potencia de transmisión y de recepción, la temperatura del módulo y la tasa de errores de bit previa a la FEC de cada enlace. Los módulos 400G DR4 se conectaron con latiguillos MPO-12 APC, y uno de los puertos se desdobló en enlaces 4×100G DR que llegaban directamente a los puertos de 100G de un switch leaf, un esquema que vemos a menudo en redes que se actualizan por etapas.

## Lo que más preguntaron los visitantes

- Cómo elegir entre 400G DR4 y FR4: DR4 hasta 500 m cuando importa la flexibilidad del breakout; FR4 cuando se necesitan LC dúplex y alcances de hasta 2 km
- Si las ópticas compatibles se reconocen sin avisos en las principales marcas de switches
- Cuándo planificar el paso a 800G y si puede mantenerse el cableado monomodo OS2 existente
- Plazos de entrega de lotes pequeños con codificación y etiquetas personalizadas

Durante la feria nos reunimos con integradores de sistemas, operadores y equipos de operaciones de centros de datos de más de 40 países y regiones. Gracias a todos los clientes y socios que nos visitaron. El ingeniero comercial de cada región responderá a las consultas recibidas en el estand en un plazo de un día hábil.`,

  '2025-11-20-1': `Desde el 20 de noviembre de 2025, nuestro almacén europeo en los Países Bajos ya envía pedidos. Tiene en stock más de 2.000 referencias de gran demanda: transceptores de 10G y 25G, ópticas QSFP28 de 100G, cables DAC y AOC, latiguillos LC y MPO, y una selección de switches de acceso y puntos de acceso inalámbricos.

Cuando los clientes de la UE pagan en euros, los precios mostrados ya incluyen el IVA local y los pedidos se entregan con derechos pagados (DDP), por lo que no hay aranceles ni gastos de despacho aduanero que abonar a la entrega. Los pedidos de artículos en stock pagados antes de las 14:00 (CET) salen el mismo día y llegan a la mayoría de los países de la UE en un plazo de dos a cuatro días hábiles.

## Qué cambia para los clientes europeos

- Los pedidos de artículos en stock ya no salen de Shenzhen: la entrega pasa de 5–8 días a 2–4 días hábiles
- Las facturas con IVA de la UE las emite nuestra entidad europea, y los clientes empresariales con un número de IVA válido pueden acogerse al mecanismo de inversión del sujeto pasivo
- Las devoluciones y las sustituciones en garantía se envían al almacén neerlandés, sin costes de envío transfronterizo
- Las ópticas con codificación personalizada se siguen codificando y probando en nuestro laboratorio de Shenzhen, y normalmente se envían en un plazo de tres a cinco días hábiles

Nuestra sede central de Shenzhen sigue a cargo de la codificación, las pruebas y el soporte técnico de todos los productos. El stock europeo se repone desde Shenzhen dos veces por semana y las cantidades disponibles se muestran en tiempo real en la ficha de cada producto.`,

  '2026-01-27-1': `Se acerca la Fiesta de la Primavera de 2026. Para que sus pedidos sigan su curso antes y después de las fiestas, le indicamos cómo funcionarán nuestros servicios.

## Envíos

- Almacén de Shenzhen: sin envíos del 14 al 23 de febrero; los envíos se reanudan con normalidad el 24 de febrero
- Los pedidos de artículos en stock pagados antes de las 12:00 (hora de Pekín) del 11 de febrero se enviarán antes de las fiestas
- Los pedidos con codificación personalizada deben confirmarse a más tardar el 6 de febrero para poder terminar a tiempo la codificación y las pruebas
- Almacén de los Países Bajos: envíos con normalidad durante todas las fiestas, por lo que los pedidos de artículos en stock de los clientes de la UE no se ven afectados

## Atención al cliente

Puede realizar y pagar pedidos en la web durante todo el periodo festivo. Las consultas en línea y las incidencias técnicas las atienden ingenieros de guardia; las respuestas pueden tardar entre 24 y 48 horas. Para problemas urgentes que afecten a una red en producción, indique «URGENTE» en el asunto y les daremos prioridad. Las solicitudes de presupuesto y las consultas recibidas durante las fiestas se responderán por orden de llegada, en un plazo de un día hábil, a partir del 24 de febrero.

En torno a estas fechas, el transporte urgente internacional y el marítimo suelen estar saturados, así que, si tiene un proyecto en puertas, le recomendamos hacer los pedidos con antelación. Gracias por su confianza durante el último año. ¡Todo el equipo de YT Networks le desea un feliz y próspero Año del Caballo!`,

  '2026-04-22-1': `En abril de 2026, YT Networks superó las auditorías trienales de recertificación de su sistema de gestión de la calidad ISO 9001:2015 y de su sistema de gestión ambiental ISO 14001:2015. La auditoría, de cuatro días, la llevó a cabo un organismo de certificación independiente en nuestra sede central de Shenzhen y en nuestro laboratorio de pruebas de ópticas.

La auditoría abarcó el diseño de producto, la gestión de proveedores, la codificación y las pruebas de ópticas, el almacenamiento y la logística, y la gestión de devoluciones y reclamaciones en garantía. Los auditores siguieron la trazabilidad de varios lotes de transceptores desde la inspección de entrada hasta la expedición, comprobando números de serie, versiones de codificación, datos de prueba y resultados de la inspección final, y confirmaron que todos los módulos enviados son trazables.

## Dónde seguimos mejorando

- Endurecer la inspección de entrada de componentes críticos, como láseres y chips DSP, de AQL 0,65 a AQL 0,4
- Acortar el análisis de fallos: los informes escritos sobre módulos devueltos tardan ahora cinco días hábiles en lugar de siete
- Reducir el embalaje: los transceptores sueltos se envían ahora en bandejas de pulpa reciclada, lo que ahorra unas seis toneladas de plástico al año
- Elevar al 35 % en 2026 la proporción de electricidad renovable que consumen nuestro almacén y nuestro laboratorio de pruebas de Shenzhen

La gestión de la calidad es mucho más que un certificado. Seguiremos publicando las tasas de devolución de cada línea de producto y manteniendo las opiniones de los clientes como primer punto de cada revisión trimestral de proveedores. Puede solicitar copias de nuestros certificados a través de la página de contacto; se las enviaremos en un plazo de un día hábil.`,

  '2026-07-15-1': `El 15 de julio de 2026, YT Networks abrió en Tokio su centro de soporte en japonés. El equipo está formado por ingenieros de redes que conocen bien el mercado japonés y atiende de 9:00 a 18:00 (hora de Japón) en días laborables.

Japón es uno de nuestros mercados de mayor crecimiento, y la mayoría de nuestros clientes allí son integradores de sistemas, operadores de centros de datos y departamentos de TI de empresas. Hasta ahora, sus consultas técnicas se atendían en inglés desde Shenzhen, y tanto la diferencia horaria como el idioma ralentizaban las cosas. Desde la selección de productos y las comprobaciones de compatibilidad hasta la resolución de incidencias, los clientes ya pueden trabajar con nosotros directamente en japonés.

## Qué ofrece el centro de Tokio

- Asesoramiento sobre selección y compatibilidad de transceptores, switches y puntos de acceso inalámbricos
- Presupuestos en yenes, con documentos de oferta y de entrega en el formato que esperan los clientes japoneses
- Muestras de evaluación, que normalmente llegan en un plazo de tres a cinco días hábiles
- Gestión de garantías y devoluciones, con los resultados del análisis de fallos explicados en japonés

Las consultas que los clientes de Japón envían a través de la web se responden en un plazo de un día hábil, y las preguntas técnicas, en 12 a 24 horas. Los productos se siguen enviando desde nuestros almacenes de Shenzhen y de los Países Bajos, y suelen llegar a Japón en un plazo de tres a cinco días.`,

  '2025-07-08-2': `Nuestra familia 400G QSFP-DD ya está disponible en stock en tres versiones, DR4, FR4 y SR8, que cubren las principales aplicaciones de 400G dentro del centro de datos, de 100 m a 2 km. Las tres se basan en un DSP PAM4 de 7 nm y admiten la interfaz de gestión CMIS 5.0, con un consumo máximo de 10 W en DR4 y SR8 y de 12 W en FR4.

## En qué se diferencian

- QDD-400G-DR4: 1310 nm, cuatro canales PAM4 de 100G, conector monomodo MPO-12 APC, 500 m sobre OS2; admite breakout a 4×100G DR para conectarse directamente a puertos de 100G
- QDD-400G-FR4: cuatro longitudes de onda CWDM sobre un conector LC dúplex, 2 km sobre OS2; muy adecuado para enlaces spine entre salas o entre edificios de un campus
- QDD-400G-SR8: 850 nm, ocho canales PAM4 de 50G, conector MPO-16, 100 m sobre multimodo OM4, para enlaces entre racks que reaprovechan el cableado multimodo existente

## Codificación y pruebas

Antes del envío, cada módulo se codifica para su plataforma de destino y se comprueba en un switch real de esa familia (reconocimiento, establecimiento del enlace y lecturas DDM). Nuestros bancos de pruebas incluyen switches de las series Cisco Nexus 9000, Arista 7060X y Juniper QFX5220. Las pruebas de fábrica abarcan TDECQ, relación de extinción, potencia de transmisión y sensibilidad del receptor, y confirman que la tasa de errores de bit previa a la FEC se mantiene por debajo del umbral de 2,4E-4 en ambos extremos del rango de temperatura.

Los módulos 400G tienen una garantía de cinco años. Para pedidos por volumen o con codificación personalizada, envíenos una consulta y le responderemos con precio y plazo de entrega en un día hábil.`,

  '2025-10-14-2': `YT Networks presenta sus primeros puntos de acceso Wi-Fi 7 (IEEE 802.11be) para empresas: el AP7810-BE, tribanda y de techo, para oficinas, centros de congresos y campus, y el AP7250-BE, bibanda y de placa de pared, para habitaciones de hotel, residencias de estudiantes y plantas de hospitalización. El AP7250-BE utiliza solo las bandas de 2,4 y 5 GHz, lo que también lo convierte en la opción adecuada en países y regiones donde la banda de 6 GHz todavía no está abierta al Wi-Fi.

El AP7810-BE utiliza MIMO 2×2 en cada banda: hasta 688 Mbps en 2,4 GHz, 2.882 Mbps en 5 GHz con canales de 160 MHz y 5.765 Mbps en 6 GHz con canales de 320 MHz, unos 9,3 Gbps en total. La operación multienlace (MLO) permite a los clientes Wi-Fi 7 transmitir y recibir en dos bandas a la vez, lo que reduce notablemente los picos de latencia en entornos radioeléctricos saturados.

## Especificaciones principales

- AP7810-BE: tribanda de 2,4/5/6 GHz, un uplink de cobre multivelocidad de 10G, alimentación PoE++ IEEE 802.3bt, hasta 1.024 clientes asociados
- AP7250-BE: bibanda de 2,4/5 GHz, hasta 3,6 Gbps, un uplink de 2,5G más cuatro puertos Gigabit para un descodificador IPTV, un teléfono o un ordenador de sobremesa
- Ambos admiten WPA3-Enterprise, 802.1X e itinerancia rápida 802.11k/v/r, y pueden gestionarse desde YT Cloud, una controladora local o la interfaz web en modo autónomo

Para aprovechar todo el rendimiento del uplink de 10G del AP7810-BE hace falta un switch de acceso con puertos multigigabit y PoE++; recomendamos planificarlo junto con la serie multigigabit YT S3950. También puede enviarnos los planos de planta con su consulta y nuestros ingenieros prepararán gratuitamente un estudio de cobertura inalámbrica.`,

  '2026-01-20-2': `Con la expansión de los puntos de acceso Wi-Fi 7 y de las cámaras PTZ de alta resolución, la capa de acceso necesita a la vez puertos más rápidos y más potencia: el uplink Gigabit se ha convertido en el cuello de botella de la red inalámbrica. La serie S3950 de switches multigigabit de capa 3 se ha diseñado precisamente para eso, y ofrece velocidades multigigabit sobre el cableado Cat5e/Cat6 existente.

## Tres modelos

- S3950-24M4X: 24 puertos de cobre multivelocidad 100M/1G/2,5G y 4 uplinks 10G SFP+
- S3950-48M4Y: 48 puertos de cobre multivelocidad 100M/1G/2,5G y 4 uplinks 25G SFP28
- S3950-24X4Y: 24 puertos de cobre multivelocidad de 100M a 10G y 4 uplinks 25G SFP28, para puntos de acceso con uplink de 10G como el AP7810-BE

Cada modelo está disponible sin PoE, como -P con un presupuesto de 740 W o como -PH con 1.440 W y doble fuente de alimentación de conexión en caliente de serie. Cada puerto puede entregar hasta 90 W (802.3bt clase 8), suficiente para puntos de acceso Wi-Fi 7 tribanda, cámaras de exterior con calefactor o clientes ligeros. En el modelo de 48 puertos, 1.440 W bastan para alimentar a la vez los 48 puertos a 30 W cada uno.

## Pensados para la operación diaria

- Prioridades de alimentación por puerto y supervisión del consumo en tiempo real, para que los dispositivos críticos se atiendan primero cuando el presupuesto no alcanza
- Capa 3 completa con OSPF, BGP y VRRP, para que los switches trabajen en la capa de acceso o hagan también de capa de agregación en un campus pequeño
- VLAN, 802.1X, LLDP-MED, ACL e IGMP snooping, con gestión mediante interfaz web, CLI, SNMP o YT Cloud

Los uplinks admiten directamente ópticas YT SFP+ de 10G o SFP28 de 25G y cables DAC. Todos los modelos son de 1U para montaje en rack y tienen tres años de garantía.`,

  '2026-05-12-2': `Los clústeres de entrenamiento de IA están llevando las redes de los centros de datos de 400G a 800G. Para responder a ello, YT Networks presenta una familia de transceptores 800G en los formatos OSFP y QSFP-DD800. Ya pueden solicitarse muestras de evaluación, y los envíos en volumen están previstos para el tercer trimestre de 2026.

Los tres módulos se basan en un DSP PAM4 de 5 nm con 112G PAM4 por canal (100G efectivos) y tienen un consumo típico de 13 a 16 W:

- 800G 2×DR4: ocho canales de 1310 nm sobre dos conectores MPO-12 APC, 500 m sobre monomodo OS2, breakout a 2×400G DR4 u 8×100G DR
- 800G 2×FR4: dos grupos de cuatro longitudes de onda CWDM sobre conectores LC dobles, 2 km sobre OS2
- 800G SR8: VCSEL de 850 nm sobre un conector MPO-16, 50 m sobre multimodo OM4, para enlaces entre servidores GPU y switches leaf dentro de una misma fila

## Por qué ahora

En un clúster de GPU típico con topología optimizada por raíles (rail-optimised), cada adaptador de red de 400G necesita un puerto óptico en un switch leaf, y hacen falta otros tantos uplinks del leaf a la capa spine. Con switches de 51,2T y puertos de 800G, cada switch puede atender al doble de adaptadores de 400G, lo que reduce tanto el número de niveles de la red como el número total de transceptores.

La versión OSFP incorpora un disipador para entornos de alta potencia; la versión QSFP-DD800 es mecánicamente compatible con los puertos QSFP-DD existentes. Solicite las muestras de evaluación junto con algunos detalles de su proyecto: nuestros ingenieros se pondrán en contacto con usted en un plazo de un día hábil para confirmar la plataforma host y los requisitos de codificación.`,

  '2026-08-26-2': `En un diseño leaf-spine, los enlaces dentro de un rack y entre racks contiguos constituyen la mayor parte del total. Para estos tramos cortos, los cables DAC y AOC cuestan menos, consumen menos y son más fáciles de gestionar que una pareja de transceptores más un latiguillo. Por eso hemos reorganizado y ampliado considerablemente nuestra gama de DAC y AOC.

## La gama de un vistazo

- DAC pasivos: SFP+ de 10G, SFP28 de 25G y QSFP28 de 100G en 0,5 m, 1 m, 2 m, 3 m y 5 m
- DAC de desdoblamiento (breakout): QSFP28 de 100G a 4×25G SFP28 y QSFP+ de 40G a 4×10G SFP+, de 1 m a 5 m, para conectar un puerto leaf de alta velocidad a cuatro servidores
- Cables ópticos activos: 10G, 25G, 40G y 100G en 3 m, 5 m, 10 m, 15 m, 20 m y 30 m; un AOC de 100G consume solo unos 2,5 W por extremo

## Cómo elegir el cable adecuado

Hasta 3 m, los DAC pasivos de 25G suelen funcionar de forma fiable sin RS-FEC; en la versión de 5 m, asegúrese de que RS-FEC (cláusula 108) está activada en los puertos del switch y del adaptador. A 100G recomendamos DAC pasivos hasta 5 m. Para tramos más largos o enlaces entre racks, elija un AOC: es más fino, admite curvaturas más cerradas y no obstruye el flujo de aire del rack.

Todos los DAC y AOC están disponibles con codificación genérica o codificados para Cisco, Juniper, Arista, Mellanox y otras plataformas. Algunas plataformas de switch solo homologan determinadas longitudes de sus propios cables; esas combinaciones las fabricamos bajo pedido, así que consulte el plazo de entrega con nuestro departamento comercial. Los cables tienen cinco años de garantía.`,

  '2026-11-03-2': `Para que los clientes puedan adquirir a un único proveedor todo el enlace, del servidor al switch, YT Networks amplía su gama de adaptadores de servidor con tres nuevas tarjetas de alta velocidad compatibles con RoCEv2.

## Tres nuevos adaptadores

- NIC-E810-XXVDA2: controlador Intel E810, dos puertos SFP28 de 25G (compatibles con 10G), PCIe 4.0 x8, 11,3 W, RoCEv2 e iWARP
- NIC-E810-CQDA2: controlador Intel E810, dos puertos QSFP28 de 100G, PCIe 4.0 x16, 19,8 W; los dos puertos comparten 100 Gbps de ancho de banda total, por lo que conviene dedicar el segundo puerto a redundancia
- NIC-CX6DX-2C: controlador NVIDIA ConnectX-6 Dx, dos puertos de 100G, PCIe 4.0 x16, 18,7 W, con descarga criptográfica IPsec y TLS

RoCEv2 permite que el tráfico de almacenamiento y de computación distribuida evite el kernel del sistema operativo, lo que reduce la latencia de ida y vuelta de las aplicaciones a unos pocos microsegundos con carga baja. Combinado con PFC y ECN en los switches, proporciona un fabric Ethernet sin pérdidas para almacenamiento NVMe-oF y clústeres de inferencia de IA pequeños y medianos.

## Compatibilidad

Cada tarjeta se ofrece en versión genérica y en versiones compatibles con Dell y HPE. Las versiones compatibles llevan firmware OEM, de modo que iDRAC e iLO identifican correctamente la tarjeta y los ventiladores del servidor no se disparan al máximo por no poder leer su temperatura. Los controladores vienen incluidos de serie en Windows Server, Linux, VMware ESXi y FreeBSD. Antes del envío se prueba el enlace de cada adaptador con ópticas y cables DAC de YT, y todos tienen tres años de garantía.`,

  '2025-08-05-3': `En un centro de datos leaf-spine típico, más del 70 % de los enlaces miden menos de 5 m: de los servidores al switch top-of-rack, entre switches y entre racks contiguos. Elegir el medio adecuado para estos enlaces tiene un impacto visible en el coste de compra, el consumo y la operación diaria.

## DAC pasivo: la opción por defecto hasta 5 m

El cable de cobre de conexión directa (DAC) pasivo no tiene componentes ópticos, apenas consume y ofrece la latencia más baja, unos 5 ns por metro, sin procesamiento DSP. El alcance fiable suele ser de 5 m a 25G y 100G, y normalmente no pasa de 2 a 3 m a 400G. El inconveniente es el volumen: los cables son gruesos y rígidos, ocupan mucho espacio en racks densos y pueden obstruir el flujo de aire.

## AOC: la opción equilibrada de 3 a 30 m

Un cable óptico activo (AOC) lleva los transceptores ópticos integrados en ambos extremos, con fibra multimodo entre ellos. Es más ligero y fino que un DAC y tiene un radio de curvatura menor, lo que lo hace adecuado para enlaces entre racks. Un AOC de 100G consume entre 1,5 y 2,5 W por extremo. Su punto débil es que cable y módulos forman una sola pieza: si falla un extremo, hay que sustituir todo el cable, y la longitud debe conocerse con exactitud antes de la instalación.

## Transceptores y latiguillos: lo más flexible

Por encima de 30 m, o siempre que los enlaces pasen por paneles de parcheo y cableado estructurado, los transceptores con latiguillos son la única opción sensata. Tienen el mayor coste por enlace, pero módulos y latiguillos pueden sustituirse por separado y el cableado puede reutilizarse a distintas velocidades: la misma fibra monomodo OS2 puede pasar de 10G LR a 100G LR4 y, más adelante, a 400G FR4.

## Nuestras recomendaciones

- Dentro de un rack: DAC pasivo en primer lugar; para puertos de 100G, considere DAC de breakout 4×25G
- Entre racks contiguos de una fila: AOC, u ópticas multimodo con latiguillos OM4 si los enlaces cambian a menudo
- Entre filas y salas: ópticas sobre cableado estructurado monomodo OS2, dejando margen para la siguiente velocidad

Si no tiene claro qué opción le conviene, envíenos la disposición de sus racks y su lista de puertos; nuestros ingenieros le responderán con una recomendación en un plazo de 12 a 24 horas.`,

  '2025-12-03-3': `Cuando se construye o se reforma un centro de datos, la fibra elegida a menudo tiene que durar más de diez años. Los transceptores pueden sustituirse cada tres a cinco años, pero los cables troncales tendidos en las bandejas rara vez se tocan. Por eso, las decisiones de cableado deben tener en cuenta la velocidad actual y la ruta de actualización de las dos próximas generaciones.

## Comparativa de alcances

- 100G-SR4: 100 m sobre multimodo OM4 (70 m sobre OM3), conector MPO-12
- 400G-SR8: 100 m sobre OM4, conector MPO-16; en 800G SR8 baja a 50 m sobre OM4
- 100G-DR / 400G-DR4: 500 m sobre monomodo OS2, conector MPO-12 APC en el caso de DR4
- 100G-LR4 / 400G-FR4 / 400G-LR4: de 2 a 10 km sobre OS2, conector LC dúplex

El alcance útil de la fibra multimodo se reduce cada vez más a medida que aumenta la velocidad, mientras que el de la monomodo se mantiene prácticamente igual.

## Balance de pérdidas de inserción

El alcance no es el único límite: la pérdida de inserción importa igual. El balance total de pérdidas del canal para 100G-SR4 sobre OM4 es de solo 1,9 dB, así que a un enlace que atraviesa dos paneles de parcheo MPO le queda muy poco margen; el de 400G-DR4 es de 3 dB. Utilice conectores MPO de baja pérdida (0,35 dB o menos por pareja acoplada) y mida la pérdida de cada enlace en la recepción de la instalación.

## Polaridad MPO y APC

Con ópticas paralelas como SR4, SR8 y DR4, se necesita un método de polaridad coherente para los troncales MPO; el tipo B es el más habitual. DR4 y 800G 2×DR4 requieren conectores APC (pulido en ángulo de 8°), que no pueden acoplarse con los conectores UPC que se usan en multimodo.

## Coste total de propiedad

Las ópticas multimodo suelen costar entre un 30 y un 50 % menos que las monomodo de la misma velocidad, pero el cable OS2 en sí es más barato que el OM4. Para redes de menos de 100 m que vayan a quedarse mucho tiempo en 100G, OM4 sigue teniendo sentido económico. Si tiene previsto pasar a 400G u 800G en los próximos tres años, le recomendamos monomodo OS2 para los troncales y DAC o AOC dentro de los racks.`,

  '2026-03-17-3': `Wi-Fi 7 (IEEE 802.11be) introduce canales de 320 MHz, 4096-QAM y la operación multienlace (MLO), con velocidades máximas teóricas muy superiores a las de Wi-Fi 6. Sin embargo, en una red empresarial el beneficio real depende de algunas condiciones que a menudo se pasan por alto.

## 1. El espectro de 6 GHz varía según la región

Estados Unidos, Canadá y varios países más han abierto 1.200 MHz, de 5.925 a 7.125 MHz, suficientes para tres canales de 320 MHz sin solapamiento. La UE y Japón permiten actualmente 480 MHz, de 5.945 a 6.425 MHz, donde solo cabe un canal de 320 MHz, por lo que allí los despliegues densos deberían usar normalmente canales de 80 o 160 MHz. En China continental, la banda de 6 GHz no se utiliza actualmente para Wi-Fi y los equipos Wi-Fi 7 funcionan en 2,4 y 5 GHz.

## 2. Más ancho no siempre es mejor

Con decenas de puntos de acceso en una misma planta, los canales anchos reducen el número de canales disponibles y aumentan la interferencia cocanal. En la mayoría de las oficinas, 40 u 80 MHz en 5 GHz combinados con 160 MHz en 6 GHz ofrecen más capacidad total que empeñarse en usar 320 MHz en todas partes.

## 3. MLO aporta, sobre todo, regularidad

MLO permite a un cliente utilizar dos bandas a la vez. La ganancia de velocidad máxima para un solo usuario es modesta, pero cuando una ráfaga de interferencias afecta a una banda, el cliente puede pasar de inmediato al otro enlace, lo que reduce claramente el jitter en videollamadas y voz. Esto resulta especialmente valioso en hospitales, salas de negociación bursátil y fábricas, donde la latencia importa.

## 4. La parte cableada tiene que estar a la altura

Un punto de acceso Wi-Fi 7 tribanda con mucha carga puede generar más de 2,5 Gbps de tráfico de backhaul, por lo que necesita un uplink multigigabit de 5G o 10G. El consumo a plena carga suele ser de 30 a 40 W, lo que implica PoE++ IEEE 802.3bt. Un switch de acceso de 48 puertos que alimente 24 puntos de acceso Wi-Fi 7 necesita unos 900 W de presupuesto PoE solo para la parte inalámbrica.

## 5. Los clientes se irán poniendo al día

La mayoría de los teléfonos y portátiles de gama media y alta lanzados a partir de 2025 admiten Wi-Fi 7, pero el parque instalado en la mayoría de las empresas sigue siendo Wi-Fi 5 y Wi-Fi 6. Los puntos de acceso Wi-Fi 7 son totalmente retrocompatibles, así que desplegarlos ahora le permite dejar bien resueltos el cableado, la conmutación y la alimentación, y beneficiarse de las mejoras a medida que se renuevan los clientes.`,

  '2026-06-09-3': `El entrenamiento de grandes modelos depende de operaciones colectivas frecuentes (All-Reduce, All-to-All) entre miles de GPU. Si un solo enlace se ralentiza o pierde paquetes, todo el trabajo se ralentiza. Por eso, la red back-end de un clúster de IA es fundamentalmente distinta de la red front-end que transporta el tráfico ordinario.

## Topología optimizada por raíles

En el servidor habitual de ocho GPU, cada GPU tiene su propio adaptador de red de 400G. Una topología optimizada por raíles (rail-optimised) conecta al mismo switch leaf las GPU que ocupan el mismo índice en cada servidor, de modo que el tráfico dentro de un «raíl» atraviesa un solo salto. Los enlaces entre leaf y spine se mantienen en 1:1, sin sobresuscripción, para que dos GPU cualesquiera puedan comunicarse a pleno ancho de banda.

## Ethernet sin pérdidas

RDMA sobre Ethernet convergente (RoCEv2) es muy sensible a la pérdida de paquetes. La práctica habitual consiste en:

- Activar PFC en la prioridad que transporta el tráfico RoCE para que los búferes nunca se desborden y descarten paquetes
- Activar ECN con el control de congestión DCQCN para que los emisores reduzcan el ritmo antes de que PFC tenga que actuar
- Usar una MTU uniforme de unos 9.000 bytes y situar los paquetes CNP en una cola de alta prioridad
- Usar enrutamiento adaptativo o balanceo de carga por flowlets para mitigar las colisiones de hash que provocan los flujos elefante

## Cuántas ópticas

Tomemos una red de dos niveles para 1.024 GPU: 1.024 puertos de adaptador a 400G necesitan 1.024 transceptores en el lado del servidor, los downlinks de los leaf necesitan otros 1.024 y, en 1:1, los 1.024 uplinks entre leaf y spine necesitan 2.048 más, uno en cada extremo. Con puertos de 400G en toda la red, eso suma unos 4.100 transceptores, cuatro por GPU; si los switches usan módulos 800G que transportan dos enlaces de 400G por puerto, el total baja a unos 2.560, es decir, 2,5 por GPU. A 9 W por módulo 400G, solo las ópticas del diseño íntegramente en 400G necesitan unos 37 kW de potencia, más la refrigeración correspondiente.

## La fiabilidad importa más que el precio unitario

Un solo enlace inestable (flapping) puede devolver un trabajo de entrenamiento a su último punto de control y desperdiciar horas de GPU que valen mucho más que el propio transceptor. Al seleccionar ópticas, fíjese en la homogeneidad entre lotes, en el margen de BER previo a la FEC a alta temperatura y en la rapidez con que el proveedor puede entregar un análisis de fallos cuando algo va mal. Los módulos 400G y 800G de YT Networks se prueban todos en los switches y adaptadores de uso habitual en clústeres de IA y se envían con los datos de prueba de fábrica de cada unidad.`,

  '2026-09-22-3': `PoE transporta datos y alimentación por un único cable, lo que simplifica mucho la instalación de cámaras, puntos de acceso inalámbricos y teléfonos IP. Pero el presupuesto PoE de un switch es limitado, y una mala planificación hace que los dispositivos pierdan la alimentación y se reinicien bajo carga.

## Qué ofrece cada estándar

- IEEE 802.3af (PoE, clases 0–3): 15,4 W en el switch, 12,95 W en el dispositivo
- IEEE 802.3at (PoE+, clase 4): 30 W en el switch, 25,5 W en el dispositivo
- IEEE 802.3bt tipo 3 (PoE++, clases 5–6): 60 W en el switch, 51 W en el dispositivo
- IEEE 802.3bt tipo 4 (PoE++, clases 7–8): 90 W en el switch, 71,3 W en el dispositivo

La diferencia entre ambos valores corresponde sobre todo a lo que se pierde en 100 m de cable Cat5e/Cat6. Los cables más cortos pierden menos, pero planifique siempre para el peor caso.

## Un ejemplo práctico

Supongamos que en un almacén hay que conectar:

- 24 cámaras bullet fijas de hasta 12 W cada una: 288 W
- 8 puntos de acceso Wi-Fi 6 de hasta 25 W cada uno: 200 W
- 2 cámaras PTZ de exterior con calefactor de hasta 60 W cada una: 120 W
- 6 teléfonos IP de 7 W cada uno: 42 W

En total, 650 W. Reserve otro 20 % de margen para la calefacción en invierno, la corriente de arranque y futuras ampliaciones, lo que da unos 780 W. Un switch de fuente única con un presupuesto de 740 W no basta: elija un modelo de doble fuente o uno con un presupuesto de 1.000 W o más, o reparta la carga entre dos switches.

## Tenga también en cuenta

- Los switches que calculan el presupuesto por potencia asignada reservan el máximo de la clase de cada puerto, por lo que caben menos dispositivos de los que sugiere un cálculo basado en el consumo medido; dé preferencia a switches y dispositivos que negocian la potencia de forma dinámica mediante LLDP
- Los mazos grandes de cables PoE++ se calientan; utilice Cat6A y limite el número de cables por mazo
- Asigne mayor prioridad de puerto a los dispositivos críticos y active el PoE perpetuo para que sigan alimentados mientras el switch se reinicia

Si necesita ayuda para dimensionar un presupuesto PoE, envíenos su lista de dispositivos y nuestros ingenieros le recomendarán el modelo de switch y la configuración de fuentes de alimentación adecuados.`,

  '2026-10-20-3': `Cuando los equipos de red se plantean por primera vez las ópticas compatibles, surgen siempre las mismas preguntas: ¿las reconocerá el switch?, ¿afectarán a la garantía del equipo?, ¿rinden igual que las piezas del fabricante original? Para responderlas, conviene entender cómo identifica un switch a un transceptor.

## Qué es la codificación

Las especificaciones eléctricas, ópticas y mecánicas de los módulos SFP, QSFP y QSFP-DD las definen los MSA (acuerdos multifuente), y sus interfaces de gestión, SFF-8472, SFF-8636 y CMIS. Cada módulo contiene una EEPROM que almacena el nombre del fabricante, la referencia, el número de serie, la velocidad, la longitud de onda y otros datos. Algunos switches leen estos campos y solo aceptan determinados valores de fabricante. Codificar un transceptor compatible consiste en escribir estos campos tal como los espera la plataforma de destino y asegurarse de que las sumas de comprobación sean correctas.

## Cómo comprobar un módulo

- Tras insertarlo, confirme que el puerto levanta el enlace a la velocidad correcta y que el registro del sistema no muestra ningún aviso de «unsupported transceiver»
- Lea los valores DDM: temperatura, tensión de alimentación, corriente de polarización y potencia de transmisión y de recepción deben estar dentro de los rangos especificados por el fabricante
- Compruebe el margen de potencia de recepción con un latiguillo y un atenuador de referencia; normalmente debería quedar al menos 3 dB por encima de la sensibilidad del receptor
- En los módulos de 100G o más, vigile los contadores de errores corregidos por FEC y asegúrese de que se mantienen estables en una prueba prolongada

## Qué pasa con la garantía del equipo

En la práctica, los equipos de soporte de los principales fabricantes no suelen negarse a dar soporte a un switch solo porque tenga instaladas ópticas de terceros, aunque pueden pedirle que antes reproduzca con un módulo propio cualquier incidencia relacionada con las ópticas. Tenga a mano algunos módulos OEM como referencia para los enlaces críticos y elija un proveedor que facilite datos de prueba completos y sustituciones rápidas.

## Cómo lo hace YT Networks

Todos los transceptores compatibles que enviamos se han probado (reconocimiento y establecimiento del enlace) en equipos reales de la marca de destino y se entregan con un informe de pruebas asociado a su número de serie. Si alguna vez una actualización del software del switch provoca un problema de reconocimiento, recodificamos o sustituimos el módulo sin coste alguno. Los transceptores y cables tienen cinco años de garantía, y las consultas técnicas se responden en un plazo de 12 a 24 horas.`,
};

// articles long texts in es (see ../types.ts for keys).
export const ARTICLES: Record<string, string> = {
  // ---- Cases ----

  'case/university-campus-core': `La red del campus universitario llevaba casi diez años en servicio: 10G entre los dos switches de núcleo, uplinks de fibra a 1G hacia los edificios y una red inalámbrica de algo más de 700 puntos de acceso Wi-Fi 5. Al comienzo de cada periodo lectivo y durante las semanas de exámenes, los uplinks de las aulas y las bibliotecas funcionaban a plena carga durante horas, y el sistema de exámenes en línea y las clases en vídeo se quedaban bloqueados.

## La solución

El departamento de TI quería modernizar la red sin tender fibra nueva. Nuestros ingenieros revisaron in situ los registros de certificación de la fibra y confirmaron que todos los troncales entre edificios eran de fibra monomodo OS2, con el enlace más largo de 3,2 km y margen de pérdidas de sobra. El diseño resultante:

- La interconexión de núcleo entre las dos salas técnicas del campus pasó a 4×100G con ópticas QSFP28 LR4, agregadas en 400G de ancho de banda total
- Los switches de distribución de 60 edificios se conectaron en doble conexión a ambos switches de núcleo con ópticas SFP28 LR de 25G
- Dentro de cada edificio, switches de acceso PoE+ de 48 puertos se conectan a la distribución del edificio con uplinks SFP+ de 10G
- Se instalaron 1.400 puntos de acceso Wi-Fi 6E, con canales de 80 MHz en 6 GHz para atender las aulas con alta densidad de usuarios

Cada transceptor se codificó para la plataforma de núcleo existente de la universidad, se probó en el mismo modelo de switch antes del envío y se etiquetó con el número de edificio, para poder instalarlo nada más sacarlo de la caja.

## Despliegue y resultados

Los trabajos se completaron en tres fases durante las diez semanas de vacaciones de verano, y cada edificio se migró en menos de dos horas. En la primera semana del nuevo curso, la red inalámbrica alcanzó un pico de 24.000 clientes simultáneos mientras los uplinks de los edificios se mantenían por debajo del 40 % de ocupación. De los más de 2.100 transceptores suministrados, solo hubo que sustituir tres durante el primer año, cada uno en menos de 48 horas. Las ópticas costaron un 62 % menos que el presupuesto del fabricante original (OEM), y el ahorro permitió financiar puntos de acceso adicionales en la biblioteca y en las residencias de estudiantes.`,

  'case/regional-hospital': `El hospital tiene nueve edificios, y la historia clínica electrónica, la imagen médica (PACS), las bombas de infusión, los carros móviles de enfermería y el sistema de llamada de enfermería dependen de la red. La antigua red tenía un único switch de núcleo, por lo que cualquier avería afectaba a todo el hospital, y las conexiones Wi-Fi se cortaban cuando el personal pasaba de una unidad a otra, lo que obligaba a las enfermeras a volver a iniciar sesión una y otra vez en sus carros móviles.

## Principios de diseño

Junto con el integrador de sistemas del hospital, diseñamos la nueva red en torno a una regla: ningún fallo aislado puede interrumpir la atención a los pacientes.

- Dos switches de núcleo en dos salas técnicas separadas, interconectados con enlaces 2×100G QSFP28 LR4
- Switches de distribución en cada edificio con doble conexión a ambos núcleos mediante ópticas SFP+ LR de 10G y conmutación por error en menos de un segundo
- VRF separadas para dispositivos médicos, llamada de enfermería, administración, imagen e invitados, con todo el tráfico entre ellas pasando por cortafuegos
- Switches de acceso con doble fuente de alimentación y PoE perpetuo, para que los teléfonos IP, los terminales de llamada de enfermería y los puntos de acceso sigan alimentados durante las actualizaciones de los switches

## Itinerancia inalámbrica

Las plantas de hospitalización están cubiertas por 620 puntos de acceso Wi-Fi 6 con itinerancia rápida 802.11k/v/r, y el plan de canales de 5 GHz se diseñó específicamente para los carros de enfermería y los terminales portátiles. Las mediciones realizadas recorriendo los pasillos de las plantas muestran traspasos por debajo de 50 ms, de modo que las llamadas de voz y los pases de planta con dispositivos móviles ya no se interrumpen.

## Resultados

La nueva red se puso en servicio en 14 ventanas nocturnas, cada una ensayada antes por completo en un entorno de pruebas, sin ninguna repercusión en la atención a los pacientes. En los 12 meses transcurridos desde entonces no ha habido ninguna parada no planificada. Nuestro centro de soporte de Tokio atiende en japonés al equipo de TI del hospital, y se guarda in situ un 5 % de cada componente como repuesto, para poder sustituir de inmediato cualquier unidad averiada.`,

  'case/nordic-cloud-spine-leaf': `El proveedor de nube estaba construyendo su tercer centro de datos en los países nórdicos, con 1.800 servidores de virtualización y almacenamiento en la primera fase. La red tenía que ofrecer acceso a 25G para los servidores con una relación de sobresuscripción no superior a 3:1, y debía poder actualizarse a 800G sin recablear.

## Arquitectura

- 48 switches leaf, cada uno con 48 puertos de servidor de 25G y 8 uplinks de 100G
- 8 switches spine con 32 puertos QSFP-DD de 400G cada uno
- Enlaces leaf-spine con ópticas 400G DR4: cada puerto de 400G se desdobla mediante un latiguillo de breakout MPO-12 APC en cuatro enlaces 100G DR hacia cuatro leaf distintos
- Servidores conectados a los leaf con DAC pasivos SFP28 de 25G de 1 a 3 m
- Troncales MPO monomodo OS2 entre las salas, instalados una sola vez como cableado estructurado

## Por qué breakout DR4

En comparación con puertos de 100G en los spine, el diseño con breakout 400G DR4 solo necesita una cuarta parte de los puertos spine: cada spine utiliza hoy solo 12 de sus 32 puertos, por lo que el fabric puede crecer hasta 128 switches leaf sin añadir ningún spine. Además, un único tipo de transceptor cubre todos los enlaces leaf-spine de hasta 500 m. Cuando los spine pasen a 800G, el cableado OS2 existente seguirá en su sitio.

## Resultados

Suministramos 96 módulos 400G DR4, 384 módulos 100G DR y 1.900 DAC de 25G. Cada módulo se codificó y se probó en los mismos modelos de switch que utiliza el cliente y se envió con un informe de pruebas individual. El coste total fue un 55 % inferior al presupuesto del fabricante original para ópticas y cables, y la tasa de fallos en campo de las ópticas se ha mantenido por debajo del 0,1 % en nueve meses de funcionamiento.`,

  'case/smart-factory': `El fabricante suministra componentes de freno y dirección a varios fabricantes de automóviles y opera 42 líneas de producción automatizadas en tres plantas. A medida que se desplegaban el MES, la inspección por visión artificial y las máquinas conectadas, la red de planta pasó a formar parte de la producción, pero los antiguos switches comerciales y el cableado de cobre fallaban una y otra vez por el calor, el polvo y el ruido electromagnético, y paraban las líneas unas seis horas al mes.

## La solución

- Un anillo de fibra de 10G en cada planta enlaza los switches de distribución industriales de todas las naves, protegido mediante ERPS (G.8032) para que el corte de una fibra se recupere en menos de 50 ms
- Los anillos utilizan ópticas SFP+ LR de 10G de temperatura industrial (de -40 °C a +85 °C), y los equipos de producción se conectan mediante ópticas SFP LX industriales de 1G en lugar de largos tendidos de cobre expuestos a las interferencias de variadores y equipos de soldadura
- Las 200 cámaras industriales de los puestos de visión se alimentan desde switches PoE+, con el tráfico de las cámaras en su propia VLAN y la multidifusión controlada mediante IGMP snooping
- Las tres plantas se conectan mediante fibra oscura de 10G, y la sala técnica de la fábrica utiliza acceso a 25G para los servidores

## Despliegue

Los trabajos se realizaron en dos fases, aprovechando las paradas de la Fiesta de la Primavera y de la Fiesta Nacional. Suministramos ópticas y latiguillos preconfigurados y etiquetados para cada armario, de modo que el equipo in situ solo tuvo que seguir los planos. Cada módulo industrial se sometió antes del envío a ciclos de temperatura de -40 °C a +85 °C.

## Resultados

Desde la puesta en marcha, las paradas de línea causadas por la red se han reducido a cero. El tiempo de subida de imágenes desde los puestos de visión bajó de 1,8 s a 0,3 s de media, lo que elevó un 12 % la capacidad de inspección. El equipo de TI de la fábrica supervisa ahora la potencia de recepción de cada enlace de fibra mediante DDM y sustituye los latiguillos envejecidos antes de que puedan afectar a la producción.`,

  'case/resort-hotel-wifi': `El resort cuenta con seis edificios de habitaciones, tres restaurantes, un centro de convenciones, dos piscinas y una playa privada de 800 m. El antiguo Wi-Fi solo tenía puntos de acceso en los pasillos, y apenas llegaba señal a las habitaciones a través de los muros de hormigón. En temporada alta, la recepción recibía quejas sobre internet a diario, y el «Wi-Fi deficiente» era la crítica más habitual en las opiniones en línea.

## La solución

- Un punto de acceso Wi-Fi 6 de placa de pared en cada habitación, con cuatro puertos cableados Gigabit para el descodificador IPTV, el teléfono de la habitación y el minibar
- 36 puntos de acceso de exterior IP67 en piscinas, jardines y playa, con antenas direccionales a lo largo de la arena y protección contra rayos y niebla salina
- Switches PoE+ de 48 puertos en cada edificio de habitaciones, conectados al núcleo con ópticas SFP+ de 10G sobre fibra monomodo OS2 entre edificios
- VLAN separadas para huéspedes, personal, IPTV, cerraduras y terminales punto de venta; los huéspedes se conectan a través de un portal cautivo con su número de habitación y tienen un límite de 50 Mbps cada uno

## Despliegue y resultados

La instalación se hizo edificio por edificio, y cada uno permaneció cerrado solo tres días. Desde la puesta en marcha, los huéspedes siguen conectados en cualquier punto del complejo, con más de 1.500 clientes simultáneos en las horas punta.

Las quejas de los huéspedes sobre el Wi-Fi se redujeron un 85 % y la puntuación del Wi-Fi en las opiniones en línea subió de 2,9 a 4,6 sobre 5. Como la IPTV y las cerraduras electrónicas pasaron a la misma red, el resort eliminó dos sistemas de cableado independientes y redujo en torno a un 18 % sus costes anuales de operación de la red.`,

  'case/retail-chain-branches': `Las tiendas de la cadena van de 150 m² a 1.200 m², y en el pasado cada una la había cableado un electricista o un instalador informático local distinto, lo que había dejado más de una docena de modelos de equipos sobre el terreno. El equipo central de TI lo forman solo seis personas. Cada nueva apertura o avería suponía un desplazamiento, y el hecho de que los terminales de pago compartieran red con el Wi-Fi de los clientes dificultaba las auditorías PCI DSS.

## Un kit de tienda estándar

Junto con el equipo de TI del cliente diseñamos un kit en dos tamaños; las tiendas pequeñas y las grandes solo se diferencian en el número de puertos y de puntos de acceso:

- Un router de sucursal sobre una línea de fibra o DSL con respaldo 4G/5G, que conmuta automáticamente en menos de 30 segundos si cae la línea principal
- Un switch PoE+ de 24 puertos (48 en las tiendas grandes) que alimenta los puntos de acceso, las cámaras IP y las estaciones base de las etiquetas electrónicas de estantería
- De dos a cuatro puntos de acceso Wi-Fi 6, con SSID y VLAN separados para personal, clientes y dispositivos IoT
- Un armario mural de 9U con panel de parcheo, organizadores de cables y regleta de alimentación (PDU), y cables con código de colores según su uso

Los terminales de pago están en su propia VLAN, solo pueden alcanzar la pasarela de pago y no tienen ninguna ruta hacia el Wi-Fi de clientes, lo que simplifica mucho la revisión PCI DSS.

## Logística y puesta en servicio

Cada equipo se preconfiguró, se probó y se etiquetó con el número de tienda en nuestro almacén de los Países Bajos, y después se embaló con una guía de instalación ilustrada de una sola página. Un electricista local instala el kit después del cierre, la sede central confirma en remoto que la tienda está en línea y, por lo general, una tienda queda migrada en una sola noche.

## Resultados

Las 180 tiendas se migraron en nueve meses y ninguna abrió tarde por culpa de la red. La sede central ve ahora en una sola vista el estado de la línea de cada tienda, y las solicitudes de mantenimiento in situ han bajado un 70 %. La preparación de la red para una nueva tienda ha pasado de tres semanas a cinco días.`,

  'case/regional-isp-aggregation': `El operador ofrece fibra hasta el hogar (FTTH) en cuatro ciudades del norte de México. Su base de abonados se había cuadruplicado en tres años, pero los anillos de agregación entre centrales seguían siendo de 10G. Entre las 20:00 y las 23:00, cuando el tráfico de vídeo alcanza su pico, la ocupación de los anillos superaba el 90 %, los clientes se quejaban de la velocidad y el lanzamiento de los planes de un gigabit se aplazaba una y otra vez. Además, muchas rutas de fibra entre centrales ya no tenían hilos libres, y un cable nuevo habría tardado más de seis meses en obtener los permisos.

## La solución

- Las 28 centrales forman cuatro anillos de agregación, actualizados de 10G a 2×100G con ópticas 100G LR4 (10 km) o ER4 (40 km) según la distancia entre centrales
- Los dos nodos de núcleo se enlazan a 4×100G y se conectan mediante 100G LR4 con dos operadores de tránsito y un punto de intercambio de internet (IXP)
- Los uplinks de 180 OLT GPON y XGS-PON pasaron de 10G LR a dos fibras a ópticas 10G BiDi a una sola fibra (parejas 1270/1330 nm), lo que liberó de inmediato la mitad de la fibra en uso
- Como algunas centrales tienen los equipos en armarios sin aire acondicionado, los módulos pasaron un piloto de dos semanas en verano en el emplazamiento más caluroso, y las lecturas de temperatura DDM confirmaron un funcionamiento estable dentro de especificaciones

## Despliegue y resultados

La actualización se completó anillo a anillo en cuatro meses, migrando un tramo cada vez bajo la protección del anillo, sin ninguna interrupción que notaran los abonados. Desde entonces, la ocupación de los anillos en el pico nocturno se ha mantenido por debajo del 25 %, y la proporción de pruebas de velocidad que alcanzan la velocidad contratada ha subido del 71 % al 99 %.

El operador lanzó a continuación planes de 1 Gbps y 2 Gbps y sumó 26.000 abonados en seis meses. La fibra liberada se utiliza ahora para líneas dedicadas empresariales y backhaul 5G, lo que abre nuevas fuentes de ingresos.`,

  // ---- Solutions ----

  'solution/enterprise-campus': `La red de un campus de oficinas moderno tiene que transportar a la vez videoconferencias, aplicaciones en la nube, puntos de acceso Wi-Fi 7, cámaras IP y dispositivos IoT del edificio. El diseño de campus de YT Networks sigue la clásica estructura de tres niveles y deja en cada nivel margen para cinco a siete años de crecimiento.

## Estructura de la red

- Núcleo: dos switches de núcleo interconectados con enlaces QSFP28 de 100G, con ópticas LR4 (10 km) entre edificios o sedes y ópticas SR4 o DAC dentro de una misma sala técnica
- Distribución: dos switches de distribución por edificio, con doble conexión al núcleo mediante ópticas SFP28 SR o LR de 25G, para 50G de uplink agregado
- Acceso: switches multigigabit PoE++ de 2,5G/10G de la serie S3950, con hasta 90 W por puerto y 1.440 W en los modelos -PH, y uplinks de 25G hacia la distribución; switches Gigabit PoE+ S3410/S3910 para las plantas de oficina convencionales
- Inalámbrica: puntos de acceso Wi-Fi 6E o Wi-Fi 7, uno por cada 150 a 200 m², con mayor densidad en las zonas diáfanas y las salas de reuniones

## Resiliencia y seguridad

Los switches de núcleo y de distribución utilizan agregación de enlaces multichasis (MLAG) o apilamiento, de modo que el fallo de cualquier equipo o enlace no interrumpe el servicio. La autenticación 802.1X en la capa de acceso asigna las VLAN dinámicamente según el departamento y el tipo de dispositivo; las cámaras, el control de accesos y los sistemas de gestión del edificio están en sus propios segmentos y solo pueden alcanzar sus propias plataformas de gestión.

## Recomendaciones de cableado

Utilice fibra monomodo OS2 entre edificios para que los enlaces puedan pasar sin problemas de 25G a 100G más adelante, y Cat6A para el cableado horizontal dentro de los edificios, de modo que 10GBASE-T y PoE++ funcionen con fiabilidad en tramos de 100 m. Envíenos los planos de planta y el número de dispositivos, y le prepararemos una lista de materiales y un presupuesto completos; respondemos a las consultas en un día hábil.`,

  'solution/datacenter-spine-leaf': `En un fabric spine-leaf, el tráfico entre dos servidores cualesquiera atraviesa un número fijo de saltos, la latencia es predecible y la capacidad crece añadiendo switches leaf o spine. YT Networks suministra la interconexión completa para centros de datos nuevos y renovados, desde los adaptadores de servidor hasta la capa spine.

## Un diseño típico

- Acceso a servidores: adaptadores SFP28 de 25G o QSFP28 de 100G, DAC pasivos dentro del rack (hasta 5 m a 25G) y AOC hacia los racks contiguos
- Switches leaf: el N8560-48BC con 48×25G más 8×100G, o el N8560-32C con 32×100G, diseñados para una sobresuscripción de 3:1 o mejor
- Switches spine: el N9550-32D con 32 puertos QSFP-DD de 400G, o el N9550-64D de 64 puertos
- De leaf a spine: ópticas 400G DR4 desdobladas mediante latiguillos MPO-12 APC en 4×100G DR para conectar directamente con leaf de 100G, u ópticas 400G FR4 para llegar a otras salas situadas hasta a 2 km

## Por qué recomendamos el cableado monomodo

A 100G, el SR4 multimodo sigue siendo la opción habitual dentro de una sala de datos. Sin embargo, a 400G y 800G el alcance multimodo baja a entre 50 y 100 m, y los módulos multimodo paralelos necesitan más fibras. DR4 y FR4 funcionan sobre monomodo OS2 de 500 m a 2 km, y el mismo cableado troncal transportará 800G y 1,6T.

## Cómo entregamos

Cada transceptor y cada cable se codifican para su plataforma de switches, se prueban en el mismo modelo antes del envío y se suministran con sus datos de prueba. En los proyectos grandes preembalamos por rack o por fila y etiquetamos cada artículo con su número de puerto para acortar la instalación. También diseñamos la polaridad de los troncales MPO y de los paneles de parcheo para que no haya que rehacer nada in situ.`,

  'solution/ai-cluster-networking': `Los trabajos de entrenamiento de IA suelen estar limitados por la comunicación entre GPU más que por las propias GPU. Un solo enlace que pierde paquetes o sufre flapping puede dejar a cientos o miles de GPU esperando. El diseño de YT Networks para clústeres de IA se basa en tres objetivos: sin bloqueo, sin pérdidas y fácil de replicar.

## Red back-end

- Cada servidor de ocho GPU tiene ocho adaptadores de 400G en una topología optimizada por raíles, con cada raíl conectado a su propio switch leaf
- Entre leaf y spine se mantiene una relación 1:1 sin sobresuscripción; una unidad escalable suele abarcar de 256 a 512 GPU, y el fabric crece hasta miles de GPU a través de la capa spine o de un tercer nivel super-spine
- Ópticas OSFP o QSFP112 de 400G en el lado del servidor y ópticas 800G 2×DR4 en el lado del switch, de modo que un puerto de switch atiende a dos servidores, lo que reduce el número de módulos y el consumo
- Dentro de un rack pueden usarse DAC de 400G u 800G para reducir aún más el consumo y el coste

## Transporte sin pérdidas

Ayudamos a los clientes a ajustar RoCEv2: configuración de PFC y ECN para el tráfico RDMA, ajuste de los parámetros de DCQCN y de los umbrales de búfer, normalización de la MTU y, antes de la entrega, validación del ancho de banda y de la latencia de cola en todo el fabric con pruebas de rendimiento de comunicación colectiva.

## Redes front-end y de almacenamiento

La red front-end conecta los sistemas de planificación, almacenamiento y gestión a 100G o 200G. La red de almacenamiento puede utilizar adaptadores YT de 100G de doble puerto, como el NIC-CX6DX-2C, con NVMe-oF para mantener un flujo constante de datos de entrenamiento.

## Garantía de calidad

Un clúster de IA suele tener entre 2,5 y 4 veces más transceptores que GPU. Cada módulo YT de 400G y 800G se somete a burn-in a alta temperatura y se mide individualmente (TDECQ y tasa de errores de bit previa a la FEC) antes del envío, con datos de prueba por unidad. En los proyectos grandes podemos organizar un stock de repuestos in situ con sustitución de los módulos averiados en cuatro horas.`,

  'solution/wireless-office': `Cada vez más empresas cablean solo unos pocos puestos en sus nuevas oficinas, y casi todos los portátiles, teléfonos y equipos de las salas de reuniones se conectan por Wi-Fi. Eso significa que la red inalámbrica tiene que ser tan fiable como una cableada. La solución de oficina inalámbrica de YT Networks lo cubre todo, desde el estudio de cobertura y los equipos hasta la operación.

## Equipos

- Puntos de acceso de techo Wi-Fi 7 tribanda AP7810-BE: 2,4/5/6 GHz, canales de 320 MHz, 4096-QAM, operación multienlace y uplink de 10G
- Switches multigigabit PoE++ de la serie S3950: puertos de cobre de 2,5G o 10G, alimentación 802.3bt y uplinks de fibra de 25G hacia el núcleo
- El AP7250-BE bibanda de placa de pared, para los países y regiones donde la banda de 6 GHz todavía no está abierta al Wi-Fi y para salas pequeñas que necesitan puertos cableados en la mesa

## Cómo planificamos

Realizamos un estudio predictivo a partir de sus planos de planta, los materiales de las paredes y el número de puestos, y normalmente planificamos un punto de acceso por cada 150 a 200 m² y de 30 a 50 clientes activos por punto de acceso. En las salas de reuniones y las zonas diáfanas se usan canales de 80 MHz para disponer de más canales, mientras que los grandes auditorios reciben antenas direccionales y una distribución más densa. Tras la instalación, verificamos con mapas de calor medidos la cobertura por encima de -67 dBm y la interferencia cocanal.

## Seguridad y experiencia de usuario

El personal se conecta con WPA3-Enterprise y 802.1X; los invitados usan un SSID independiente y un portal cautivo, totalmente aislados de la red interna. La itinerancia rápida 802.11k/v/r mantiene las videollamadas cuando las personas se desplazan entre plantas. Todos los puntos de acceso pueden gestionarse de forma centralizada a través de YT Cloud, y las actualizaciones de firmware pueden programarse por lotes durante la noche.`,

  'solution/poe-surveillance': `La videovigilancia IP plantea a la red exigencias distintas de las del tráfico de oficina: la carga es constante y sobre todo ascendente, las cámaras suelen estar repartidas por aparcamientos, vallados perimetrales y almacenes alejados de la sala de equipos, y necesitan alimentación todo el año. El diseño de videovigilancia de YT Networks se basa en estas necesidades.

## Estructura de la red

- Acceso: switches PoE+ de 24 o 48 puertos (presupuesto de 370 W en los modelos -P) en armarios próximos a las cámaras, para mantener los tramos de cobre por debajo de 100 m
- Ubicaciones exteriores y remotas: ópticas SFP LX de 1G o SFP+ LR de 10G con retorno por fibra monomodo de hasta 10 km; cámaras PTZ con calefactor alimentadas por PoE++ 802.3bt
- Agregación: fibra de 10G o 25G hacia los servidores de grabación y el almacenamiento, con IGMP snooping en los switches de agregación para que el vídeo multidifusión no inunde la red
- Donde no hay switch PoE, los inyectores PoE++ de YT alimentan una cámara o un punto de acceso sueltos

## Planificación del ancho de banda y la potencia

Una cámara 4K H.265 suele emitir de 8 a 16 Mbps, por lo que un switch de acceso de 48 puertos a plena carga envía unos 0,8 Gbps en sentido ascendente y un uplink de 10G deja margen de sobra. Para la potencia, sume el consumo máximo de cada cámara y reserve un 20 %; en los proyectos grandes recomendamos switches con doble fuente de alimentación.

## Operación

El PoE perpetuo mantiene las cámaras en línea mientras un switch se reinicia o se actualiza, y la supervisión del PoE por puerto permite reiniciar en remoto una cámara bloqueada, cortando y restableciendo su alimentación, en lugar de enviar a alguien al lugar. Las cámaras están en su propia VLAN, separada de la red de oficina y accesible solo para los servidores de grabación y la plataforma de gestión, lo que reduce el riesgo de que una cámara se vea comprometida.`,

  'solution/5g-fronthaul': `En una red 5G, los enlaces de fronthaul entre las unidades de antena activa (AAU) y las unidades distribuidas (DU) son numerosos, cortos y están expuestos a condiciones adversas. Un emplazamiento macro trisectorial suele necesitar de tres a seis enlaces de 25G, y la fibra disponible y el entorno exterior suelen ser las mayores limitaciones. YT Networks suministra ópticas probadas en entornos de operador para fronthaul, midhaul y redes de acceso.

## Opciones de fronthaul

- Fibra punto a punto: ópticas SFP28 LR de 25G, 10 km sobre monomodo, para emplazamientos con fibra abundante
- BiDi a una sola fibra: ópticas BiDi de 25G (parejas 1270/1330 nm) que reducen a la mitad la fibra necesaria
- WDM pasivo: ópticas CWDM de 25G (6 o 12 longitudes de onda) y DWDM con multiplexores/demultiplexores pasivos, de modo que un solo par de fibras transporta todos los enlaces de fronthaul de un emplazamiento
- Todos los módulos de fronthaul son de temperatura industrial (de -40 °C a +85 °C), aptos para armarios de exterior y torres sin aire acondicionado

## Midhaul, backhaul y acceso fijo

El midhaul entre DU y CU y el backhaul entre emplazamientos de agregación suelen funcionar de 10G a 100G en distancias que van de unos pocos kilómetros a 80 km; ofrecemos, entre otros, módulos 100G LR4 y ER4 y módulos 10G ER y ZR. En las redes fijas, los uplinks de las OLT pueden usar ópticas BiDi de 10G y las líneas dedicadas empresariales, ópticas CWDM de 1G y 10G.

## Requisitos de calidad

Las redes de operador exigen fiabilidad a largo plazo. Nuestros módulos industriales se someten a ciclos de temperatura y a burn-in antes del envío, se codifican para las principales plataformas de radio y de transporte, y ofrecen umbrales de alarma DDM completos para la supervisión en tiempo real desde el sistema de gestión de red. Para proyectos de volumen podemos suministrar etiquetas personalizadas y listados de números de serie según las especificaciones del operador.`,

  'solution/smb-network': `Las pequeñas y medianas empresas rara vez cuentan con un ingeniero de redes dedicado, pero dependen de su red tanto como las grandes: las herramientas ofimáticas en la nube, las videoconferencias, las cajas registradoras y las cámaras de seguridad necesitan una conexión estable. La solución para pymes de YT Networks se centra en ser suficiente, fiable y fácil de gestionar.

## Una configuración típica (oficina de 30 a 80 personas)

- Un router empresarial de la serie R6200 con varios puertos WAN para una línea de fibra y un respaldo 4G/5G, además de cortafuegos, VPN y filtrado web integrados
- Un switch Gigabit PoE+ S3410-24TX-P: 24 puertos de cobre, un presupuesto de 370 W y cuatro puertos SFP+ de 10G para un servidor, un NAS o futuras ampliaciones
- De tres a seis puntos de acceso de techo Wi-Fi 6 o Wi-Fi 7, con las redes de personal y de invitados separadas
- Un armario mural de 12U con panel de parcheo, organizadores de cables y regleta de alimentación (PDU)

## Seguridad y teletrabajo

La VPN sitio a sitio del router conecta las sucursales con la sede central, y el personal en remoto accede de forma segura a los recursos internos mediante la VPN de cliente. Las cámaras, impresoras y demás dispositivos IoT están en su propia VLAN, de modo que un dispositivo comprometido no puede llegar a los ordenadores del personal.

## Fácil de mantener

Todos los equipos pueden consultarse y gestionarse de forma centralizada a través de YT Cloud, con actualizaciones de firmware y copias de seguridad de la configuración con un solo clic. Podemos aplicar una configuración básica con sus datos antes del envío, para que los equipos funcionen en cuanto se cableen in situ. Si algo falla, nuestro equipo técnico responde en un plazo de 12 a 24 horas, y los equipos tienen tres años de garantía con sustitución anticipada.`,

  // ---- About pages (about/contact has an inline es body in pages.ts) ----

  'about/company': `YT Networks se fundó en Shenzhen en 2014, inicialmente para codificar y probar transceptores ópticos compatibles. En más de diez años nos hemos convertido en un proveedor integral de hardware de red: switches, routers, transceptores ópticos, cables DAC y AOC, latiguillos de fibra, puntos de acceso inalámbricos, adaptadores de red para servidores, equipos PoE, y armarios rack y accesorios.

Entre nuestros clientes figuran integradores de sistemas, operadores de telecomunicaciones, proveedores de servicios de internet, operadores de centros de datos, universidades, hospitales, fabricantes y departamentos de TI de empresas de más de 100 países y regiones. Tanto si compra un único switch PoE para una oficina como diez mil transceptores para un centro de datos, recibirá el mismo nivel de atención.

## Qué ofrecemos

- Marca propia YT: switches de acceso, de agregación y para centros de datos, routers empresariales, puntos de acceso Wi-Fi 6/6E/7, adaptadores de red para servidores, inyectores PoE, armarios de red y accesorios
- Ópticas y cables compatibles de 1G a 400G, con 800G disponible para evaluación, codificados para Cisco, Juniper, Arista, HPE, Huawei, Dell y otras plataformas, y probados en equipos reales de cada marca
- Cableado: latiguillos LC y SC monomodo OS2 y multimodo OM4, y cables troncales MPO

## Nuestro equipo

Somos unas 220 personas, entre ellas 45 ingenieros de redes y de óptica. Nuestra sede central y nuestro laboratorio de pruebas de ópticas están en el distrito de Nanshan (Shenzhen); nuestro almacén y oficina europeos, en los Países Bajos; y nuestro centro de soporte en japonés, en Tokio.

Creemos que un buen proveedor de hardware debe pensar como el propio equipo de ingeniería del cliente: recomendar el producto adecuado, no el más caro, y resolver los problemas en el laboratorio antes de la entrega, no en la sala técnica del cliente.`,

  'about/quality': `En hardware de red, calidad significa que el equipo funciona en cuanto se conecta, que sigue funcionando durante años y que, si falla, se soluciona rápido. Nuestro sistema de calidad certificado según ISO 9001:2015 abarca cada paso, desde la inspección de entrada y la codificación hasta las pruebas y el análisis posventa.

## Cómo se codifican las ópticas

La EEPROM de un transceptor almacena el nombre del fabricante, la referencia, el número de serie, la velocidad y otros datos, y algunos switches deciden si aceptan un módulo en función de estos campos. Los escribimos tal como los espera la plataforma de destino, siguiendo las especificaciones MSA SFF-8472, SFF-8636 y CMIS, y nos aseguramos de que las sumas de comprobación y los diagnósticos digitales (DDM) sean correctos. Cada archivo de codificación está sometido a control de versiones y vinculado al número de serie del módulo, de modo que es trazable.

## Cómo se prueban las ópticas

- Inspección de entrada: los componentes críticos, como láseres, fotodiodos y chips DSP, se muestrean con AQL 0,4
- Pruebas ópticas y eléctricas: potencia de transmisión, relación de extinción, longitud de onda central y sensibilidad del receptor; TDECQ y tasa de errores de bit previa a la FEC en los módulos PAM4
- Pruebas de temperatura: rendimiento verificado de 0 °C a 70 °C en los módulos comerciales y de -40 °C a +85 °C en los industriales
- Burn-in: funcionamiento prolongado a alta temperatura para descartar fallos tempranos
- Pruebas en equipos host: reconocimiento, establecimiento del enlace y lecturas DDM verificados en más de 120 switches, routers y adaptadores reales de Cisco, Juniper, Arista, HPE, Huawei, Dell y otras marcas
- Inspección final: aspecto, etiqueta, versión de codificación y embalaje comprobados unidad por unidad

## Certificaciones y conformidad

Los productos YT cuentan con las certificaciones CE y FCC que exige cada región de venta y cumplen la directiva RoHS y el reglamento REACH de la UE; nuestros transceptores son productos láser de clase 1 según la norma IEC 60825-1. La empresa está certificada según ISO 9001:2015 en gestión de la calidad y según ISO 14001:2015 en gestión ambiental. Los certificados y las declaraciones de conformidad pueden solicitarse a través de la página de contacto y se envían en un día hábil.

## Garantía

- Transceptores, cables DAC y AOC y latiguillos de fibra: cinco años
- Switches, routers, puntos de acceso inalámbricos y adaptadores de red: tres años
- Inyectores PoE, armarios y accesorios: dos años

Durante el periodo de garantía, los productos defectuosos se reparan o se sustituyen sin coste, y los clientes empresariales pueden acogerse a la sustitución anticipada. Los transceptores devueltos pasan por un análisis de fallos en nuestro laboratorio, con un informe escrito en un plazo de cinco días hábiles. Si una actualización del software del switch provoca un problema de reconocimiento, recodificamos el módulo sin coste.`,

  // ---- Company info ----

  'info/info': `La historia de YT Networks comenzó en 2014 en una pequeña oficina del distrito de Nanshan, en Shenzhen. Todos nuestros ingenieros fundadores habían trabajado para integradores de sistemas y veían una y otra vez a clientes atrapados entre dos malas opciones al comprar ópticas: los módulos del fabricante original eran caros y tardaban en llegar, mientras que la calidad de los módulos compatibles del mercado variaba enormemente, sin ninguna garantía de que el switch fuera a reconocerlos ni de cuánto durarían. Así que montaron su primer banco de pruebas y empezaron a probar en un switch real todos y cada uno de los módulos que enviaban.

## Cómo hemos crecido

- 2014: fundación en Shenzhen, con la codificación y las pruebas de ópticas compatibles de 1G y 10G como actividad principal
- 2017: lanzamiento de ópticas de 40G y 100G y de cables DAC y AOC; apertura de nuestra tienda en línea a clientes de fuera de China
- 2019: llegada de los switches de acceso y los productos PoE de marca YT, y primeras soluciones completas
- 2021: incorporación de switches para centros de datos, adaptadores de red para servidores y puntos de acceso Wi-Fi 6; superamos los 5.000 clientes empresariales
- 2023: lanzamiento de ópticas QSFP-DD de 400G e inicio del suministro en volumen a proveedores de nube y clústeres de IA
- 2025: apertura de nuestro laboratorio de codificación y pruebas de ópticas de 1.200 m²; puesta en marcha de nuestro almacén europeo en los Países Bajos; lanzamiento de los puntos de acceso Wi-Fi 7
- 2026: apertura de nuestro centro de soporte en japonés en Tokio; ópticas de 800G disponibles para evaluación; superamos los 12.000 clientes empresariales

## Cómo trabajamos

Solo vendemos lo que hemos probado. Cada transceptor compatible se verifica en equipos reales de su marca de destino, y cada producto de marca YT pasa en nuestro laboratorio, antes de su lanzamiento, pruebas de interoperabilidad con los equipos de los principales fabricantes. Los clientes pueden solicitar los datos de prueba de fábrica de cualquier módulo indicando su número de serie.

Mantenemos a los ingenieros cerca de los clientes. Las consultas y las preguntas técnicas las atienden en primer lugar personas que entienden de redes, no un departamento de pedidos que se limita a trasladarlas. Si un proyecto puede hacerse con menos productos o con productos más baratos, se lo decimos.

Apostamos por las relaciones a largo plazo. Muchos clientes empiezan con un pedido de prueba de unos pocos transceptores y acaban confiándonos un centro de datos o una red de campus completos. Nos ganamos esa confianza con precios transparentes, plazos de entrega fiables y un servicio posventa rápido: los pedidos de artículos en stock suelen enviarse en 24 horas, las consultas se responden en un día hábil y las preguntas técnicas, en un plazo de 12 a 24 horas.

## Mirando al futuro

Las redes cambian deprisa. Los clústeres de IA empujan a los centros de datos hacia 800G y 1,6T, Wi-Fi 7 y el PoE multigigabit están transformando la capa de acceso del campus, y el 5G y la fibra hasta el hogar siguen haciendo crecer la demanda de ópticas de los operadores. YT Networks seguirá invirtiendo en capacidad de pruebas, servicio local y operaciones sostenibles para atender a sus clientes de forma más rápida y fiable desde Shenzhen, Europa y Japón.`,

  // ---- Policies ----

  'policy/privacy_policy': `Última actualización: 1 de noviembre de 2026

Esta política de privacidad explica cómo trata YT Networks sus datos personales cuando visita este sitio web, crea una cuenta, realiza un pedido, envía una consulta o se pone en contacto con nosotros. Entre nuestros clientes hay tanto empresas como particulares de la UE, Japón, China, América y otros lugares, por lo que esta política se ha redactado teniendo en cuenta el Reglamento General de Protección de Datos de la UE (RGPD), la Ley de Protección de la Información Personal de Japón (APPI), la Ley de Protección de la Información Personal de China (PIPL), las leyes de privacidad de los estados de EE. UU., incluidas la CCPA/CPRA de California, la LGPD de Brasil y la PIPEDA de Canadá.

## 1. Quién es el responsable del tratamiento de sus datos

El responsable del tratamiento de sus datos personales es YT Networks Co., Ltd., Science Park n.º 8, distrito de Nanshan, Shenzhen, Guangdong, China. Para los clientes del Espacio Económico Europeo, nuestra filial europea YT Networks Europe B.V., con domicilio en Venlo (Países Bajos), actúa como nuestro representante en la UE y gestiona los pedidos de la UE. Si tiene cualquier pregunta sobre esta política, escriba a privacy@yt-networks.example.

## 2. Qué datos recopilamos

- Datos de la cuenta: nombre, dirección de correo electrónico, contraseña (almacenada únicamente como hash irreversible), número de teléfono, nombre de la empresa y cargo
- Datos de los pedidos: direcciones de envío y de facturación, productos comprados, datos de facturación y números de identificación fiscal (como el número de IVA), historial de pedidos y devoluciones
- Comunicaciones: consultas, preguntas, transcripciones del chat y archivos adjuntos que usted suba, como esquemas de red o fotografías de una avería
- Datos técnicos: dirección IP, tipo de navegador y de dispositivo, idioma, preferencias de país y moneda, hora de acceso, y registros de inicio de sesión y de seguridad
- Datos de pago: los pagos los procesan proveedores de servicios de pago autorizados; solo recibimos el estado del pago, el tipo de medio de pago y, en el caso de las tarjetas, los cuatro últimos dígitos, y nunca almacenamos números de tarjeta completos

No recopilamos a sabiendas datos sensibles, como el origen racial, la religión o la salud, y le pedimos que no incluya este tipo de datos en sus consultas ni en los archivos adjuntos.

## 3. Para qué los utilizamos

- Para ejecutar el contrato que nos une a usted: crear y gestionar su cuenta, tramitar pedidos y pagos, realizar los envíos y gestionar devoluciones y reclamaciones en garantía (art. 6.1.b del RGPD)
- Para cumplir obligaciones legales: emitir facturas, llevar los registros contables y fiscales, presentar declaraciones aduaneras y cumplir la normativa de control de exportaciones (art. 6.1.c)
- Por nuestro interés legítimo: prevenir el fraude y los abusos, mantener la seguridad del sitio web, mejorar nuestros productos y servicios y mantener la comunicación comercial con los clientes empresariales (art. 6.1.f)
- Con su consentimiento: correos electrónicos comerciales y boletines, y cookies o tecnologías similares no esenciales (art. 6.1.a); puede retirar su consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento realizado con anterioridad

## 4. Con quién los compartimos

No vendemos sus datos personales ni los utilizamos para publicidad comportamental entre sitios web. Solo los comunicamos, en la medida necesaria, a: empresas de transporte y agentes de aduanas (para enviar y despachar la mercancía), proveedores de servicios de pago (para pagos y reembolsos), proveedores de servicios en la nube y de TI (para alojar el sitio web y gestionar el correo electrónico), asesores fiscales y auditores, y autoridades públicas cuando la ley lo exija. Todos los proveedores de servicios tratan sus datos únicamente para los fines y en las condiciones de confidencialidad establecidos en los contratos que hemos suscrito con ellos.

## 5. Transferencias internacionales

Nuestra sede central está en China y nuestras operaciones europeas, en los Países Bajos, por lo que sus datos pueden transferirse entre China, la UE y otros países. Para las transferencias desde el Espacio Económico Europeo a China utilizamos las cláusulas contractuales tipo aprobadas por la Comisión Europea, junto con una evaluación de la protección que ofrece el destinatario. Para las transferencias fuera de China suscribimos el contrato tipo exigido por la PIPL y le informamos en consecuencia, y para los clientes de Japón aplicamos medidas equivalentes a las exigidas por la APPI. Póngase en contacto con nosotros si desea conocer los detalles de estas garantías.

## 6. Cuánto tiempo los conservamos

- Datos de la cuenta: mientras exista su cuenta y durante los dos años siguientes a su cierre, para atender posibles cuestiones posventa o reclamaciones
- Pedidos, facturas y registros aduaneros: durante el tiempo que exija la legislación fiscal y contable, normalmente de siete a diez años
- Consultas y comunicaciones: tres años desde nuestro último contacto
- Registros de seguridad: normalmente no más de 12 meses

Transcurridos estos plazos, suprimimos o anonimizamos sus datos.

## 7. Seguridad

Aplicamos medidas técnicas y organizativas apropiadas para proteger sus datos, como el cifrado HTTPS en todo el sitio, el hash de contraseñas con sal, el control de acceso basado en roles, la formación del personal en materia de confidencialidad y revisiones de seguridad periódicas. Si una violación de la seguridad de los datos personales puede entrañar un alto riesgo para sus derechos, se lo notificaremos a usted y a las autoridades de control en los términos que exija la ley.

## 8. Sus derechos

Según su lugar de residencia, puede tener derecho a acceder a sus datos y obtener una copia; a la rectificación de los datos inexactos; a la supresión de sus datos; a la limitación del tratamiento o a oponerse a él; a la portabilidad de los datos; a retirar su consentimiento; y a no ser objeto de decisiones significativas basadas únicamente en un tratamiento automatizado. Los residentes en California tienen además derecho a saber qué categorías de datos recopilamos y a oponerse a la «venta» o al «intercambio» (sharing) de información personal, prácticas que nosotros no llevamos a cabo. No sufrirá ninguna discriminación por ejercer sus derechos.

Puede actualizar usted mismo la mayoría de sus datos en Mi cuenta, o escribir a privacy@yt-networks.example. Respondemos en el plazo de un mes (normalmente en 15 días hábiles para los clientes de China y Japón) y es posible que antes tengamos que verificar su identidad. Si no está satisfecho con nuestra respuesta, tiene derecho a presentar una reclamación ante la autoridad de protección de datos de su país.

## 9. Menores

Este sitio web está destinado a empresas y a particulares mayores de edad y no se dirige a menores de 16 años (14 en China). No recopilamos a sabiendas datos de menores y, si descubrimos que lo hemos hecho, los suprimimos sin demora.

## 10. Comunicaciones comerciales

Solo le enviamos novedades de productos y promociones si ha aceptado recibirlas. Todos los correos comerciales incluyen una opción para darse de baja, y también puede desactivarlos en cualquier momento en Mi cuenta. Los mensajes de servicio, como las confirmaciones de pedido, los avisos de envío y las alertas de seguridad, no son comunicaciones comerciales.

## 11. Cambios en esta política

Podemos actualizar esta política cuando cambien nuestra actividad o la legislación. Los cambios importantes se destacarán en el sitio web y, cuando proceda, se le notificarán por correo electrónico. La fecha que figura al principio de esta página indica cuándo se actualizó por última vez.`,

  'policy/terms_of_use': `Última actualización: 1 de noviembre de 2026

Le damos la bienvenida al sitio web de YT Networks. Estas condiciones de uso regulan el acceso a este sitio web y su utilización, así como los pedidos que realice a través de él a YT Networks Co., Ltd. («nosotros») o a su filial europea YT Networks Europe B.V. Los pedidos entregados en la UE los vende YT Networks Europe B.V.; todos los demás pedidos los vende YT Networks Co., Ltd. Al utilizar el sitio web o realizar un pedido, usted acepta estas condiciones.

## 1. Clientes empresariales y consumidores

Este sitio web atiende tanto a clientes empresariales como a consumidores. Si compra en nombre de una empresa, indique el nombre de la empresa y su número de identificación fiscal al realizar el pedido; las disposiciones de estas condiciones que se aplican específicamente a los consumidores no se aplican a los clientes empresariales. Si es usted consumidor, nada de lo dispuesto en estas condiciones limita los derechos que le reconoce la normativa imperativa de protección de los consumidores de su país o región.

## 2. Cuentas

Debe facilitar datos de registro veraces y exactos y custodiar su contraseña. Las acciones realizadas a través de su cuenta se consideran realizadas por usted. Avísenos de inmediato si detecta cualquier uso no autorizado de su cuenta. Podemos suspender o cerrar las cuentas implicadas en fraudes, abusos o incumplimientos de estas condiciones.

## 3. Información de producto y compatibilidad

Hacemos todo lo posible para que las descripciones, especificaciones e imágenes de los productos sean exactas, pero las imágenes son ilustrativas y el aspecto de los productos puede variar ligeramente de un lote a otro. Los transceptores y cables compatibles los fabrica o adquiere, y los codifica, YT Networks; siguen las mismas normas MSA que los equipos originales de la marca correspondiente, pero no están fabricados ni avalados por esa marca. Cisco, Juniper, Arista, HPE, Huawei, Dell y los demás nombres y marcas pertenecen a sus respectivos titulares y se utilizan en este sitio web únicamente para describir la compatibilidad.

## 4. Precios, monedas e impuestos

Los precios se fijan en dólares estadounidenses; los precios en otras monedas se convierten, a título informativo, a los tipos de cambio publicados en este sitio web, y el importe aplicable es el que se muestra al finalizar la compra. Cuando los clientes de la UE pagan en euros, los precios incluyen el IVA local y los pedidos se entregan con derechos pagados (DDP); los clientes empresariales con un número de IVA válido pueden acogerse al mecanismo de inversión del sujeto pasivo. En los demás países y regiones, los aranceles de importación, los impuestos y los gastos de despacho aduanero corren a cargo del destinatario, salvo que se indique otra cosa al finalizar la compra. Podemos modificar los precios en cualquier momento, pero los pedidos confirmados se respetan al precio vigente en el momento en que se realizaron.

## 5. Pedidos y perfección del contrato

Tras enviar un pedido, le remitimos un correo electrónico de confirmación del pedido, que solo acusa recibo de este. El contrato de compraventa se perfecciona cuando confirmamos el pago y enviamos el aviso de envío. En caso de error manifiesto en el precio, falta de existencias o restricción derivada del control de exportaciones, podemos cancelar el pedido antes del envío y reembolsarle el importe íntegro.

## 6. Pago

Aceptamos los medios de pago indicados al finalizar la compra; los clientes empresariales pueden pagar mediante transferencia bancaria o con las condiciones de crédito acordadas. Los pedidos no pagados se cancelan automáticamente una vez transcurrido el plazo indicado al finalizar la compra.

## 7. Envío y transmisión del riesgo

Los pedidos de artículos en stock suelen enviarse en las 24 horas siguientes al pago en días hábiles, y los pedidos con codificación personalizada, en un plazo de tres a cinco días hábiles. Los plazos de entrega que figuran en el sitio web son estimaciones, no garantías. Para los consumidores, el riesgo de pérdida o deterioro se transmite en el momento en que reciben los productos; para los clientes empresariales, salvo pacto en contrario, se transmite cuando los productos se entregan al transportista. Compruebe el embalaje en el momento de la entrega y comunique cualquier daño en un plazo de 48 horas.

## 8. Devoluciones, derecho de desistimiento y garantía

- Los productos sin usar y en su embalaje original pueden devolverse en un plazo de 30 días desde la entrega, salvo los productos con codificación o longitud personalizadas y salvo que la ley disponga otra cosa
- Los consumidores de la UE y del Reino Unido disponen de un derecho de desistimiento de 14 días sin necesidad de justificación, a contar desde el día de la entrega; para ejercerlo, basta con comunicárnoslo mediante una declaración inequívoca
- Plazos de garantía: transceptores, cables DAC y AOC y latiguillos de fibra, cinco años; switches, routers, puntos de acceso inalámbricos y adaptadores de red, tres años; inyectores PoE, armarios y accesorios, dos años
- La garantía no cubre los daños causados por un uso indebido, descargas electrostáticas, caras de conectores de fibra contaminadas, condiciones de funcionamiento fuera de especificaciones, ni la apertura o reparación no autorizadas

Todas las devoluciones y reclamaciones en garantía requieren un número de autorización de devolución (RMA), y tramitamos las solicitudes en un día hábil. Estas condiciones no afectan a los derechos de garantía legal de los consumidores.

## 9. Control de exportaciones y sanciones

Nuestros productos pueden estar sujetos a la normativa de control de exportaciones y de sanciones de China, la UE, los Estados Unidos y otros países. Usted se compromete a no exportar, reexportar ni transferir productos a países, regiones, personas o entidades sancionados, ni a destinarlos a usos finales prohibidos. Podemos solicitar una declaración de usuario final y rechazar o cancelar pedidos cuando sea necesario.

## 10. Uso del sitio web

No debe interferir en modo alguno en el correcto funcionamiento del sitio web, lo que incluye la extracción automatizada de datos no autorizada, los intentos de eludir las medidas de seguridad, la carga de código malicioso, la suplantación de identidad o el envío de pedidos falsos. Los textos, imágenes, documentos técnicos y software de este sitio web están protegidos por la normativa de propiedad intelectual e industrial y no pueden copiarse ni utilizarse con fines comerciales sin nuestra autorización por escrito.

## 11. Limitación de responsabilidad

En la máxima medida permitida por la ley, no respondemos de daños indirectos, lucro cesante, pérdida de datos ni interrupción de la actividad y, frente a los clientes empresariales, nuestra responsabilidad total por cualquier pedido se limita al importe efectivamente pagado por dicho pedido. Nada de lo dispuesto en estas condiciones limita ni excluye la responsabilidad por dolo o culpa grave, por fallecimiento o daños personales, ni ninguna otra responsabilidad que no pueda limitarse conforme a la ley.

## 12. Legislación aplicable y resolución de conflictos

Para los clientes empresariales, estas condiciones y los pedidos relacionados se rigen por la legislación de la República Popular China, con exclusión de sus normas de conflicto de leyes y de la Convención de las Naciones Unidas sobre los Contratos de Compraventa Internacional de Mercaderías, y los litigios se resuelven mediante arbitraje ante la Corte de Arbitraje Internacional de Shenzhen; los contratos con YT Networks Europe B.V. se rigen por la legislación neerlandesa. Los consumidores conservan la protección que les otorga la normativa imperativa de su país de residencia habitual y pueden acudir a sus tribunales. Si surge un conflicto, le animamos a ponerse en contacto primero con nuestro servicio de atención al cliente; la mayoría de las cuestiones reciben respuesta en un día hábil.

## 13. Modificaciones y contacto

Podemos modificar estas condiciones ocasionalmente. Las modificaciones surten efecto desde su publicación en el sitio web y no afectan a los pedidos ya confirmados. Para cualquier pregunta sobre estas condiciones, escriba a sales@yt-networks.example o llame al +86 755 8888 6666.`,

  'policy/cookie_policy': `Última actualización: 1 de noviembre de 2026

Esta política de cookies explica cómo utiliza el sitio web de YT Networks las cookies y tecnologías similares, como el almacenamiento local de su navegador, y cómo puede gestionar su elección. Complementa nuestra política de privacidad.

## 1. Qué son las cookies y el almacenamiento local

Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador y que este devuelve al mismo sitio en visitas posteriores. El almacenamiento local es otra forma que tiene el navegador de conservar una pequeña cantidad de datos en su dispositivo; a diferencia de las cookies, no se envía automáticamente al servidor con cada solicitud. En esta política nos referimos a ambos como «cookies».

## 2. Nuestro enfoque

Este sitio web solo utiliza cookies propias, instaladas por nosotros. No utilizamos cookies publicitarias de terceros ni complementos de redes sociales, no rastreamos su navegación en otros sitios web y no cedemos sus datos a redes publicitarias.

## 3. Cookies estrictamente necesarias

Las siguientes son necesarias para que el sitio web funcione. No requieren su consentimiento, aunque puede eliminarlas igualmente desde su navegador:

- yt_us_token: su sesión iniciada. Se crea al iniciar sesión para que la sesión se mantenga de una página a otra, y se elimina al cerrar la sesión o cuando esta caduca
- yt_us_cart_info: el contenido del carrito de un usuario invitado, que se conserva durante 24 horas; al iniciar sesión, el carrito se fusiona con el de su cuenta
- yt_use_cookie: su respuesta al aviso de cookies, 1 si las aceptó y 0 si las rechazó, para no volver a preguntarle en cada visita

## 4. Preferencias

Las siguientes recuerdan las opciones que elige en el sitio web para que no tenga que volver a configurarlas la próxima vez:

- yt_us_lan: el idioma de la interfaz que ha elegido (简体中文, English, Español, Suomi, Français o 日本語)
- yt_us_cou: el país o la región que ha elegido, que se utiliza para mostrar las opciones de entrega y la moneda predeterminada correspondientes
- yt_us_currency_id y yt_us_currency_info: la moneda que ha elegido y su símbolo, sus decimales y su tipo de cambio, que se utilizan para mostrar los precios

Estas preferencias permanecen en su dispositivo hasta que las cambie o borre los datos de su navegador.

## 5. Rendimiento y almacenamiento en caché

Para que las páginas carguen más rápido, el sitio web guarda en caché, en el almacenamiento local, datos públicos como la lista de idiomas, la lista de países, la configuración básica del sitio y la información de precios, y los actualiza automáticamente al cabo de 24 horas o cuando se publica una nueva versión del sitio. También generamos un identificador aleatorio de visitante para vincular el carrito y la sesión dentro del mismo navegador; no contiene ningún nombre, dirección de correo electrónico ni otros datos personales y nunca se comparte con otros sitios web.

## 6. Estadísticas

Solo si acepta las cookies a través del aviso de cookies (yt_use_cookie con valor 1) contabilizamos, en nuestros propios servidores, datos agregados como las páginas vistas, los términos de búsqueda y los pasos del proceso de compra, con el fin de mejorar el sitio web. No se utiliza ningún servicio de analítica de terceros. Si las rechaza (yt_use_cookie con valor 0), todas las funciones de compra del sitio web siguen funcionando con normalidad.

## 7. Páginas de terceros

Si elige pagar en línea, es posible que se le redirija a la página de un proveedor de servicios de pago, que puede instalar sus propias cookies para prevenir el fraude y completar el pago. Esas cookies se rigen por la política de privacidad del proveedor de pagos y escapan a nuestro control.

## 8. Cómo gestionar su elección

- Para volver a elegir, borre las cookies y los datos de este sitio web; el aviso de cookies aparecerá en su próxima visita
- La mayoría de los navegadores permiten ver, eliminar o bloquear cookies; consulte la ayuda de su navegador para más detalles
- Si bloquea las cookies estrictamente necesarias, es posible que no pueda iniciar sesión, conservar un carrito ni completar un pedido

## 9. Cambios y contacto

Si cambian las cookies que utilizamos, actualizaremos esta política y, cuando sea necesario, volveremos a solicitar su consentimiento. Si tiene cualquier pregunta, escriba a privacy@yt-networks.example.`,
};

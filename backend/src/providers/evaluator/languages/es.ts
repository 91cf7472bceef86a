import type { LanguageLexicon } from '../language-lexicon';
import { fold, LETTERS as L, foldedWordsPattern as words } from '../rubric-text';

// Spanish, read word by word without accents: "está" and "esta" are one word, in the text and in
// these lists alike, so the lists are written with their accents.

const NUMBER = `(?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|treinta|cincuenta|unos pocos|unas pocas|un par de)`;
const UNITS = `(?:palabras?|frases?|oraciones|oración|líneas?|párrafos?|puntos?|viñetas?|ítems?|elementos?|ideas?|preguntas?|pasos?|minutos?|min|horas?|días?|noches?|semanas?|meses|mes|páginas?|caracteres|opciones|opción|ejemplos?|consejos?|recetas?|euros?|dólares|dólar|pesos?|personas?|porciones|porción|raciones|ración|diapositivas?|secciones|sección|apartados?|partes?|lugares|sitios|actividades|comidas?|platos?|términos?|temas?)`;

const es: LanguageLexicon = {
  reads: 'words',
  commonWords: `
    a al ante bajo con contra de del desde durante en entre hacia hasta para por según sin sobre tras
    el la los las lo un una unos unas y e o u ni pero sino que porque pues como cuando donde si no sí
    ya muy más menos mucho mucha muchos muchas poco poca pocos pocas todo toda todos todas otro otra
    otros otras este esta estos estas ese esa esos esas aquel aquella esto eso yo tú tu usted ustedes
    él ella ellos ellas nosotros nosotras me te se nos le les mi mis tus su sus nuestro nuestra es son
    soy eres somos está están estoy estás estamos era fue ser estar hay había hace tengo tiene tienes
    tenemos tienen tener he has ha hemos han puedo puede puedes podemos podrías quiero quieres quiere
    necesito necesita gustaría gusta gustan favor gracias hola también solo sólo algo alguien nada
    cada algún alguna algunos algunas cuál cuáles qué quién cómo dónde cuándo cuánto cuántos así bien
    vez aquí hoy entonces luego bueno buena mejor claro cosa cosas tipo prompt asistente ia
    inteligencia artificial chatgpt respuesta respuestas escribe escribir dame dime hazme ayúdame
    ayuda usa incluye ejemplo ejemplos
  `,
  numbers: {
    dos: '2',
    tres: '3',
    cuatro: '4',
    cinco: '5',
    seis: '6',
    siete: '7',
    ocho: '8',
    nueve: '9',
    diez: '10',
    doce: '12',
    quince: '15',
    veinte: '20',
    treinta: '30',
  },
  glossary: `
    recipe: receta*, recetario*
    meal: cena*, comida*, almuerzo*, desayuno*, cocinar, cocino, cocinando, plato, platos
    ingredient: ingrediente*, producto*, alimento*
    time: tiempo, minuto*, hora, horas, rápid*, prisa
    equipment: sartén, sartenes, horno*, microondas, fogón, estufa*, cocina, olla*, equipo*
    diet: dieta*, vegetarian*, vegan*, alergi*
    summary: resum*, síntesis
    notes: apunte*, nota, notas
    quiz: cuestionario*, test, tests, prueba*
    exam: examen*, exámenes
    revise: repas*, revisar, revisión
    trip: viaj*, escapada*, visita*, vacaciones
    city: ciudad*
    weekend: fin de semana, fines de semana, finde*
    day: día, días, diari*
    week: semana*
    plan: plan, planes, planific*, planea*, itinerario*, horario*
    budget: presupuesto*, coste*, costo*, precio*, dinero, barat*, gasto*
    transport: transporte*, coche*, autobús*, bus, tren*, metro, a pie, andando, caminando
    interest: interés, intereses, interesa, interesan, interesad*, gusta, gustan, encanta*, afición*, aficiones, hobby*
    friend: amig*
    letter: carta*
    job: trabajo*, empleo*, puesto*, vacante*
    bookshop: librería*, libro*
    question: pregunta*
    presentation: presentación, presentaciones, exposición*, diapositiva*, charla*
    research: investig*
    topic: tema*
    microplastics: microplástico*
    water: agua*
    keyword: palabra clave, palabras clave, búsqueda*, buscar, sinónimo*
    explain: explic*
    concept: concepto*, idea*, noción
    analogy: analogía*, comparación*, metáfora*
    level: nivel*, principiante*, novato*
    chemistry: química*
    mole: mol, moles
    understand: entend*, comprend*, comprueb*, comprobar, verificar
    course: curso*, asignatura*
    statistics: estadística*
    probability: probabilidad*
    hypothesis: hipótesis
    regression: regresión*
    weak: débil*, flojo*, floja*
    economics: economía*
    supply: oferta*
    demand: demanda*
    elasticity: elasticidad*
    market: mercado*
    sheet: hoja*, chuleta*, ficha*
    page: página*
    section: sección, secciones, apartado*
    table: tabla*, cuadro*
    term: término*
    gap: falta*, laguna*, vacío*, poco claro
    invent: invent*
    packing: equipaje*, maleta*
    checklist: checklist*, lista de verificación, lista de control
    hiking: senderismo*, caminata*, excursión*
    mountain: montaña*
    october: octubre
    list: lista*, listado*
    email: correo*, email*, e-mail*
    plain: sencill*, simple*
    practice: práctica*, ejercicio*
    flashcards: tarjeta*, flashcard*
  `,
  patterns: {
    context: [
      words(`
        tengo | tenemos | solo tengo | estoy | estamos | soy | somos | vivo | trabajo (?:en|como|de)
        estudio | voy a | vamos a | nos vamos | me voy | acabo de | llegué | (?:me|nos) (?:encanta|encantan|gusta|gustan|interesa|interesan)
        prefiero | preferimos | mi (?:amigo|amiga) y yo | porque | ya que | puesto que | como tengo
        para que | para poder | así que | mi objetivo | objetivo | propósito | finalidad | mi meta
        contexto | situación | actualmente | ahora mismo | la semana que viene | la próxima semana
        mañana | esta noche | este fin de semana | el fin de semana
      `),
    ],
    audience: [
      words(`
        eres | actúa como | actúe como | haz de | imagina que eres | ponte en el papel | en el papel de
        rol | papel de | como (?:un|una) (?:experto|experta|profesor|profesora|tutor|tutora|coach|chef|cocinero|cocinera|guía|editor|editora|mentor|mentora|amigo|amiga|bibliotecario|bibliotecaria|reclutador|reclutadora|asesor|asesora)${L}
        para (?:un |una |mi |mis |el |la |los |las |nuestro |nuestra )?(?:principiante|niño|niña|niños|estudiante|alumno|alumna|equipo|jefe|jefa|compañero|compañera|amigo|amiga|familia|padres|lector|público|cliente|adolescente|alguien|gente|personas|novato|novata|clase|profesor|profesora|vecino|vecinos|abuela|abuelo|madre|padre|hermano|hermana|principiantes|lectores)${L}
        público | lectores | lector | alguien que | a mi nivel | mi nivel | nivel (?:básico|principiante|inicial|intermedio|avanzado)
        soy principiante | soy nuevo | soy nueva | soy novato | soy novata | no sé nada | nunca he
        acabo de empezar | (?:he|hemos) empezado | introductorio | introducción | no entiendo
        no lo entiendo | me cuesta | estoy perdido | estoy perdida | explícamelo como | como si (?:fuera|tuviera)
      `),
    ],
    format: [
      words(`
        lista${L} | listado | viñetas? | numerad${L} | tablas? | columnas? | filas? | pasos | paso a paso
        checklist | lista de verificación | lista de control | párrafos? | títulos? | encabezados?
        secciones | apartados | esquema | json | markdown | csv | plantilla | día por día | por días
        semana por semana | por semanas | horario | calendario | formato | tarjetas | fichas
        preguntas y respuestas | itinerario | agenda | gráfico | en puntos | puntos clave
      `),
    ],
    constraints: [
      new RegExp(
        fold(`(?<![\\p{L}\\p{N}])${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?${UNITS}(?![\\p{L}\\p{N}])`),
        'u',
      ),
      words(`
        menos de | como máximo | máximo | máx | mínimo | como mínimo | no más de | hasta \\d+ | al menos
        por lo menos | dentro de | en menos de | presupuesto | límite${L} | limitad${L} | corto | corta
        breve | conciso | concisa | resumido | sin | evita | evitar | no uses | no añadas | no agregues
        no inventes | no incluyas | no pongas | solo | sólo | solamente | únicamente | exactamente
        en lugar de | en vez de | una página | una sola página | de una en una | de uno en uno
        una por una | uno por uno | longitud | extensión | duración
      `),
    ],
    tone: [
      words(`
        tono | amable | amistos${L} | cercan${L} | formal${L} | informal | educad${L} | cortés | casual
        cálid${L} | profesional | (?:lenguaje|palabras|términos|forma|manera|explicación|tono) (?:muy |más )?(?:sencill|simple|clar)${L}
        de (?:forma|manera) (?:sencilla|simple|clara) | sencillo de entender | fácil de (?:leer|entender|seguir) | motivador${L} | alentador${L} | divertid${L}
        con humor | seri${L} | respetuos${L} | neutral | neutro | coloquial | sin tecnicismos | jerga
        tranquil${L} | calmad${L} | honest${L} | persuasiv${L} | de tú | de usted
      `),
    ],
    examples: [
      words(`
        por ejemplo | p\\. ej | como este | como esta | así: | ejemplos? | muestra | aquí tienes
        analogía${L} | comparación | metáfora | como por ejemplo | tipo:
      `),
    ],
  },
  request: words(`
    (?<=^|[¿.!?,;:\n]s{0,3})(?:tú |usted )?(?:me |nos )?(?:puedes|podrías|puede|podría|pudieras)
    me puedes | me podrías | nos puedes | me ayudas | me echas una mano | ayúdame | necesito
    quiero | quisiera | me gustaría | nos gustaría | por favor | porfa | dame | deme | hazme | dime
    escríbeme | explícame | sugiéreme | recomiéndame | prepárame | organízame | propónme | enséñame
    muéstrame | redáctame | resúmeme | ármame | planifícame | diséñame | búscame | pásame | escriba
    sugiera | recomiende | explique | resuma | enumere | compare | organice | proponga | indique
    planifique | describa | genere | traduzca | corrija | elabore | muestre | ayude | actúe | analice
    identifique | elija | calcule | clasifique | incluya | utilice | mantenga | añada | agregue
  `),
  openingVerbs: `
    escribe redacta haz crea planifica planea organiza sugiere recomienda propón explica resume
    enumera lista compara reescribe traduce describe genera ayuda dime dame prepara diseña convierte
    transforma revisa corrige mejora elige escoge calcula analiza identifica busca encuentra define
    evalúa pregunta hazme arma ordena agrupa dibuja actúa imagina finge empieza comienza incluye usa
    utiliza mantén añade agrega muestra indica da enseña pon presenta ofrece
  `,
  openingFillers: 'hola buenas buenos días por favor ahora luego también y pues bueno oye mira entonces',
  question: words(`
    qué | cuál | cuáles | cómo | dónde | cuándo | quién | por qué | cuánto | cuánta | cuántos | cuántas
    debería | deberíamos | vale la pena
  `),
  negation: {
    scope: 'after',
    // "no tengo horno", "no como carne" are about the learner; "no quiero una tabla" is a rule.
    cue: /(?<![\p{L}])(?:no(?!\s+(?:tengo|tenemos|tiene|tienen|hay|se|sabemos|puedo|podemos|puede|como|comemos|soy|somos|estoy|estamos|conozco|uso|usamos|bebo|tomo|queda|quedan|he|hemos|vivo|trabajo|me gusta|nos gusta|mas|importa|solo|sólo)(?![\p{L}]))|sin|nada de|ningun\p{L}*|evita\p{L}*|evitar|en lugar de|en vez de|ni|nunca|jamas)(?![\p{L}])/gu,
    stops: 'pero sino solo solamente mejor luego tambien',
  },
  conjunctions: 'y e o u',
  // How a Spanish prompt says each meaning a criterion can ask for (rubric-meanings.ts), folded as the text is.
  meanings: {
    purpose: `para que | para poder | para (?:repasar|estudiar|aprobar|recordar|memorizar|prepararme) | porque | ya que | puesto que
      mi objetivo | el objetivo | objetivo | propósito | finalidad | mi meta | repas* | preparándome | prepararme | me preparo
      me estoy preparando | estudiar para | para (?:el|un|mi) (?:examen|test|cuestionario|parcial|final|control)
      antes del? (?:examen|test|cuestionario|parcial|control) | lo necesito para | (?:me|nos) sirve para`,
    reason: `porque | por culpa de | debido a | ya que | puesto que | dado que | a causa de | por (?:las )?obras | por (?:la )?reforma
      la razón | el motivo | motivo | razón`,
    interests: `(?:me|nos|le|les) (?:encanta|encantan|gusta|gustan|interesa|interesan|apasiona|apasionan|fascina|fascinan|flipa|flipan)
      (?:soy|somos) (?:muy )?(?:fan|fans|aficionad*|amantes?) de | amantes? de | prefiero | preferimos | interesad[oa]s? en
      aficion* | hobby* | pasatiempo* | favorit* | preferid[oa]s? | odio | odiamos | adoro | adoramos | disfruto | disfrutamos`,
    budget: `presupuesto* | gastar | gasto | gastos | gastamos | gastaré | gastaremos | barat* | caro | caros | cuesta | cuestan
      coste* | costo* | precio* | dinero | euros? | dólar* | pesos | libras | eur | usd | \\d+(?:[.,]\\d+)? ?€ | € ?\\d+ | gratis
      gratuit* | low cost | económico | asequible`,
    transport: `a pie | andando | caminando | caminar | paseando | metro | autobús* | bus | tranvía* | tren | trenes | en coche | en carro
      conducir | conduciendo | manejando | bici | bicis | bicicleta* | taxi* | uber | cabify | transporte* | moverse | movernos
      desplaz* | ferry | patinete*`,
    time: `${NUMBER}[\\s-]*(?:minutos?|min|horas?|h|días?|semanas?|meses|mes) | media hora | una hora | rápid* | deprisa | con prisa
      para (?:el )?(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana)
      dentro de (?:una|dos|tres|\\d+) semanas?
      por las (?:tardes|noches|mañanas) | al día | por día | a la semana | por semana | plazo | fecha límite | fecha de entrega
      \\d+ de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)`,
    equipment: `sartén* | olla* | cazo* | cacerola* | horno* | microondas | fogón | fogones | vitrocerámica | inducción | hornillo* | placa eléctrica
      freidora* | airfryer | air fryer | hervidor* | batidora* | licuadora* | parrilla* | plancha | tostadora* | arrocera*
      una sola (?:sartén|olla) | solo (?:una|un) (?:sartén|olla|cazo|microondas)`,
    diet: `vegetarian* | vegan* | gluten | celiac* | alergi* | alérgic* | lácteos | lactosa | halal | kosher | keto | sin carne
      no (?:como|comemos) (?:carne|pescado|cerdo|lácteos|gluten|huevo|huevos|marisco|picante) | intoleran* | diabétic* | diabetes`,
    available: `tengo | tenemos | solo tengo | lo que tengo | lo único que tengo | (?:me|nos) (?:queda|quedan|sobra|sobran)
      en (?:la|mi) (?:nevera|despensa|heladera|refri|congelador|alacena) | hay | sobras`,
    audience: `para (?:mis |mi |nuestros |nuestras |nuestro |nuestra |los |las |el |la |un |una )?(?:lectores|lector|lectoras|vecin*|resident*|clientes?|clientas?|compradores?|padres|equipo|compañer*|grupo|miembros|socios|voluntari*|estudiantes|alumn*|niñ*|hij*|familia|amig*|principiantes?|personal|usuari*|gente|personas|público)
      (?:los |las |mis |nuestros )?(?:lectores|vecin*|clientes|clientas|compradores|destinatarios) (?:son|serán|tienen|que|leen|suelen)
      mayores | personas mayores | gente mayor | ancian* | jubilad* | tercera edad | adolescentes | turistas | no técnic*
      de más de \\d+ años | destinatari* | (?<!transporte |en )público
      a (?:mi|mis|nuestro|nuestra|nuestros|nuestras) (?:equipo|jefe|jefa|clientes|clientas|compañer\\p{L}*|vecin\\p{L}*|socios|alumn\\p{L}*|lectores|seguidores)`,
    level: `principiante* | novat* | nuev[oa] en | nunca he (?:estudiado|usado|hecho|visto|programado|aprendido) | primer año | primer curso
      introductori* | introducción | sin (?:conocimientos|base|experiencia) previ* | acabo de empezar | (?:estoy|estamos) empezando
      mi nivel | a mi nivel | nivel (?:básico|principiante|inicial|intermedio|avanzado|de secundaria) | secundaria | bachillerato
      instituto | intermedio | se me da (?:mal|fatal) | me cuesta* | me lío | me confund* | estoy perdid[oa] | (?:tengo|tiene) \\d+ años
      de \\d+ años | para tontos`,
    role: `eres | sé (?:un|una) | actúa como | actúe como | haz de | haces de | imagina que eres | finge que eres | en el papel de | tu papel
      tu rol | tu función | tu trabajo es | tu tarea es | como (?:un |una )?(?:asistente|experto|experta|profesor|profesora|tutor|tutora|coach|guía|editor|editora|agente|recepcionista|asesor|asesora|bibliotecari[oa]|escritor|escritora|redactor|redactora)`,
    rules: `siempre | nunca | jamás | debes | no debes | tienes que | hay que | solo | sólo | solamente | únicamente | reglas? | normas?
      no (?:le |les |lo |la |los |las |me |te )?(?:des|digas|inventes|confirmes|prometas|uses|utilices|añadas|agregues|incluyas|respondas|contestes|hables|compartas|aceptes|hagas|menciones|escribas|pongas|ofrezcas|cambies)
      no más de | como máximo | máximo | si (?:el|la|un|una|alguien|te|no|hay|falta) | a menos que | salvo que | excepto`,
    refuse: `rechaz* | niégate | negarte | di que no | decir que no | redirig* | deriv* | remit* | amablemente | con educación | educadamente
      no respondas | no contestes | fuera de (?:tu|su|lo que) | no (?:puedes|puedo|podemos) ayudar | no es tu trabajo | declin*
      envía(?:los|las|le|les)? a | pása(?:lo|la|le|les) a | consejo (?:médico|legal|financiero) | asesoramiento (?:médico|legal|financiero)
      reembols* | devoluci*`,
    tone: `tono | amable* | amistos* | cercan* | formal* | informal | educad* | cortés | casual | cálid* | profesional | tranquil* | calmad*
      sereno | suave | positiv* | alegre | optimista | tranquilizador* | de disculpa | disculp* | empátic* | comprensiv* | motivador*
      alentador* | respetuos* | neutral | neutro | coloquial | relajad* | simpátic* | que suene | sin sonar | palabras sencillas
      lenguaje sencillo | de forma sencilla`,
    length: `${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?(?:palabras?|frases?|oraciones|oración|líneas?|renglones|párrafos?|viñetas?|puntos?|ítems?|elementos?|páginas?|caracteres|tuits?|emojis?)
      menos de ${NUMBER} | no más de ${NUMBER} | como máximo ${NUMBER} | máximo ${NUMBER} | máx\\.? ${NUMBER} | hasta ${NUMBER}
      una página | una sola página | media página | un par de líneas | pocas líneas | breve* | corto | corta | cortos | cortas
      más corto | conciso* | un párrafo | un solo párrafo | una frase | una sola frase`,
    format: `formato* | estructur* | lista* | listado* | viñeta* | numerad* | tabla* | columnas? | filas? | encabezad* | títulos?
      secciones | sección | apartados? | esquema | checklist | lista de verificación | pasos | párrafos? | json | csv | plantilla
      horario | calendario | cronograma`,
    table:
      'tabla* | columnas? | filas? | cuadro comparativo | cuadro | hoja de cálculo | lado a lado | comparativa',
    list: 'lista* | listado* | viñeta* | numerad* | checklist* | lista de verificación | en puntos | puntos | enumer*',
    schedule: `día (?:a|por) día | semana (?:a|por) semana | por días | por semanas | cada día | todos los días | al día | por día
      día ${NUMBER} | semana ${NUMBER} | diari* | semanal* | horario | calendario | cronograma | agenda | itinerario | lunes | martes
      miércoles | jueves | viernes | sábado | domingo | mañana,? tarde | primera semana`,
    shortMessage: `corto | corta | breve | unas pocas líneas | pocas líneas | un par de líneas | ${NUMBER} (?:líneas|frases|oraciones)
      un párrafo | whatsapp | wasap | mensaje de texto | sms | chat | grupo de (?:whatsapp|chat|telegram|vecinos|padres) | telegram
      menos de ${NUMBER} palabras`,
    steps:
      'paso a paso | pasos | por pasos | un paso a la vez | guíame | etapa por etapa | por etapas | primero.{1,40}(?:luego|después)',
    sections: `secciones | sección | apartados? | encabezad* | títulos? | partes | términos clave | conceptos clave | glosario
      definiciones | autoevaluación | preguntas de (?:repaso|autoevaluación|práctica) | cuadro resumen | tabla comparativa | fórmulas`,
    placeholder: '\\[[^\\]\\n]{1,60}\\] | \\{\\{[^}\\n]{1,60}\\}\\} | \\{[^}\\n]{1,60}\\} | <[^>\\n]{1,60}>',
    exact: `exact* | textual* | palabra por palabra | tal cual | tal y como (?:está|están|aparece|aparecen|viene|vienen) | sin cambi*
      no (?:cambies|modifiques|alteres|toques) | mantén (?:la |las |el |los )?(?:fecha|fechas|hora|horas|números?|precios?|cifras|datos|nombres)(?: \\p{L}+)? (?:igual|iguales|exactamente|tal cual|sin cambios)
      copia (?:los |las )?(?:números|precios|cifras|importes|fechas|valores) | no redondees | sin redondear | idéntic*`,
    notStated: `no (?:indicado|especificado|mencionado|consta|aparece|figura) | sin (?:datos|especificar) | desconocido | n/a
      si falta* | falta* | deja (?:la celda |el campo |la casilla )?(?:en blanco|vací[oa])
      si (?:un|una|algún|alguna|el|la) (?:presupuesto|dato|precio|fecha|respuesta)\\p{L}* no (?:dice|menciona|indica|incluye|tiene)
      si no (?:aparece|está|hay|lo dice|se indica) | escribe (?:un )?(?:guion|signo de interrogación|"?desconocido"?|"?no indicado"?)`,
    noInvention: `no inventes | no (?:te )?invent* | nunca inventes | sin inventar | nada inventado | no supongas | no asumas | sin suponer
      no añadas (?:nada|datos|información|detalles|afirmaciones|hechos) | no agregues (?:nada|datos|información|detalles|afirmaciones)
      (?:usa|utiliza|usar|utilizar|con|basándote en) (?:solo|sólo|solamente|únicamente) | (?:solo|sólo|solamente|únicamente) (?:usa|utiliza|con|lo que|los datos|la información|mis|estos|estas)
      cíñete a | limítate a | nada que no esté | no adivines | si no (?:estás seguro|estás segura|lo sabes) | basad[oa] (?:solo|solamente|únicamente) en
      no exageres`,
    flag: `señál* | señala* | márca* | marca (?:con|lo|los|las|cualquier|todo) | indica (?:si|qué|dónde|cuál) | avísame | dime (?:si|qué|cuándo|dónde|cuál)
      pregúntame | pregunta (?:a|al) | poco clar* | no está clar* | lagunas? | dudas? | no (?:estás seguro|estás segura) | signo de interrogación
      para revisar | por revisar | a revisar | a verificar | por verificar | para (?:la persona|el personal|el equipo) | resalta* | destaca*`,
    questionsFirst: `hazme (?:unas |algunas |varias |${NUMBER} )?(?:\\p{L}+ )?preguntas | pregúntame | entrevístame
      antes de (?:escribir|redactar|empezar|hacer)\\p{L}* | primero (?:pregúntame|hazme|pregunta) | pregunta primero | preguntas (?:primero|antes)
      no (?:escribas|redactes) (?:nada|la carta|todavía)`,
    oneAtATime: `de (?:una|uno) en (?:una|uno) | una por una | uno por uno | una a una | una (?:pregunta )?(?:cada vez|a la vez)
      (?:no más de|como máximo|máximo|hasta|solo|sólo) ${NUMBER} (?:\\p{L}+ )?preguntas? | ${NUMBER} (?:\\p{L}+ )?preguntas
      espera (?:a )?(?:mi|mis) respuestas? | después de cada (?:respuesta|pregunta)`,
    analogy: `analog* | comparación | compár* (?:con|a) | compara(?:lo|la)? con | como si | metáfora* | de la vida (?:diaria|cotidiana|real)
      del día a día | cotidian* | ejemplo* | por ejemplo | p\\. ?ej | imagínalo como | parecid[oa] a | similar a | docena*`,
    plainLanguage: `(?:palabras|lenguaje|términos) (?:sencill*|simples?|fáciles|cotidian*|claros?) | de (?:forma|manera) (?:sencilla|simple|clara)
      sin (?:jerga|tecnicismos) | sin (?:términos|palabras|lenguaje) técnic* | fácil de entender | que se entienda
      explícamelo como (?:si|a) | como si (?:tuviera|fuera) (?:\\d+|cinco|un niño|una niña) | como a un niño
      para (?:un |una )?principiantes? | para novatos | (?:soy|somos) (?:un |una )?(?:principiante|novat[oa])`,
    checkUnderstanding: `ponme a prueba | examíname | hazme (?:un )?(?:test|examen|quiz) | comprueba (?:si|que) (?:lo )?(?:he )?(?:entend|comprend)\\p{L}*
      comprueba mi comprensión | hazme (?:una |unas |alguna |algunas |${NUMBER} )?(?:\\p{L}+ )?preguntas? | con mis (?:propias )?palabras
      explicártelo (?:yo|de vuelta)? | asegúrate de que (?:lo )?(?:entiendo|entendí|he entendido) | (?:ejercicios?|preguntas?) de práctica
      una pregunta para (?:comprobar|ver) | a ver si (?:lo )?(?:entendí|he entendido)`,
    lineByLine: `línea por línea | cada línea | cada renglón | renglón por renglón | paso a paso | qué hace cada (?:línea|parte|paso|trozo)
      cada (?:parte|paso|trozo|sección)`,
    changesData: `borr* | elimin* | sobrescrib* | sobreescrib* | pierd* | perder* | cambi\\p{L}* (?:mis |los |las |algún |alguna )?(?:datos|celdas|filas|valores|hoja|algo)
      modific* | es seguro (?:ejecutar|usar)\\p{L}* | dañ* | romp* | deshacer | copia de seguridad | respaldo`,
    testSafely: `prueb* | probar* | testea* | en una copia | copia de (?:la |mi )?hoja | datos de (?:prueba|ejemplo) | hoja de prueba | sin riesgo
      de forma segura | con seguridad | antes de (?:usarlo|ejecutarlo|activarlo|programarlo|fiarme|confiar|depender)
      envía(?:me)?lo (?:a mí )?primero | primero a mí | prueba piloto`,
    rank: `ordénal* | ordena (?:las|los|por|de) | ordenar (?:las|los|por|de) | clasific* | jerarquiz* | acota* | filtr* | selecciona* | elig* | escog*
      mejores | el mejor | la mejor | más (?:útiles|relevantes|interesantes|importantes|prometedoras|adecuadas|viables)
      cuál(?:es)? (?:encaja|encajan|funciona|funcionan|sirve|sirven) mejor | prioriz* | top ${NUMBER} | por qué (?:cada una|encaja)`,
    searchTerms: `términos de búsqueda | palabras (?:de búsqueda|clave) | palabra clave | búsquedas? | sinónimos? | subpreguntas? | sub-preguntas?
      preguntas más pequeñas | términos relacionados | qué (?:buscar|poner en google) | google | google (?:académico|scholar) | bases de datos`,
    notAnswers: `no (?:respondas|contestes|me des (?:las )?respuestas|des (?:las )?respuestas|investigues|escribas la presentación)
      sin (?:responder|las respuestas|respuestas|contestar) | (?:solo|sólo|únicamente) (?:las )?preguntas | (?:yo )?(?:investigaré|buscaré)
      no (?:quiero|necesito) (?:las )?respuestas`,
    humanJudgement: `human* | una persona | personas | a mano | manualmente | criterio | juicio | decid(?:ir|o) yo | (?:debo|tengo que) (?:revisar|decidir|hacer) yo
      yo (?:mism[oa] )?(?:decido|reviso) | no se puede automatizar | no (?:debería|debe) automatizarse | no automatizar`,
    problems: `qué (?:puede|podría) (?:salir|ir) mal | problemas? | fallos? | errores? | error | casos (?:raros|difíciles|extremos|límite|especiales)
      riesgos? | falla* | duplicad* | erratas? | incorrect* | mal escrit* | inválid* | campos vacíos | filas vacías | spam`,
    handle: `cómo (?:manejar|gestionar|resolver|solucionar|arreglar|evitar|prevenir|tratar)\\p{L}* | soluci* | arregl* | qué hacer | manej*
      gestion* | preven* | evit* | afrontar`,
    triggerAction: `cuando\\b.{1,80}\\b(?:entonces|luego) | si\\b.{1,80}\\bentonces | disparador* | desencadenante* | trigger* | → | ->
      cada vez que | en cuanto | tan pronto como`,
    labels:
      'etiquetas? | categorí* | tags? | una de (?:estas|las siguientes) | opciones | clases | clasific* en',
    fallback: `otr[oa]s? | ninguna de (?:estas|las anteriores) | cualquier otra cosa | no encaja | no (?:está|estás) segur[oa]
      si no encaja en ninguna | varios`,
    oneLabelOnly: `(?:solo|sólo|solamente|únicamente) (?:la |una |el |un )?(?:etiqueta|palabra|categoría|nombre de la etiqueta) | nada más
      sin (?:texto|palabras|explicación|explicaciones) (?:extra|adicional|adicionales|más) | sin explica* | una (?:sola )?palabra | exactamente una
      responde (?:solo |únicamente )?con (?:la|una) (?:etiqueta|palabra|categoría)`,
    facts: `datos? | hechos? | detalles? | hech[oa] (?:de|con|a mano) | \\d+ ?% | tallas? | tamaños? | colores? | materiales? | lavado | lavar
      cuidados | precios? | horarios? | abrimos | abierto (?:de|hasta) | plazas | mesas? (?:de|para) | capacidad | hasta \\d+
      \\d+ ?(?:cm|mm|ml|g|kg|am|pm)`,
    frequency: `${NUMBER} (?:veces|publicaciones|posts?) (?:a|por|cada) (?:la )?(?:semana|día) | una vez (?:a|por|cada) (?:la )?(?:semana|día)
      un día sí y otro no | a diario | diariamente | todos los días | ${NUMBER} (?:publicaciones|posts?) | por semana | a la semana`,
    platform:
      'instagram | insta | ig | tiktok | facebook | pinterest | twitter | threads | youtube | linkedin | whatsapp | telegram | etsy | bluesky | snapchat',
    themes: `temas? | temátic* | sobre | acerca de | entre bastidores | detrás de cámaras | recetas? | consejos | trucos | historias
      cómo (?:hacemos|hago|preparamos|preparo) | nuevos sabores | sabores nuevos | mercado* | feria* | clientes | de temporada`,
    offer: `reembols* | devolución del dinero | devolver el dinero | descuento* | seguimiento | número de seguimiento | enlace de seguimiento
      vale de (?:descuento|compra) | cupón* | código (?:de )?descuento | envío (?:gratis|gratuito) | reposición | reenví* | sustituci*
      \\d+ ?% | exprés | urgente | crédito | política`,
    noPersonal: `\\[[^\\]\\n]{1,40}\\] | \\{[^}\\n]{1,40}\\} | <[^>\\n]{1,40}> | \\S+@example\\.(?:com|org|net) | el cliente | la clienta
      un cliente | una clienta | nombre del cliente | sin (?:su |el |sus )?(?:nombre|nombres|datos personales|datos reales) | anónim*`,
    program:
      'google sheets | hojas de cálculo de google | hojas de google | sheets | excel | libreoffice | numbers | calc | openoffice | microsoft 365 | office 365',
    columns: `columnas? [a-z](?![\\p{L}]) | columnas? [a-z] (?:a|-|hasta|y) [a-z] | de la [a-z] a la [a-z] | filas? ${NUMBER}
      filas? \\d+ (?:a|-|hasta) \\d+ | de la fila \\d+ a la \\d+ | encabezados? en la fila | fila de encabezados? | primera fila | fila 1
      [a-z]\\d+:[a-z]\\d+`,
    cell: `celda [a-z]+\\d+ | en [a-z]\\d+ | [a-z]\\d+ | (?:abajo|debajo|al final|al lado) de (?:la|el) (?:tabla|columna|fila)
      en una (?:celda|columna|fila) nueva | en una nueva (?:celda|columna|fila) | fila de totales | fila del total`,
    explainPlainly: `explic* | explicación | qué hace (?:cada parte|la fórmula|el script|el código|esto) | cómo funciona | guíame | desglos*
      en palabras sencillas | de forma sencilla`,
    error: `#[a-z]+[?!/0]* | (?:el )?error (?:dice|pone|muestra|aparece) | (?:dice|pone|muestra|sale|aparece) "[^"]+" | "[^"\\n]{2,60}"
      «[^»\\n]{2,60}» | mensaje de error`,
    expected: `esperab* | esperad[oa] | espero (?:que|ver|obtener) | debería (?:mostrar|dar|devolver|ser|salir|contar|sumar) | quería (?:ver|que)
      se supone que | un número | el total | la suma | el recuento | necesito (?:un|el|la) (?:número|total|suma)`,
    whatWasDone: `puse | pusimos | escribí | introduje | pegué | copié | añadí | agregué | usé | utilicé | ejecuté | probé | hice clic | pulsé | inserté
      he (?:puesto|escrito|introducido|pegado|copiado|añadido|usado|probado|ejecutado|insertado)`,
    review: `repas* | revis* | simulacro* | exámenes? (?:de práctica|de prueba|anteriores|pasados) | exámenes de años anteriores
      tests? de práctica | autoevalu* | repetición espaciada | ponerme a prueba | prueba de práctica | ejercicios de práctica`,
    weakest: `débil* | flojo* | floja* | me cuesta* | lo que más me cuesta | más difícil | lo más difícil | se me da (?:mal|fatal) | peor
      menos segur[oa] | problemas con | me lío | me confund* | confus*`,
    updateFiles: `actualiz* | reemplaz* | sustitu* | desactualizad* | obsolet* | antiguo* | nuev[oa]s? versi* | última versión
      volver a subir | resubir | subir (?:el|los|la|las) nuev*`,
    rerunTests: `volver a (?:ejecutar|probar|pasar|lanzar|hacer) | vuelve a (?:probar|ejecutar|pasar|hacer) | repet\\p{L}* (?:las |los )?(?:pruebas|tests)
      repite (?:las |los )?(?:pruebas|tests) | prueba(?:s)? de nuevo | probar de nuevo | probar otra vez`,
    recordChanges: `registr* | historial | bitácora | anota* | apunta (?:los |qué |lo que )?(?:cambios|cambié) | lleva(?:r)? (?:un )?(?:registro|control)
      document* | lista de cambios | changelog | log`,
    testCases: `falta (?:de )?(?:información|datos|detalles) | información (?:incompleta|que falta) | datos incompletos
      fuera de (?:tema|su ámbito|lo que (?:sabe|hace)) | sin relación | no relacionad* | no se puede(?:n)? responder | imposibles? de responder
      sin respuesta | no (?:está|aparece|viene) en (?:el|los|la|las) (?:archivo|archivos|guía|faq|documento|documentos) | vag[oa]s? | incomplet*`,
    goodAnswer: `buena respuesta | respuesta (?:ideal|correcta|esperada|buena|adecuada) | qué debería (?:decir|responder|hacer|contestar)
      cómo debería (?:responder|contestar|reaccionar) | debería (?:decir|responder|contestar)`,
    oneSentenceJob: `una (?:sola )?frase | una (?:sola )?oración | en una frase | en una línea | a quién ayuda | entrada | salida | qué recibe
      qué devuelve | qué entrega`,
    whoUses: `para (?:mi |nuestro |nuestra |mis |nuestros |nuestras )?(?:equipo|personal|clientes|compañer\\p{L}*|estudiantes|alumnos|familia|miembros|socios|voluntari\\p{L}*|padres|lectores|tienda|negocio|cafetería|clase)
      (?:lo |la )?(?:usará|usarán|utilizará|utilizarán|usaremos|usamos|usaré) | lo (?:vamos|van) a usar | usuari\\p{L}* (?:son|serán)
      mi (?:marido|mujer|pareja|esposo|esposa) y yo`,
    repeated: `cada (?:día|semana|mañana|tarde|noche|viernes|lunes|domingo|mes|vez) | todos los (?:días|lunes|martes|miércoles|jueves|viernes|sábados|domingos|meses)
      todas las (?:semanas|mañanas|tardes|noches) | semanalmente | diariamente | mensualmente | a menudo | con frecuencia | frecuentemente
      regularmente | una y otra vez | rutina | repet* | normalmente | habitualmente | suelo | solemos`,
    apps: `gmail | outlook | google (?:sheets|forms|calendar|drive|docs) | formularios? de google | excel | calendly | trello | notion | slack
      whatsapp | zapier | make | n8n | airtable | mailchimp | shopify | etsy | stripe | paypal | typeform | jotform | hojas? de cálculo
      bandeja de entrada | calendario | app | apps | aplicaci* | herramientas?`,
    formFields:
      'campos? | nombre | correo | email | e-mail | teléfono | fecha de nacimiento | dirección | recoge | apellidos? | casillas? | desplegables?',
    order: `primero | luego | después | a continuación | por último | finalmente | paso ${NUMBER} | \\d[.)] | cuando\\b.{1,80}\\b(?:entonces|luego)
      → | -> | en orden`,
    avoid: `no (?:me |le |les |lo |la |los |las |te |nos |se )?(?:menciones|digas|prometas|incluyas|uses|utilices|añadas|agregues|culpes|pongas|escribas|hables|inventes|cambies|des|hagas|suene)
      nunca | jamás | evit* | sin (?:\\p{L}+ )?(?:emojis?|exclamaciones|jerga|bromas|hashtags|disculpas|excusas|promesas|enlaces|tecnicismos|mayúsculas)
      sin | omit* | deja fuera | no quiero`,
    action: `tienen que | hay que | necesitan | deben | deberían | asegúrate de | asegúrense de | recuérdales | recuerden | no olviden | guarden | guardar
      llenen | llenar | acción | qué hacer | lo que (?:tienen|deben|hay) que hacer | lo primero | al principio | al inicio | empieza (?:con|por)
      primera línea | en negrita | llamada a la acción`,
    skills: `se me da (?:muy )?bien | (?:soy|somos) (?:muy )?buen[oa]s? (?:en|con|para) | sé (?:hacer|cocinar|programar|dibujar|coser|tejer|hablar|editar|diseñar|escribir|tocar)
      puedo | habilidad* | experiencia (?:en|con|como) | he trabajado | trabajo (?:como|de) | mi trabajo | mi profesión | titulad* | formación en
      soy (?:un |una )?\\p{L}+(?:or|ora|ista|ero|era|ente|ante|ico|ica|ogo|oga)(?![\\p{L}]) | hablo \\p{L}+ | bilingüe | aficiones | hobby`,
    assistantJob: `(?:asistente|bot|gpt|ayudante|chatbot)(?: \\p{L}+)?(?: de [\\p{L} ]{1,30})? (?:que|para) | (?:el asistente|mi asistente|el bot|el gpt|este gpt) (?:\\p{L}+ )?(?:responde|contesta|escribe|ayuda|redacta|planifica|explica|clasifica|sugiere|revisa|gestiona|convierte|resume|crea|hace|da|dice|debe|va a)
      (?:su|tu) (?:trabajo|tarea|función) (?:es|será) | (?:tú )?(?:respondes|contestas|escribes|ayudas|redactas|planificas|explicas|clasificas|sugieres|revisas|gestionas|conviertes|resumes)`,
    files: `archivos? | ficheros? | faq | preguntas frecuentes | lista de precios | precios | tarifas | guía | documentos? | pdf | hoja de cálculo
      menú | carta | subid[oa]s? | base de conocimiento | horarios? | política | catálogo`,
    setting: `en (?:un|una|el|la|los|las|lo alto de) | sobre (?:un|una|el|la|los|las) | junto a | al lado de | cerca de | bajo (?:un|una|el|la)
      debajo de | encima de | frente a | delante de | detrás de | a lo largo de | rodead[oa] de | al (?:atardecer|amanecer|anochecer|borde de)
      de noche | a la orilla | fondo | primer plano | escena | paisaje | orilla | playa | puerto | jardín | habitación | mesa | ventana`,
    style: `foto* | fotografía* | fotográfic* | ilustración* | ilustrad* | vectorial* | plano | estilo plano | acuarela | óleo | pintura | acrílico
      lápiz | boceto* | dibujo | dibujos | tinta | pastel | 3d | render* | dibujos animados | caricatura | anime | manga | cómic
      pixel art | arte digital | cinematográfic* | minimalis* | realista* | fotorrealista* | hiperrealista* | póster | editorial
      escandinav* | nórdic* | mid-century | boho | bohemi* | japandi | industrial | rústic* | art déco | vintage | retro | moderno | moderna
      (?:de |al )?estilo (?:de |del )?(?!y |o )\\p{L}{3,} | studio ghibli | ghibli | cuento infantil | papel recortado | collage | linograbado
      isométric* | low poly | plastilina`,
    colours: `colores (?:cálidos|fríos|vivos|suaves|pastel|apagados|neutros|naturales|tierra|claros|oscuros|brillantes|intensos)
      paleta (?:de colores )?(?:cálida|fría|suave|pastel|neutra|de \\p{L}+) | tonos (?:cálidos|fríos|pastel|tierra|suaves|neutros|\\p{L}+s) | pastel*
      rojo* | roja* | naranja* | amarill* | verde* | azul* | morad* | violeta* | rosa | rosas | rosado* | blanc[oa]s? | negr[oa]s? | gris* | dorad[oa]s?
      plateado* | turquesa | azul marino | beige | crema | marrón | marrones | terracota | salvia | mostaza | apagad[oa]s | vibrantes? | brillantes?
      monocrom* | neón`,
    light: `luz (?:cálida|suave|natural|dorada|tenue|fría|difusa|dramática|lateral|cenital|brillante|intensa|ambiental|cinematográfica|matutina|nocturna|de (?:la )?(?:tarde|mañana|atardecer|amanecer|invierno|otoño|verano|velas?|luna|ventana|neón|estudio)|del (?:atardecer|amanecer|sol))
      iluminación (?:cálida|suave|natural|tenue|dramática|de estudio|cinematográfica|lateral|ambiental) | iluminad[oa] | soleado | atardecer | amanecer
      puesta de sol | hora dorada | golden hour | hora azul | anochecer | crepúsculo | velas? | a contraluz | contraluz | sombras (?:suaves|largas|marcadas)
      sombras | resplandor | brillo (?:suave|cálido) | neón | luz de luna | nublado | luz del día | lámparas? | guirnaldas? de luces | lucecitas`,
    mood: `ambiente (?:acogedor|cálido|tranquilo|festivo|alegre|relajado|romántico|mágico|íntimo|nostálgico|misterioso|sereno|hogareño|navideño|invernal|(?!y |o |de )\\p{L}{4,})
      atmósfera (?:acogedora|cálida|tranquila|festiva|alegre|relajada|romántica|mágica|íntima|nostálgica|misteriosa|serena) | acogedor* | tranquil*
      apacible | seren[oa] | onírico | soñador* | juguet* | alegre | feliz | festiv* | romántic* | misterios* | relajad* | relajante | nostálgic*
      enérgic* | melancólic* | sombrí[oa] | mágic* | caprichos* | hogareñ* | hygge | sensación de (?:calma|calidez|hogar|paz)`,
    composition: `primer plano | plano (?:general|medio|detalle|cenital|picado|contrapicado|corto|abierto) | vista (?:aérea|cenital|desde arriba|de pájaro)
      desde arriba | desde abajo | flat lay | centrad[oa] | en el centro | descentrad[oa] | regla de los tercios | a la (?:izquierda|derecha)
      (?:lado|tercio|mitad|esquina|parte) (?:izquierd[oa]|derech[oa]|superior|inferior) | en (?:la esquina|el fondo|el centro|primer plano)
      retrato | horizontal | vertical | cuerpo entero | encuadr* | simétric* | ángulo (?:bajo|alto|picado|contrapicado) | a la altura de los ojos
      macro | gran angular`,
    emptySpace: `espacio (?:vacío|libre|en blanco|negativo|limpio) | espacio para (?:el |un )?(?:texto|título|titular|palabras|mensaje) | hueco para (?:el |un )?(?:texto|título)
      sitio para (?:el |un )?texto | lugar para (?:el |un )?texto | fondo (?:liso|limpio|simple|despejado|uniforme|sencillo|vacío) | cielo despejado | pared lisa
      despejad[oa] | (?:lado|tercio|mitad|parte) (?:izquierd[oa]|derech[oa]|superior|inferior) (?:vací[oa]|libre|despejad[oa]|limpi[oa])
      (?:la taza|el sujeto|la bebida|el objeto|la figura) (?:a la|en la) (?:izquierda|derecha|parte inferior|parte superior)`,
    features: `muebles | mobiliario | cama | cabecero | armario | estanterías? | estante | escritorio | silla | sillón | butaca | alfombra | cortinas
      lámpara | plantas? | madera | roble | pino | lino | algodón | lana | terciopelo | ratán | mimbre | bambú | mármol | latón | metal | paredes?
      suelo | techo | papel pintado | pintura | salvia | terracota | crema | blanc[oa]s? | beige | verde | azul`,
    aspectRatio:
      '--ar \\d+:\\d+ | --aspect \\d+:\\d+ | relación de aspecto | proporción \\d+:\\d+ | formato \\d+:\\d+',
    styleRef: '--sref\\s+(?:\\S+) | referencia de estilo',
    parameter: '--[a-z]+(?:\\s+(?!-)\\S+)?',
  },
};

export default es;

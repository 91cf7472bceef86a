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
};

export default es;

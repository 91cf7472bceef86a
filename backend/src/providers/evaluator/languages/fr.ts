import type { LanguageLexicon } from '../language-lexicon';
import { fold, LETTERS as L, foldedWordsPattern as words } from '../rubric-text';

// French, read word by word without accents ("préparé" as "prepare"); an elided article is a word of
// its own ("l'examen" is "l" and "examen"), so the lists name words without it.

const NUMBER = `(?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|cinquante|quelques)`;
const UNITS = `(?:mots?|phrases?|lignes?|paragraphes?|points?|puces?|éléments?|idées?|questions?|étapes?|minutes?|min|heures?|jours?|nuits?|semaines?|mois|pages?|caractères?|options?|exemples?|conseils?|recettes?|euros?|dollars?|personnes?|portions?|parts?|diapos?|diapositives?|sections?|parties?|lieux|endroits?|activités?|repas|plats?|termes?|sujets?|thèmes?)`;

const fr: LanguageLexicon = {
  reads: 'words',
  commonWords: `
    a à au aux avec chez dans de des du en entre par pour sans sous sur vers le la les l un une d j
    qu c s n m t et ou mais donc or ni car que qui quoi dont où si ne pas plus moins très trop peu
    beaucoup tout toute tous toutes autre autres ce cet cette ces ça cela ceci je tu il elle on nous
    vous ils elles me te se moi toi lui leur leurs mon ma mes ton ta tes son sa ses notre nos votre
    vos est sont suis es sommes êtes était été être ai as avons avez ont avoir fait faire peux peut
    pouvez pourrais pourriez veux voudrais veut besoin merci bonjour salut aussi seulement quelque
    quelques chose choses rien chaque quel quelle quels quelles comment quand pourquoi combien ici
    alors bien bon bonne mieux prompt assistant ia intelligence artificielle chatgpt réponse réponses
    écris écrire donne dis aide utilise inclus exemple exemples y il s'il plaît plait
  `,
  numbers: {
    deux: '2',
    trois: '3',
    quatre: '4',
    cinq: '5',
    six: '6',
    sept: '7',
    huit: '8',
    neuf: '9',
    dix: '10',
    douze: '12',
    quinze: '15',
    vingt: '20',
    trente: '30',
  },
  glossary: `
    recipe: recette*
    meal: dîner*, repas, déjeuner*, souper*, cuisiner, cuisinons, plat, plats
    ingredient: ingrédient*, produit*, aliment*
    time: temps, minute*, heure*, rapide*, vite
    equipment: poêle*, four, fours, micro-ondes, plaque*, cuisinière*, équipement*, casserole*, cuisine
    diet: régime*, végétarien*, végan*, vegan*, allergi*
    summary: résum*, synthès*
    notes: note, notes, prise de notes
    quiz: quiz, questionnaire*, test, tests, interro*
    exam: examen*, partiel*
    revise: révis*, revoir
    trip: voyag*, séjour*, visite*, vacances, escapade*
    city: ville*
    weekend: week-end*, weekend*
    day: jour, jours, journée*, quotidien*
    week: semaine*
    plan: plan, plans, planifi*, planning*, programme*, itinéraire*
    budget: budget*, coût*, prix, argent, pas cher, bon marché, dépense*
    transport: transport*, voiture*, bus, métro*, à pied, marcher, vélo*
    interest: intérêt*, intéresse, intéressent, intéressé*, passion*, aime, aimons, adore*, loisir*, hobby*
    friend: ami, amie, amis, amies, copain*, copine*
    letter: lettre*
    job: travail, emploi*, poste*, job*, boulot*
    bookshop: librairie*, livre*
    question: question*
    presentation: présentation*, exposé*, diapo*
    research: recherche*
    topic: sujet*, thème*
    microplastics: microplastique*
    water: eau, eaux
    keyword: mot-clé, mots-clés, mot clé, mots clés, synonyme*
    explain: expliqu*, explication*
    concept: concept*, idée*, notion*
    analogy: analogie*, comparaison*, métaphore*
    level: niveau*, débutant*, novice*
    chemistry: chimie*
    mole: mole, moles
    understand: compren*, compris*, vérifi*
    course: cours, formation*
    statistics: statistique*
    probability: probabilité*
    hypothesis: hypothèse*
    regression: régression*
    weak: faible*
    economics: économie*
    supply: offre, offres
    demand: demande, demandes
    elasticity: élasticité*
    market: marché*
    sheet: fiche*, antisèche*, feuille*
    page: page*
    section: section*, partie*, rubrique*
    table: tableau*
    term: terme*
    gap: lacune*, manque*, manquant*, flou*, pas clair
    invent: invent*
    packing: bagage*, valise*
    checklist: checklist*, check-list*, liste de contrôle
    hiking: randonnée*, rando
    mountain: montagne*
    october: octobre
    list: liste*
    email: e-mail*, email*, courriel*, mail, mails
    plain: simple*
    practice: exercice*, entraînement*, pratique*
    flashcards: flashcard*, carte*
  `,
  patterns: {
    context: [
      words(`
        j'ai | je n'ai que | nous avons | on a | je suis | nous sommes | on est | je viens de
        je travaille | j'étudie | je vis | j'habite | je prépare | je me prépare | je vais | nous allons
        on va | je pars | nous partons | on part | (?:j'|nous )(?:aime|adore|aimons|adorons|préfère|préférons)
        on aime | on adore | mon ami et moi | mon amie et moi | parce que | car | puisque | comme j'ai
        afin de | pour que | pour pouvoir | mon objectif | objectif | mon but | contexte | situation
        actuellement | en ce moment | la semaine prochaine | demain | ce soir | ce week-end | ce weekend
      `),
    ],
    audience: [
      words(`
        tu es | vous êtes | agis comme | agissez comme | joue le rôle | jouez le rôle | fais comme si
        imagine que tu es | imaginez que vous êtes | dans le rôle | rôle | en tant que
        comme (?:un|une) (?:expert|experte|professeur|prof|tuteur|tutrice|coach|chef|cuisinier|cuisinière|guide|éditeur|mentor|ami|amie|bibliothécaire|recruteur|conseiller|conseillère)${L}
        pour (?:un |une |mon |ma |mes |le |la |les |des |notre |nos )?(?:débutant|enfant|élève|étudiant|équipe|patron|chef|manager|responsable|collègue|ami|amie|famille|parent|lecteur|lectrice|public|client|ado|adolescent|quelqu'un|personne|novice|classe|professeur|voisin|voisine|grand-mère|grand-père|mère|père|frère|sœur)${L}
        public | lecteurs? | lectrices? | quelqu'un qui | à mon niveau | mon niveau
        niveau (?:débutant|intermédiaire|avancé|de base) | je suis débutant${L} | je débute
        je suis nouveau | je suis nouvelle | je n'y connais rien | je ne connais rien | je n'ai jamais
        je viens de commencer | d'introduction | introductif | je ne comprends pas | j'ai du mal
        je suis perdu${L} | explique-moi comme | comme si j'avais
      `),
    ],
    format: [
      words(`
        liste${L} | puces? | à puces | numérot${L} | tableau${L} | colonnes? | lignes | une ligne par
        étapes? | étape par étape | pas à pas | checklist | check-list | liste de contrôle | paragraphes?
        titres? | intertitres? | sections? | plan détaillé | json | markdown | csv | modèle | gabarit
        jour par jour | par jour | semaine par semaine | par semaine | planning | emploi du temps
        calendrier | format | mise en forme | fiches? | questions-réponses | itinéraire | programme
        agenda | graphique | points clés | en \\d+ points | sous forme de points
      `),
    ],
    constraints: [
      new RegExp(
        fold(`(?<![\\p{L}\\p{N}])${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?${UNITS}(?![\\p{L}\\p{N}])`),
        'u',
      ),
      /(?<![\p{L}\p{N}])\d+\s?(?:h|min)(?![\p{L}])/u,
      words(`
        moins de | pas plus de | au maximum | maximum | max | au plus | jusqu'à | au moins | minimum
        au minimum | en moins de | budget | limite${L} | court${L} | brève? | bref | concis${L}
        succinct${L} | évite${L} | sans | n'utilise pas | n'ajoute pas | n'invente pas | n'invente rien
        ne pas (?:inventer|ajouter|utiliser|inclure) | seulement | uniquement | exactement | tel quel
        telle quelle | au lieu de | plutôt que | une page | une seule page | une à la fois | un à la fois
        une par une | un par un | longueur | durée
      `),
    ],
    tone: [
      words(`
        (?:le|un|sur un|d'un|quel|même) ton | amical${L} | chaleureu${L} | formel${L} | informel${L}
        poli${L} | courtois${L} | décontracté${L} | professionnel${L} | langage (?:simple|clair)
        (?:des )?mots simples | (?:termes|façon|manière) simples? | simplement
        facile à (?:lire|comprendre|suivre) | encourageant${L} | bienveillant${L} | drôle | humour
        sérieu${L} | respectueu${L} | neutre | conversationnel${L} | jargon | familier | détendu${L}
        calme | rassurant${L} | honnête | persuasi${L} | vouvoie${L} | tutoie${L}
      `),
    ],
    examples: [
      words(`
        par exemple | p\\. ex | comme ceci | comme ça | exemples? | échantillon | voici | analogie${L}
        comparaison | métaphore | tel que | telle que | tels que | telles que
      `),
    ],
  },
  request: words(`
    peux-tu | peux tu | pourrais-tu | pourrais tu | pouvez-vous | pouvez vous | pourriez-vous
    pourriez vous | est-ce que tu (?:peux|pourrais) | est-ce que vous (?:pouvez|pourriez)
    (?<=^|[.!?,;:\n]s{0,3})(?:tu (?:peux|pourrais)|vous (?:pouvez|pourriez)) | j'aimerais
    je voudrais | je veux | je souhaite | nous voudrions | j'ai besoin | il me faut | aide-moi
    aidez-moi | donne-moi | donnez-moi | dis-moi | dites-moi | montre-moi | propose-moi | proposez-moi
    explique-moi | expliquez-moi | fais-moi | faites-moi | écris-moi | s'il te plaît | s'il vous plaît
    stp | svp | merci de | écrivez | rédigez | faites | donnez | créez | proposez | suggérez | expliquez
    résumez | listez | énumérez | comparez | planifiez | organisez | préparez | traduisez | corrigez
    vérifiez | posez | imaginez | agissez | aidez | indiquez | classez | reformulez | réécrivez
    transformez | établissez | dressez | construisez | choisissez | calculez | analysez | identifiez
    recommandez | conseillez | décrivez | générez | montrez | concevez
  `),
  openingVerbs: `
    écris rédige fais crée propose suggère explique résume liste énumère compare planifie organise
    prépare traduis corrige vérifie pose imagine agis aide indique classe reformule réécris transforme
    établis dresse construis choisis calcule analyse identifie recommande conseille décris génère
    montre conçois donne dis trouve cherche fournis garde utilise inclus ajoute commence
  `,
  openingFillers: "bonjour salut alors maintenant ensuite aussi et stp svp merci s'il te vous plaît",
  question: words(`
    quoi | quel | quelle | quels | quelles | comment | où | quand | qui | pourquoi | combien
    est-ce que | dois-je | devrais-je | faut-il
  `),
  negation: {
    scope: 'after',
    // "je n'ai pas de four", "il n'y a pas" are about the learner; "je ne veux pas de tableau" is a
    // rule; "n'utilise que mes notes" means "only", and "pas à pas" is a format.
    cue: /(?<![\p{L}])(?:(?<!(?:je|j'|nous|on|il|elle)\s+)(?:ne(?![\p{L}])|n'(?=\p{L}))(?!\p{L}+\s+qu)|(?<=(?:je|nous)\s+)(?:ne|n')(?=\s*(?:veux|voudrais|souhaite)(?![\p{L}]))|(?<!pas a\s+|(?:je|j'|nous|on|il|elle)\s+(?:ne\s+|n')\p{L}+\s+)pas(?!\s+(?:a pas|plus|trop|besoin|mal|encore|seulement)(?![\p{L}]))(?![\p{L}])|sans|aucun\p{L}*|jamais|evite\p{L}*|eviter|au lieu d(?:e|u|es|')|plutot que|ni|rien)/gu,
    stops: 'mais seulement plutot puis aussi',
  },
  conjunctions: 'et ou',
};

export default fr;

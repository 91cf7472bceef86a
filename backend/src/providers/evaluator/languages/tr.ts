import type { LanguageLexicon } from '../language-lexicon';
import { fold, LETTERS as L, foldedWordsPattern as words } from '../rubric-text';

// Turkish, read word by word without accents ("çok" as "cok", "ı" as "i"). Suffixes are joined to
// the word, so most entries are stems ("tarif*" is "tarif", "tarifi", "tariflerini"), and the verb
// that makes a request comes last ("…öner", "…hazırlar mısın?", "…istiyorum").

const NUMBER = `(?:\\d+|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on|on iki|on beş|yirmi|otuz|elli|birkaç|tek)`;
const UNITS = `(?:kelime|sözcük|cümle|satır|paragraf|madde|nokta|fikir|fikr|öneri|soru|adım|dakika|dk|saat|gün|gece|hafta|ay|sayfa|karakter|seçenek|örnek|ipucu|ipuç|tarif|lira|tl|euro|avro|dolar|kişi|porsiyon|slayt|bölüm|tur|yer|aktivite|etkinlik|yemek|yemeğ|terim|konu|başlık)`;

const tr: LanguageLexicon = {
  reads: 'words',
  commonWords: `
    ve veya ya da de ile ama fakat ancak çünkü için gibi kadar sonra önce bu şu o bir her hiç çok az
    daha en pek biraz ben sen biz siz onlar bana sana bize size beni seni bizi benim senin bizim
    sizin onun onların bende sende mi mı mu mü misin mısın ne neler nasıl hangi nerede neden niçin kim
    kaç var yok değil evet hayır lütfen teşekkürler merhaba selam olarak olan olsun olsa olur diye
    ki şey şeyler tüm bütün bazı başka aynı sadece yalnızca zaten hem ise yani şimdi bugün artık
    iyi güzel prompt asistan yapay zeka chatgpt cevap yanıt yaz yazın ver verin yap yardım istiyorum
    örnek örneğin
  `,
  numbers: {
    iki: '2',
    üç: '3',
    dört: '4',
    beş: '5',
    altı: '6',
    yedi: '7',
    sekiz: '8',
    dokuz: '9',
    yirmi: '20',
    otuz: '30',
  },
  glossary: `
    recipe: tarif*
    meal: yemek*, yemeğ*, akşam yemeği, öğle yemeği, kahvaltı*, pişir*, öğün*
    ingredient: malzeme*, ürün*, gıda*
    time: zaman*, süre*, dakika*, saat*, hızlı*, çabuk*
    equipment: tava*, fırın*, mikrodalga*, ocak*, ekipman*, mutfak*, tencere*
    diet: diyet*, vejetaryen*, vegan*, alerji*
    summary: özet*
    notes: not, notlar*, notları*, notlarım*, notum*
    quiz: quiz*, test*, kısa sınav*
    exam: sınav*
    revise: tekrarı*, tekrarla*, tekrar et*, tekrar yap*, gözden geçir*
    trip: gezi*, seyahat*, yolculuk*, tatil*, ziyaret*
    city: şehir*, şehr*, kent*
    weekend: hafta sonu*, haftasonu*
    day: gün, günü, günde, güne, günün, günden, günler*, günlük*
    week: hafta*
    plan: plan*
    budget: bütçe*, maliyet*, fiyat*, para, paraya, masraf*, ucuz*
    transport: ulaşım*, toplu taşıma*, araba*, otobüs*, tren*, metro*, yürü*
    interest: ilgi, ilgim*, ilgilen*, ilgi alan*, hobi*, seviyor*, sever*, sevdiğ*, hoşlan*
    friend: arkadaş*
    letter: mektup*, mektub*, ön yazı*, önyazı*
    job: iş, işi, işin, işim, iş ilanı*, pozisyon*, eleman*
    bookshop: kitapçı*, kitabevi*, kitap*
    question: soru*
    presentation: sunum*, slayt*
    research: araştır*
    topic: konu*
    microplastics: mikroplastik*
    water: su, suyu, suda, suyun, sular*
    keyword: anahtar kelime*, arama*, eş anlamlı*, eşanlamlı*
    explain: açıkla*, anlat*
    concept: kavram*, fikir*, fikr*
    analogy: benzetme*, analoji*
    level: seviye*, acemi*, yeni başlayan*
    chemistry: kimya*
    mole: mol, molü, mol kavramı*
    understand: anla*, kontrol*
    course: kurs*, ders*
    statistics: istatistik*
    probability: olasılık*
    hypothesis: hipotez*
    regression: regresyon*
    weak: zayıf*
    economics: ekonomi*, iktisat*
    supply: arz*
    demand: talep*
    elasticity: esneklik*
    market: piyasa*, pazar*
    sheet: kopya kağıdı*, çalışma kağıdı*, kağıt*, kâğıt*
    page: sayfa*
    section: bölüm*, kısım*
    table: tablo*, çizelge*
    term: terim*
    gap: eksik*, boşluk*, belirsiz*
    invent: uydur*
    packing: bavul*, valiz*, bagaj*
    checklist: kontrol listesi*
    hiking: yürüyüş*, trekking*
    mountain: dağ, dağa, dağda, dağı, dağlar*, dağlık*
    october: ekim*
    list: liste*
    email: e-posta*, eposta*, mail*
    plain: basit*, sade*
    practice: alıştırma*, pratik*
    flashcards: kart, kartlar*, bilgi kartı*
  `,
  patterns: {
    context: [
      words(`
        elimde | evde | bende | evimde | dolapta | buzdolabında | çünkü | zira | bu yüzden | o yüzden
        bu nedenle | amacım | amaç | hedefim | bağlam | durum${L} | şu an | şu anda | yarın | bu akşam
        bu gece | gelecek hafta | haftaya | önümüzdeki hafta | bu hafta sonu | hafta sonu
        \\p{L}+(?<!ist|ed|rica ed)[ıiuü]yor(?:um|uz) | \\p{L}+(?:[ıiuü]m|m|[ıiuü]m[ıiuü]z) var
        (?:geldim|döndüm|aldım|gittim|başladım|kaydoldum|aldık|geldik)
        (?:öğrenci|vejetaryen|vegan|çalışan|yeni)(?:y)?[ıiuü]m | arkadaşımla | arkadaşım ve ben
      `),
    ],
    audience: [
      words(`
        sen bir | sen (?:deneyimli|uzman|profesyonel) | (?<=^|[.!?\n]s{0,3})(?:sen|siz) | gibi davran${L} | gibi düşün${L} | rolünde
        rolüne | rolü | rolü${L} | olarak davran${L}
        (?:yeni başlayan|başlangıç seviyesindeki|acemi|çocuk|çocuklar|öğrenci|ekip|takım|patron|müdür|yönetici|meslektaş|arkadaş|aile|veli|okuyucu|müşteri|genç|komşu|anne|baba|kardeş|yaşlı|herkes)${L} için
        biri için | birine | hedef kitle${L} | okuyucu${L} | okur${L} | dinleyici${L} | seviyeme
        seviyemde | seviyesinde | benim seviyem | (?:başlangıç|orta|ileri) seviye${L} | yeni başladım
        yeniyim | acemiyim | hiçbir şey bilmiyorum | hiç bilmiyorum | anlamıyorum | anlayamıyorum
        kafam karıştı | zorlanıyorum | giriş (?:seviyesi|dersi|kursu)
      `),
    ],
    format: [
      words(`
        liste${L} | madde${L} | numaralı | numaralandır${L} | tablo${L} | sütun${L} | satır${L}
        adım${L} | adım adım | kontrol listesi | paragraf${L} | başlık${L} | bölüm${L} | taslak
        json | markdown | csv | şablon${L} | gün gün | günlük (?:plan|program)${L} | hafta hafta
        haftalık (?:plan|program)${L} | takvim${L} | program${L} | format${L} | biçim${L} | kart${L}
        soru-cevap | soru cevap | güzergah${L} | rota${L} | ajanda | grafik${L} | şema${L} | özet halinde
      `),
    ],
    constraints: [
      new RegExp(
        fold(`(?<![\\p{L}\\p{N}])${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?${UNITS}\\p{L}*(?![\\p{N}])`),
        'u',
      ),
      /(?<![\p{L}\p{N}])\d+\s?(?:dk|tl|₺)(?![\p{L}])/u,
      words(`
        en fazla | en çok | en az | azami | asgari | en geç | \\p{L}+(?:dan|den|tan|ten) az
        \\p{L}+(?:dan|den|tan|ten) fazla (?:olmasın|olmamalı|olmayan|değil) | geçmesin | geçmemeli
        geçmeyecek | geçmeyen | aşmasın | aşmamalı | içinde | sınır${L} | limit${L} | bütçe${L} | kısa
        kısaca | kısa tut | özlü | kullanma | ekleme | uydurma | olmadan | \\p{L}+(?:madan|meden)
        sadece | yalnızca | tam olarak | aynen | yerine | tek sayfa | bir sayfa${L} | birer birer
        teker teker | tek tek | sırayla | uzunluk | süre${L}
      `),
    ],
    tone: [
      words(`
        ton${L} | üslup | üslub${L} | samimi | dostça | arkadaşça | sıcak bir | resmi | gayriresmi
        kibar | nazik | saygılı | günlük dil${L} | profesyonel | (?:sade|basit|yalın|anlaşılır|açık) (?:bir )?(?:dil|dille|kelimeler${L}|şekilde|anlatım${L})
        anlaşılır
        cesaretlendirici | teşvik edici | motive edici | esprili | komik | eğlenceli | ciddi | nötr
        tarafsız | sohbet havasında | jargon${L} | teknik terim${L} | sakin | içten | dürüst | ikna edici
      `),
    ],
    examples: [
      words(`
        örneğin | mesela | örnek${L} | örneğ${L} | misal | şöyle bir | şu şekilde | benzetme${L}
        analoji${L} | karşılaştırma
      `),
    ],
  },
  request: words(`
    lütfen | rica ediyorum | rica ederim | rica etsem | istiyorum | istiyoruz | isterim | isterdim
    ister misin | ister misiniz | ihtiyacım var | ihtiyacım | lazım | yardım et${L} | yardımcı ol${L}
    \\p{L}+ m[ıiuü]s[ıiuü]n(?:[ıiuü]z)?
    (?:yaz|öner|hazırla|açıkla|listele|sırala|ver|oluştur|planla|özetle|yap|çıkar|bul|anlat|karşılaştır|düzenle|göster|çevir|seç|hesapla|tasarla|düzelt|kontrol et|gözden geçir|değerlendir|tanımla|belirle|sor|tahmin et|yeniden yaz|dönüştür|böl|grupla|ekle|kullan|tut|odaklan|hayal et|davran|tavsiye et|söyle|paylaş|ayır|topla|öğret|yazar|önerir|hazırlar|verir|yapar)(?:[ıiuü]n|y[ıiuü]n|[ıiuü]n[ıiuü]z|y[ıiuü]n[ıiuü]z)?
  `),
  openingVerbs: '',
  openingFillers: '',
  question: words(`
    ne | neler | nasıl | hangi | nerede | nereye | ne zaman | kim | neden | niçin | niye | kaç
    ne kadar | m[ıiuü] | m[ıiuü]s[ıiuü]n
  `),
  negation: {
    scope: 'before',
    // A negative imperative ends its clause ("tablo kullanma", "fiyatlardan bahsetmeyin"); "yok" after
    // a possessive is about the learner ("fırınım yok") and is left out, "gerek yok" is a rule.
    cue: /(?<![\p{L}])(?:(?!(?:guncelleme|ozetleme|planlama|degerlendirme|duzenleme|iyilestirme|gosterme)(?![\p{L}]))\p{L}{2,}(?:ma|me)(?:yin|yiniz|sin|sinler)?(?=\s*(?:[.,;:!?\n]|$|lutfen|ve\s|ama\s))|\p{L}{2,}(?:madan|meden)|olmasin|olmadan|istemiyorum|istemiyoruz|istemem|gerek yok|gerekmez|degil(?![\p{L}])|yerine|haric)/gu,
    reach: 3,
  },
  conjunctions: 've veya ile ya',
};

export default tr;

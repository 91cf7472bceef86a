import type { LanguageLexicon } from '../language-lexicon';
import { fragmentsPattern as fragments } from '../rubric-text';

// Japanese, read as text: words are not separated, so every entry is a fragment found anywhere
// (after NFKC: full-width digits and letters are plain, "？" is "?"). A single kanji is too short to
// stand alone ("表" is in "発表"), so such entries carry what comes before or after them.

const NUMBER = '(?:\\d+|[二三四五六七八九十]|一(?=[つ人文行枚品問案点]))';
const UNITS =
  '(?:語|単語|文字|字|文|行|段落|点|項目|個|つ|案|アイデア|問|質問|ステップ|手順|分|時間|日|泊|週|週間|か月|ヶ月|ページ|枚|件|品|人|人分|人前|円|ユーロ|ドル|スライド|章|セクション|回|用語|テーマ|行程|レシピ)';

const ja: LanguageLexicon = {
  reads: 'text',
  commonWords: `
    私 僕 俺 自分 あなた 今 何 方 事 時 人 的 等 中 上 下 前 後 他 次 全部 全て 一緒 感じ 場合 必要
    プロンプト アシスタント ai chatgpt 回答 答え 例 例えば
  `,
  numbers: {},
  glossary: `
    recipe: レシピ, 作り方, 献立
    meal: 夕食, 夕飯, 晩ご飯, 晩御飯, 晩ごはん, ばんごはん, 昼食, 朝食, ランチ, ディナー, 料理, ご飯, ごはん, 食事, 自炊
    ingredient: 材料, 食材, 具材
    time: 時間, 分以内, 短時間, 手早く, 素早く, 時短
    equipment: フライパン, オーブン, 電子レンジ, レンジ, コンロ, 鍋, 調理器具, キッチン, 台所
    diet: 菜食, ベジタリアン, ヴィーガン, ビーガン, アレルギー, 食事制限, ダイエット
    summary: 要約, まとめ, 要点, 概要
    notes: ノート, メモ, 板書
    quiz: 小テスト, クイズ, テスト
    exam: 試験, 期末, 中間考査
    revise: 復習, 見直し, おさらい
    trip: 旅行, 旅, 観光, 訪問, 休暇
    city: 都市, 市内, 街
    weekend: 週末, 土日
    day: 日間, 毎日, 一日, 1日, 日ごと, 日目, 日帰り
    week: 週
    plan: 計画, プラン, 予定, スケジュール, 日程, 旅程
    budget: 予算, 費用, 値段, 価格, お金, 安い, 安く, 格安, 円以内
    transport: 交通, 移動, 電車, バス, 車, 徒歩, 歩い, 地下鉄
    interest: 興味, 好き, 趣味, 関心
    friend: 友達, 友人, 友だち
    letter: 手紙, カバーレター, 送付状, 志望動機
    job: 仕事, 求人, 職, アルバイト, バイト, パート, 応募
    bookshop: 書店, 本屋, 書籍
    question: 質問, 問題, 問い, 設問
    presentation: 発表, プレゼン, スライド
    research: 研究, 調査, 調べ, リサーチ
    topic: テーマ, 題材, トピック, 話題
    microplastics: マイクロプラスチック
    water: 水
    keyword: キーワード, 検索, 類義語, 同義語
    explain: 説明, 解説
    concept: 概念, アイデア, アイディア, 考え方
    analogy: たとえ話, 例え話, 比喩
    level: レベル, 初心者, 初学者, 入門
    chemistry: 化学
    mole: モル
    understand: 理解, わかった, 分かった, 確認
    course: 講座, コース, 授業, 講義
    statistics: 統計
    probability: 確率
    hypothesis: 仮説
    regression: 回帰
    weak: 苦手, 弱い, 弱点
    economics: 経済
    supply: 供給
    demand: 需要
    elasticity: 弾力性, 弾性
    market: 市場, マーケット
    sheet: シート, カンニングペーパー
    page: ページ, 1枚
    section: セクション, 項目, (?<![文楽])章
    table: (?<![発代公年時])表(?![現示情紙])
    term: 用語
    gap: 抜け, 不足, 欠け, 不明, 曖昧, あいまい
    invent: 作り話, でっち上げ, 捏造, 創作
    packing: 荷物, パッキング, 荷造り, 持ち物
    checklist: チェックリスト
    hiking: ハイキング, 登山, トレッキング
    mountain: (?<![沢])山(?![田本口])
    october: 10月, 十月
    list: リスト, 一覧, 箇条書き
    email: メール
    plain: 簡単, シンプル, 平易
    practice: 練習, 演習, 問題集
    flashcards: 単語カード, フラッシュカード, カード
  `,
  patterns: {
    context: [
      fragments(`
        私は | 私の | 僕は | 僕の | わたしは | 自分は | 家には | 家に | 冷蔵庫に | しかない | しかありません
        があります | がある | ので | なので | だから | ですから | ために | のため | 目的 | 背景 | 状況 | 事情
        今夜 | 今晩 | 明日 | 来週 | 週末に | 今週末 | 予定です | つもり | 友達と | 友人と
        学んで | 勉強して | 働いて | 住んで | 準備して | 受けます | 受ける | 好きです | 興味があ | 行きます
        行く予定 | 出かけます | 初めて | 恋人と | 家族と | と一緒に
      `),
    ],
    audience: [
      fragments(`
        あなたは | (?<![例果])として | になりきって | のふりをして | 役割 | の役で | 初心者 | 初学者 | 子供 | 子ども
        学生 | 高校生 | 中学生 | 小学生 | 向け | 向きに | 対象 | 読者 | 聞き手 | 私のレベル | レベルに合わせ
        入門 | 素人 | 分かりません | わかりません | 理解できません | 苦手 | 全く知らない | 知識がない
        始めたばかり | 習い始め
      `),
    ],
    format: [
      fragments(`
        リスト | 箇条書き | 番号付き | 番号をつけ | 番号を付け | (?<![発代公年時])表(?:で|に|形式|を|にして|として|の形) | 一覧
        列 | ステップ | 手順 | 段階的 | チェックリスト | 段落 | 見出し | セクション | 項目ごと | 構成
        json | markdown | マークダウン | csv | テンプレート | 日ごと | 日別 | 週ごと | スケジュール
        時間割 | 予定表 | 形式 | フォーマット | カード | q&a | 一問一答 | 旅程 | 行程
      `),
    ],
    constraints: [
      new RegExp(`${NUMBER}\\s?${UNITS}`, 'u'),
      fragments(`
        以内 | 以下 | 未満 | 程度 | 最大 | 最低 | 少なくとも | 予算 | 制限 | 上限 | 短く | 簡潔 | 手短
        短め | 避けて | 使わない | 使わずに | 含めない | 入れない | 加えない | なしで | 抜きで | 作らない
        創作しない | だけ | のみ | 正確に | そのまま | 代わりに | ではなく | 1ページ | ずつ | 長さ | 分量
        文字数 | 円 | ユーロ
      `),
    ],
    tone: [
      fragments(`
        口調 | トーン | 語調 | 雰囲気 | 親しみやすい | フレンドリー | 丁寧 | 敬語 | カジュアル | くだけた
        砕けた | 温かい | あたたかい | プロフェッショナル | やさしい言葉 | 優しい言葉 | 簡単な言葉
        わかりやすい | 分かりやすい | 平易 | 励ま | ユーモア | 面白く | 真面目 | 誠実 | 中立 | 会話調
        専門用語を使わず | 専門用語なし | 落ち着いた | 前向き | 説得力
      `),
    ],
    examples: [
      fragments(`
        例えば | たとえば | 例: | 例として | 具体例 | 例を | 例で | 例え | たとえ話 | 比喩 | サンプル
        以下のような | こんな感じ
      `),
      /[「『][^」』\n]{8,}[」』]/u,
    ],
  },
  request: fragments(`
    ください | 下さい | ほしい | 欲しい | お願い | 願います | てくれ | でくれ | てもらえ | でもらえ
    ていただけ | でいただけ | ていただき | 頂け | 教えて | 知りたい | しなさい | してね
    [てで](?=[。.!?\\n]|$)
  `),
  openingVerbs: '',
  openingFillers: '',
  question: fragments(`
    何 | なに | どう | どの | どれ | どんな | いつ | どこ | なぜ | 誰 | いくつ | いくら | ですか | ますか
    でしょうか
  `),
  negation: {
    scope: 'before',
    // "使わないで", "表は不要", "例なしで", "リストではなく": what comes before the cue is not wanted.
    // "オーブンがありません" (a fact) has none of these cues.
    cue: /(?:ないで|ないように|なくていい|なくてよい|なくて結構|不要|いらない|要らない|いりません|要りません|なしで|無しで|なし|無し|せずに|ではなく|じゃなく|避けて|控えて|禁止|やめて|以外)/gu,
    reach: 15,
    characters: true,
  },
  conjunctions: '',
  // Hiragana alone is grammar: particles and endings ("を", "してください").
  grammar: /^\p{Script=Hiragana}+$/u,
};

export default ja;

# Character properties Go's tables do not name as Onigmo writes them: script short names, blocks,
# ages, long category names, any case; in and out of classes, negated, in intersections.
s = "aΩ ω ひらがな カタカナ 漢字 Жж ١٢ 😀 ß\u0378\u2E5D"
[/\p{Hira}+/, /\p{Grek}/, /\p{greek}+/, /\P{Grek}+/, /\p{^Hira}+/, /\p{In_Basic_Latin}+/,
 /\p{In_Greek_and_Coptic}/, /\p{IN_GREEK_AND_COPTIC}/, /\p{Age=6.0}+/, /\p{Age=1.1}+/,
 /\p{Uppercase_Letter}/, /\p{Kana}+/, /\p{Hani}+/, /\p{Cyrl}+/, /\p{In_Cyrillic}+/, /\p{Emoji}/,
 /\p{Zyyy}+/, /\p{Cn}/, /\p{L}+/, /[\p{Hira}\p{Kana}]+/, /[^\p{Grek}a ]+/, /[\p{Age=6.0}&&\p{Grek}]+/,
 /[\p{Hira}&&[^ら]]+/, /[\P{In_Basic_Latin}&&\p{L}]+/].each do |re|
  p [re.source, s.scan(re)]
end
p "ぁ" =~ /\A\p{Hiragana}\z/
p "A" =~ /\p{Age=13.0}/
begin
  Regexp.new("\\p{In_No_Such_Block}")
rescue RegexpError => e
  p e.message
end

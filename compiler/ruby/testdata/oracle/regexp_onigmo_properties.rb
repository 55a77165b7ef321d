# Onigmo's character properties in Ruby regexps (QA-SITE S5): for each
# property, the ranges of code points it matches in a UTF-8 string, over
# blocks whose assignments did not change between Unicode 13 (Ruby 3.1) and
# the Go tables; then the negated spellings, names without case/underscores,
# categories and scripts, and an unknown name.
SAMPLE = (0..0x5FF).to_a + (0x2000..0x206F).to_a + (0x3040..0x30FF).to_a + (0x4E00..0x4E3F).to_a + (0xFF00..0xFF65).to_a + (0x1F600..0x1F64F).to_a
def ranges(re)
  out = []
  start = prev = nil
  SAMPLE.each do |cp|
    next if cp.between?(0xD800, 0xDFFF)
    if [cp].pack('U').match?(re)
      if start && prev == cp - 1
        prev = cp
      else
        out << (start == prev ? format('%X', start) : format('%X-%X', start, prev)) if start
        start = prev = cp
      end
    end
  end
  out << (start == prev ? format('%X', start) : format('%X-%X', start, prev)) if start
  out.join(' ')
end
%w[ASCII Alnum Alpha Blank Cntrl Digit Graph Lower Print Punct Space Upper XDigit Word Any].each do |name|
  puts "#{name}: #{ranges(Regexp.new("\\p{#{name}}"))}"
  puts "^#{name} count: #{SAMPLE.count { |cp| [cp].pack('U').match?(Regexp.new("\\P{#{name}}")) }}"
end
%w[L Lu Nd Letter Uppercase_Letter Han Latin Greek Hiragana Katakana Cyrillic].each do |name|
  puts "#{name}: #{ranges(Regexp.new("\\p{#{name}}"))}"
end
s = "Wikipédia: Accueil_principal 0xFF ß\tend 漢字 ひらがな"
p s.gsub(/[^\p{ASCII}]/) { |c| '%' + c.unpack('H2' * c.bytesize).join('%').upcase }
p s.scan(/\P{ASCII}/).join, s.scan(/\p{^ASCII}/).length, s.scan(/[\p{^ASCII}x]/).length
p s.scan(/\p{alnum}+/), s.scan(/\p{WORD}+/), s.scan(/\p{x_digit}+/), s.scan(/\p{Upper}\p{Lower}+/)
p s.scan(/[\p{Han}\p{Hiragana}]+/), s.scan(/\p{^Latin}+/).length, s =~ /\p{Cntrl}/, s.scan(/\p{Space}/).length
p s.scan(/\p{Alpha}+/x), s.scan(/[[:alpha:]\p{Punct}]+/)
begin
  Regexp.new('\p{NoSuchProp}')
rescue RegexpError => e
  puts "RegexpError: #{e.message}"
end
# Class intersection (Onigmo's &&).
p s.scan(/[[:ascii:]&&[:alpha:]]+/), s.scan(/[a-z&&[^aeiou]]+/), s.scan(/[\p{L}&&\P{ASCII}]+/)
p s.scan(/[^a-z&&[^e]]+/).length, 'a&&b'.scan(/&&/).length, s.scan(/[\w&&\h]+/)

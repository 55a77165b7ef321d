# POSIX brackets in Ruby regexps on UTF-8 strings (Onigmo, Ruby 3.1): Unicode's meaning ([[:alpha:]] has
# Ⅻ but not a combining mark, [[:digit:]] has ٣, [[:punct:]] has the ASCII symbols $+<=>^`|~ that
# \p{Punct} lacks), while \w \d \s \h stay ASCII; negated, mixed with other members, in intersections.
s = "aé1٣ \u00A0\u2003_ß漢Ⅻ\u0301x\tZ$+<=>^`|~!-€©"
%w[alnum alpha ascii blank cntrl digit graph lower print punct space upper xdigit word].each do |n|
  puts "#{n}: #{s.scan(Regexp.new("[[:#{n}:]]")).join.inspect} ^#{s.scan(Regexp.new("[[:^#{n}:]]")).join.inspect}"
end
p s.scan(/\w/).join, s.scan(/\d/).join, s.scan(/\s/).length, s.scan(/\h/).join, s.scan(/\p{Punct}/).join
p s.scan(/[[:alpha:][:digit:]]+/), s.scan(/[x[:upper:]-]+/), s.scan(/[^[:alnum:][:space:]]+/)
p s.scan(/[[:punct:]&&[:ascii:]]/).join, s.scan(/[[:alpha:]&&[^[:ascii:]]]/).join
p "Ⅻⅻ".scan(/[[:lower:]]/).join
p "Straße 12".gsub(/[^[:alnum:]]/, '_'), "naïve café".split(/[[:space:]]+/)
['[[:ALPHA:]]', '[[:foo:]]', '[[:alpha:]', '[[:a]', '[[:a-z]:]]'].each do |src|
  begin
    Regexp.new(src)
    puts "#{src}: ok"
  rescue RegexpError => e
    puts "#{src}: RegexpError: #{e.message}"
  end
end

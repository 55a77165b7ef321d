# Onigmo's recursive subexpression calls (\g<name>, \g<1>, \g<0>, relative
# calls), "never ending recursion", captures of called groups.
balanced = /\A(?<p>\((?:[^()]|\g<p>)*\))\z/
['((a)(b(c)))', '((a)', '()', '', '(()())(', '(' * 50 + ')' * 50].each do |s|
  m = balanced.match(s)
  p [s.size, m && m[:p].size, m && m.begin(:p)]
end
p '(()())'.match(/\A(?<a>\(\g<a>*\))\z/)&.captures
p 'x((y))z'.match(/(?<p>\((?:[^()]|\g<p>)*\))/)&.offset(0)
p 'a[b[c]d]e[f]'.scan(/(?<br>\[(?:[^\[\]]|\g<br>)*\])/)
p 'a[b[c]d]e[f]'.gsub(/(?<br>\[(?:[^\[\]]|\g<br>)*\])/) { |m| m.size.to_s }
p '1+(2*(3+4))'.split(/(?<e>\((?:[^()]|\g<e>)*\))/)
# numbered, relative and whole-pattern calls
p 'abbcc'.match(/(a)(b)\g<-1>\g<+1>(c)/)&.to_a
p '(((x)))'.match(/\A\((?:x|\g<0>)\)\z/)&.to_a
p '[[[]]]'.match(/\A(\[\g<1>?\])\z/)&.to_a
p 'aaab'.match(/\A(?<a>a\g<a>|b)\z/)&.to_a
p 'ab-cd-ef'.match(/\A(?<w>[a-z]+)(?:-\g<w>)*\z/)[:w]
p 'ab'.match(/\A(?<a>a)(?<b>\g<a>|b)\z/)&.to_a
p 'aBb'.match(/(?<a>b)(?i:\g<a>)/)&.to_a
p 'bB'.match(/(?i)\g<a>(?<a>b)/)&.to_a
# the LDAP filter of bodgit's validate_ldap_filter, shortened
ldap = Regexp.new(<<-'EOR', Regexp::EXTENDED)
  ^ (?<re> \( (?: [&|] \g<re>+ | ! \g<re> | (?<attr> [[:alpha:]] [[:alnum:]-]* ) [~<>]? = (?<value> [^()*]* ) | \g<attr> = \* ) \) ) $
EOR
['(cn=x)', '(&(cn=x)(|(sn=y)(!(o=z))))', '(&(cn=x)', '(!(cn=*))', '(&)', '((cn=x))'].each do |s|
  m = ldap.match(s)
  p [s, m && [m[:re], m[:attr], m[:value]]]
end
# never ending recursion and other refusals: Ruby's RegexpError texts
['(?<a>a|\g<a>)', '(?<a>\g<a>a|b)', '(?<a>a?\g<a>|b)', '(?<a>x\g<a>)', '(?<a>(?=a)\g<a>)',
 '(?<a>\b\g<a>|a)', '(?<a>\k<a>\g<a>|a)', '(?<a>(?<b>)\g<a>|a)', '(?<a>\g<b>x|y)(?<b>\g<a>?)',
 '(?<a>\g<b>x|y)(?<b>\g<a>)', '\A\g<0>?x\z', '(?<a>a\g<a>|b)', '(?<a>(?:a\g<a>)*b)', '(x)\g<0>',
 '\g<2>(a)', '(?<a>x)\g<1>', '(?<a>x)\g<b>', '(a)\g<-2>', '(?<a>a\g<a>?b)', '(?<a>a*\g<a>?b)'].each do |src|
  begin
    Regexp.new(src)
    p [src, :ok]
  rescue RegexpError => e
    p [src, e.message]
  end
end

# Enumerable#grep/grep_v with a block: the block sees each element's match
# as $~ ($1 ...); failed tests set it to nil; without a block $~ is left
# alone (RUBY-12, NET-1's finding).
p %w[ab cd ae].grep(/a(.)/) { $1 }
p %w[ab cd].grep_v(/a(.)/) { $~ }
x = %w[zz ab].grep(/a(.)/) { |s| [s, $1, $~.pre_match] }
p x, $1
%w[ab cd].grep(/a(.)/) { }
p $~
%w[xa ab].grep(/a(.)/) { }
p $~
'q' =~ /q/
%w[ab].grep(/a(.)/)
p $~
p [1, 'ab'].grep(String) { $~ }
p({ a: 1 }.grep(Array) { |k, v| [k, v] })
def in_method
  r = %w[k1 k2].grep(/k(\d)/) { $1.to_i }
  [r, $1]
end
p in_method

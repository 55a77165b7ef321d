# String#count/delete/delete!/squeeze with several character sets (their intersection, tr_setup_table),
# String#each_byte, and Range#include? of String ranges (rb_str_include_range_p: walks the range, where
# cover? and === compare). QA-FORGE-15 S3, G1.
p 'hello'.count('a-z', '^l'), 'hello'.count('lo', 'o'), 'hello world'.delete('a-z', '^l'), 'hello world'.delete('lo', 'o'), 'aaabbbccc'.squeeze('a-z', '^b')
p 'hello'.count('l'), 'hello'.count('^l'), 'hello'.count('a-y', 'h-l', 'l'), 'he^llo'.count('^'), 'hello'.delete('l'), 'aaa  bb'.squeeze, 'aaa  bb'.squeeze(' ')
s = +'hello'; p s.delete!('l'), s, s.delete!('z'), s
p ('x'.count rescue $!), ('x'.delete rescue $!), ('x'.frozen? ? 1 : 2)
p ('abc'.freeze.delete!('z') rescue $!), ('abc'.freeze.delete!('a') rescue $!)
p "h\xffllo".b.count('l', 'l-m'), "a-b".count('\-'), 'hello'.count('')
p 'abc'.each_byte.to_a, 'abc'.each_byte.sum, 'abc'.each_byte.count, "é".each_byte.to_a
r = []; x = 'ab'.each_byte { |b| r << b }; p r, x
p 'abc'.each_byte.with_index.map { |b, i| b * i }
p [('a'..'z').include?('bb'), ('a'..'z').cover?('bb'), ('a'..'z') === 'bb', ('a'..'z').member?('m'), ('a'...'z').include?('z'), ('a'..'z').include?('z')]
p ('aa'..'bz').include?('az'), ('aa'..'bz').include?('b'), ('a'..'z').include?(1), ('a'..'z').include?(nil), ('A'..'c').include?('_'), ('1'..'10').include?('5'), ('1'..'10').cover?('5')

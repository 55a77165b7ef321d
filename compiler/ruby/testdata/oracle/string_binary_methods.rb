# String methods of a binary (ASCII-8BIT) string keep its encoding and work byte by byte (its characters are
# its bytes; case methods change only ASCII letters), as Ruby 3.1 does; a US-ASCII string keeps US-ASCII.
b = "ab\xFF\xE9cd  \xC3\xA9z\n".b
def show(label, r)
  r = r.to_a if r.is_a?(Enumerator)
  enc = r.is_a?(Array) ? r.map { |x| x.respond_to?(:encoding) ? x.encoding.to_s : x.class.to_s }.uniq.join(',') : (r.respond_to?(:encoding) ? r.encoding.to_s : r.class.to_s)
  puts "#{label}: #{r.inspect} #{enc}"
end
%w[upcase downcase capitalize swapcase strip lstrip rstrip chomp chop reverse squeeze dup chars lines bytesize length].each do |m|
  show(m, b.send(m))
end
[[:sub, /b/, 'x'], [:tr, 'a-c', 'A-C'], [:delete, 'a'], [:center, 16, '*'], [:ljust, 15], [:rjust, 15],
 [:slice, 2, 3], [:[], 2], [:*, 2], [:insert, 3, 'q'], [:prepend, 'p'], [:concat, 'c'], [:tr_s, 'a', 'b'],
 [:delete_prefix, 'ab'], [:delete_suffix, "z\n"], [:byteslice, 2, 2], [:byteslice, 3], [:split, 'c'], [:partition, 'c'],
 [:rpartition, ' '], [:index, 'c'], [:rindex, 'c'], [:count, 'a-z'], [:each_char], [:squeeze, ' '],
 [:start_with?, "ab\xFF".b], [:include?, "\xE9".b], [:force_encoding, 'BINARY'], [:unpack1, 'a*']].each do |m, *a|
  show("#{m}(#{a.map(&:inspect).join(', ')})", b.dup.send(m, *a))
end
c = b.dup
show('upcase!', [c.upcase!, c])
c = b.dup
show('reverse!', [c.reverse!, c])
c = b.dup
show('squeeze!', [c.squeeze!, c.squeeze!])
show('each_char block', b.each_char.map { |ch| ch })
u = 'plain text'.force_encoding('US-ASCII')
show('us-ascii upcase', u.upcase)
show('us-ascii split', u.split(' '))
show('utf-8 reverse', "été".reverse)
show('utf-8 partition', "a-é-b".partition('-'))
begin
  b.freeze.upcase!
rescue FrozenError => e
  puts "FrozenError: #{e.message}"
end

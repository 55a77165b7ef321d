# Binary (ASCII-8BIT) strings with UTF-8 ones (QA-FORGE-4 M1, from
# puppetlabs-mysql's mysql_hasher.rb): ord of a byte, String.new's
# encoding, encodings kept by dup/clone/-@/*, and the compatibility rule of
# + and <<.
bin = "\x2b\xb8\x0d".b
p bin.encoding, bin[1].ord, bin.bytes
p String.new.encoding, String.new(capacity: 20).encoding, String.new('x').encoding, String.new('x', capacity: 9).encoding
p bin.dup.encoding, bin.clone.encoding, (-bin).encoding, (bin * 2).encoding, (bin * 2).bytes
t = String.new(capacity: 10)
t << 'ab' << bin
p t.encoding, t.bytes
u = 'ab'.dup
u << bin
p u.encoding
a = 'ab' + bin
p a.encoding, (bin + 'ab').encoding, ('' + bin).encoding, (bin + '').encoding
p ('é' + 'ab'.b).encoding, ('ab'.b + 'é').encoding
b = String.new
b << 200 << 65
p b.bytes, b.encoding
p 'é'.ord, 'a'.ord
[-> { 'pässwörd' + bin }, -> { bin + 'pässwörd' }, -> { String.new << 'pässwörd' << bin },
 -> { "\xff".ord }, -> { ''.ord }, -> { ''.b.ord }].each do |f|
  begin
    p f.call
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end

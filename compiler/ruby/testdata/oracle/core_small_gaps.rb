# Small core gaps QA-FORGE-9 met in module code (G18, G21; RUBY-12):
# Array#intersect?, Integer#chr(encoding), Symbol#intern, numbered block
# parameters written only inside an interpolation.
p [1, 2].intersect?([2, 3]), [1].intersect?([3]), [].intersect?([]), [[1]].intersect?([[1]])
p((1.intersect?([1]) rescue $!.class))
p 8364.chr(Encoding::UTF_8), 233.chr('UTF-8'), 233.chr('UTF-8').encoding, 65.chr(Encoding::US_ASCII).encoding, 200.chr('BINARY').encoding
p((0xD800.chr('UTF-8') rescue [$!.class, $!.message]))
p((0x110000.chr('UTF-8') rescue [$!.class, $!.message]))
p((200.chr('US-ASCII') rescue [$!.class, $!.message]))
p :a.intern, :"b c".intern.class
p({ 'a' => 1, 'b' => 2 }.map { "#{_1}=#{_2}" })
p [[1, 2]].map { "#{_1}" }, [3].map { "#{_1 * 2}" }
p((300.chr('US-ASCII') rescue $!.message), (-1.chr('UTF-8') rescue $!.message), (300.chr('BINARY') rescue $!.message))

# Zlib as module Ruby uses it (rlib lib_zlib.go, zlib.rb): the bytes of
# Zlib::Deflate at every level and strategy, streams fed in pieces and
# flushed, Zlib::Inflate and zlib's errors, Zlib.gzip/gunzip and the gzip
# files on a StringIO, with Ruby's messages.
require 'zlib'
require 'stringio'
require 'base64'

text = "Puppet catalog for web01: " + (1..60).map { |i| "file { '/etc/app/#{i % 7}.conf': ensure => present }" }.join("\n")
bin = (0..255).map(&:chr).join.b * 3
show('zlib_version') { Zlib.zlib_version }
show('VERSION') { Zlib::VERSION }
show('constants') { [Zlib::NO_COMPRESSION, Zlib::BEST_SPEED, Zlib::BEST_COMPRESSION, Zlib::DEFAULT_COMPRESSION, Zlib::FILTERED, Zlib::HUFFMAN_ONLY, Zlib::RLE, Zlib::FIXED, Zlib::MAX_WBITS, Zlib::DEF_MEM_LEVEL, Zlib::MAX_MEM_LEVEL, Zlib::SYNC_FLUSH, Zlib::FULL_FLUSH, Zlib::FINISH, Zlib::OS_CODE] }
show('errors') { [Zlib::Error.superclass, Zlib::DataError.superclass, Zlib::BufError.superclass, Zlib::StreamError.superclass, Zlib::NeedDict.superclass, Zlib::GzipFile::Error.superclass, Zlib::GzipFile::CRCError.superclass, Zlib::GzipFile::NoFooter.superclass] }

# one-shot deflate: every level, the module idioms
[nil, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].each do |level|
  show("deflate level #{level.inspect}") { Base64.strict_encode64(level.nil? ? Zlib::Deflate.deflate(text) : Zlib::Deflate.deflate(text, level)) }
end
show('deflate bin') { Base64.strict_encode64(Zlib::Deflate.deflate(bin, 9)) }
show('deflate empty') { Zlib::Deflate.deflate('').bytes }
show('deflate hello') { Base64.strict_encode64(Zlib::Deflate.deflate('hello hello hello')) }
show('Zlib.deflate') { Zlib.deflate('x' * 100, Zlib::BEST_COMPRESSION).bytes }
show('Zlib.inflate') { Zlib.inflate(Zlib.deflate(text)) == text }
show('encoding') { [Zlib.deflate('é').encoding, Zlib.inflate(Zlib.deflate('é')).encoding] }
show('round trip bin') { Zlib::Inflate.inflate(Zlib::Deflate.deflate(bin)) == bin }

# streams: parameters, pieces, flushes
[[9, 15, 9, Zlib::DEFAULT_STRATEGY], [6, -Zlib::MAX_WBITS, 8, 0], [6, 31, 8, 0], [1, 9, 1, 0], [6, 15, 8, Zlib::FILTERED],
 [6, 15, 8, Zlib::HUFFMAN_ONLY], [6, 15, 8, Zlib::RLE], [6, 15, 8, Zlib::FIXED], [0, 15, 8, 0], [0, 9, 1, 0]].each do |params|
  show("Deflate.new#{params.inspect}") do
    z = Zlib::Deflate.new(*params)
    out = z.deflate(text * 3, Zlib::FINISH)
    z.close
    Base64.strict_encode64(out)
  end
end
show('stream pieces') do
  z = Zlib::Deflate.new
  parts = [z.deflate('abc'), z.flush, z.deflate('def', Zlib::SYNC_FLUSH), z.deflate('ghi', Zlib::FULL_FLUSH),
           z.deflate('jkl', 1), z.flush(Zlib::NO_FLUSH), z.finish]
  parts.map(&:bytes)
end
show('stream <<') do
  z = Zlib::Deflate.new(Zlib::BEST_COMPRESSION)
  z << 'abc' << text << 'def'
  out = z.finish
  [z.total_in, z.total_out, z.finished?, z.closed?, Base64.strict_encode64(out)]
end
show('stream level 0 pieces') do
  z = Zlib::Deflate.new(0)
  out = (1..5).map { |i| z.deflate(bin * i) }.join
  out << z.finish
  [out.bytesize, Zlib::Inflate.inflate(out) == (1..5).map { |i| bin * i }.join]
end
show('stream big') do
  z = Zlib::Deflate.new(Zlib::BEST_SPEED)
  out = ''.b
  40.times { |i| out << z.deflate(text + i.to_s) }
  out << z.finish
  [out.bytesize, Digest::SHA256.hexdigest(out)]
end
show('adler') { z = Zlib::Deflate.new; z.deflate('abc'); [z.adler, z.total_in, z.total_out, z.data_type] }
show('deflate nil') { z = Zlib::Deflate.new; z.deflate('x'); z.deflate(nil).bytes }
show('closed') { z = Zlib::Deflate.new; z.close; z.deflate('a') }
show('closed?') { z = Zlib::Deflate.new; z.close; z.closed? }
show('bad level') { Zlib::Deflate.deflate('x', 10) }
show('bad wbits') { Zlib::Deflate.new(1, 7) }
show('nil src') { Zlib::Deflate.deflate(nil) }
show('int src') { Zlib.deflate(123) }

# inflate and zlib's errors
good = Zlib.deflate('hello world hello')
show('inflate pieces') { z = Zlib::Inflate.new; [z.inflate(good[0, 5]), z.inflate(good[5..]), z.finished?, z.total_in, z.total_out] }
show('inflate <<') { z = Zlib::Inflate.new; z << good; [z.finish, z.finished?] }
show('inflate tail') { z = Zlib::Inflate.new; [z.inflate(good + 'tail'), z.finished?, z.total_in] }
show('Inflate.inflate tail') { Zlib::Inflate.inflate(good + 'junk') }
show('raw') { Zlib::Inflate.new(-15).inflate(Zlib::Deflate.new(6, -15).deflate('raw', Zlib::FINISH)) }
show('auto gzip') { Zlib::Inflate.new(47).inflate(Zlib::Deflate.new(6, 31).deflate('auto', Zlib::FINISH)) }
show('auto zlib') { Zlib::Inflate.new(47).inflate(good) }
show('truncated') { Zlib::Inflate.inflate(good[0..-3]) }
show('empty') { Zlib::Inflate.inflate('') }
show('header') { Zlib::Inflate.inflate('xyz') }
show('data check') { Zlib::Inflate.inflate(good[0..-2] + "\x00") }
show('block type') { Zlib::Inflate.inflate("\x78\x9c\x07\x00") }
show('stored lengths') { Zlib::Inflate.inflate("\x78\x01\x01\x05\x00\x00\x00hello") }
show('window size') { Zlib::Inflate.new(9).inflate(good) }
# every one-bit change of the first bytes of a dynamic and a fixed
# stream: zlib's message for each broken one (or what it decodes to)
[Zlib::Deflate.new(9, -15).deflate(text, Zlib::FINISH), Zlib::Deflate.new(9, -15).deflate('abcabcabcab', Zlib::FINISH)].each_with_index do |stream, k|
  results = Hash.new { |h, key| h[key] = [] }
  [stream.bytesize, 48].min.times do |i|
    8.times do |bit|
      m = stream.dup
      m.setbyte(i, m.getbyte(i) ^ (1 << bit))
      r = begin
        z = Zlib::Inflate.new(-15)
        out = z.inflate(m)
        z.finished? ? "ok #{Digest::MD5.hexdigest(out)[0, 8]}" : 'unfinished'
      rescue Zlib::Error => e
        "#{e.class}: #{e.message}"
      end
      results[r] << (i * 8 + bit)
    end
  end
  results.sort.each { |r, bits| puts "mutations #{k} #{r}: #{bits.join(' ')}" }
end
show('finish short') { z = Zlib::Inflate.new; z.inflate(good[0, 4]); z.finish }
show('inflate nil') { Zlib::Inflate.inflate(nil) }

# gzip
show('gzip round trip') { Zlib.gunzip(Zlib.gzip(text)) == text }
show('gzip bytes') { g = Zlib.gzip('gz', level: 9); [g.bytes[0, 4], g.bytes[8, 2], g.bytes[10..]] }
show('gzip strategy') { Zlib.gzip('abc', level: 1, strategy: Zlib::FILTERED).bytes[8..] }
show('gzip mtime kw') { Zlib.gzip('abc', mtime: 5) }
show('gunzip encoding') { Zlib.gunzip(Zlib.gzip('x')).encoding }
gz = Zlib.gzip('hello world')
bad = gz.dup
bad.setbyte(bad.bytesize - 6, bad.getbyte(bad.bytesize - 6) ^ 1)
show('gunzip crc') { Zlib.gunzip(bad) }
show('gunzip short footer') { Zlib.gunzip(gz.byteslice(0, gz.bytesize - 3)) }
show('gunzip no footer') { Zlib.gunzip(gz.byteslice(0, gz.bytesize - 8)) }
show('gunzip trailing') { Zlib.gunzip(gz + 'x') }
show('gunzip empty') { Zlib.gunzip('') }
show('gunzip short') { Zlib.gunzip(gz.byteslice(0, 12)) }
show('gunzip junk') { Zlib.gunzip('junk and more junk') }

io = StringIO.new
w = Zlib::GzipWriter.new(io)
w.mtime = Time.at(1000)
w.orig_name = 'a.txt'
w.comment = 'hi'
show('write') { w.write('hello ', 'world') }
show('<<') { (w << 'x').class }
show('puts') { w.puts 'line', 3 }
show('print') { w.print 'p', 1 }
show('printf') { w.printf('%d!', 5) }
show('putc') { w.putc 65 }
show('pos') { w.pos }
show('mtime') { w.mtime.to_i }
show('level') { w.level }
show('mtime= late') { w.mtime = 5 }
show('close') { w.close.equal?(io) }
show('closed io') { io.closed? }
show('write closed') { w.write('x') }
s = io.string
show('header bytes') { s.bytes.first(20) }
r = Zlib::GzipReader.new(StringIO.new(s))
show('orig_name') { r.orig_name }
show('comment') { r.comment }
show('r mtime') { r.mtime.to_i }
show('os_code') { r.os_code }
show('r level') { r.level }
show('gets') { r.gets }
show('read 3') { r.read(3) }
show('read') { r.read }
show('read again') { r.read }
show('read 2') { r.read(2) }
show('eof?') { r.eof? }
show('r pos') { r.pos }
show('lineno') { r.lineno }
show('rewind readlines') { r.rewind; r.readlines }
show('r close') { r.close.class }
show('not gzip') { Zlib::GzipReader.new(StringIO.new('hello')) }
show('not gzip input') { Zlib::GzipReader.new(StringIO.new('hello')) rescue $!.input }
show('not gzip inspect') { Zlib::GzipReader.new(StringIO.new('hello')) rescue $!.inspect }
show('empty io') { Zlib::GzipReader.new(StringIO.new('')) }
show('short data') { Zlib::GzipReader.new(StringIO.new(s.b.byteslice(0, 30))).read }
show('wrap') { Zlib::GzipReader.wrap(StringIO.new(s)) { |g| g.each_line.to_a } }
show('each_line') { Zlib::GzipReader.new(StringIO.new(s)).each_line.to_a }
show('read encoding') { Zlib::GzipReader.new(StringIO.new(s)).read.encoding }
show('read n encoding') { Zlib::GzipReader.new(StringIO.new(s)).read(4).encoding }
show('unused') { Zlib::GzipReader.new(StringIO.new(s + 'rest')).tap(&:read).unused }
show('zcat') { Zlib::GzipReader.zcat(StringIO.new(Zlib.gzip('first ') + Zlib.gzip('second'))) }
show('crc read') { g = Zlib::GzipReader.new(StringIO.new(bad)); [g.read, (g.read rescue $!.class), g.close.class] }
show('no footer close') { g = Zlib::GzipReader.new(StringIO.new(gz.byteslice(0, gz.bytesize - 3))); [g.read, g.eof?, (g.close rescue [$!.class, $!.message])] }
show('crc each_line') { Zlib::GzipReader.new(StringIO.new(bad)).each_line.to_a }
show('crc partial') { g = Zlib::GzipReader.new(StringIO.new(bad)); [g.read(3), g.read(100), (g.read(1) rescue $!.class)] }
show('read 0') { Zlib::GzipReader.new(StringIO.new(gz)).read(0) }
show('chars') { g = Zlib::GzipReader.new(StringIO.new(gz)); [g.getc, g.readchar, g.each_byte.first(2), g.gets(nil), g.gets] }
show('writer wrap') { Zlib::GzipWriter.wrap(StringIO.new) { |g| g.write 'w'; 7 } }
show('writer wrap bytes') { io2 = StringIO.new; Zlib::GzipWriter.wrap(io2) { |g| g.mtime = 1; g.write 'w' }; io2.string.bytes }
show('writer finish') { io3 = StringIO.new; g = Zlib::GzipWriter.new(io3, 9); g.mtime = 1; g.write 'abc'; x = g.finish; [x.class, io3.closed?, io3.string.bytes] }
show('writer level 1') { io4 = StringIO.new; g = Zlib::GzipWriter.new(io4, Zlib::BEST_SPEED); g.mtime = 2; g << text; g.close; Base64.strict_encode64(io4.string) }
show('writer flush') { io5 = StringIO.new; g = Zlib::GzipWriter.new(io5); g.mtime = 3; g.write('ab'); g.flush; n = io5.string.bytesize; g.write('cd'); g.close; [n, io5.string.bytes] }
show('writer inspect') { Zlib::GzipWriter.new(StringIO.new).inspect.sub(/0x\h+/, 'X') }

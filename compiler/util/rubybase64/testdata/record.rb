# record.rb: records Ruby's Base64.decode64 and encode64 for package rubybase64.
#   ruby compiler/util/rubybase64/testdata/record.rb   (Ruby 3.1, Debian's ruby3.1)
# Writes testdata/decode64.txt: an input and its decoding, both in hex, a line each;
# testdata/encode64.txt: an input and its encoding, both in hex, a line each.
require 'base64'
here = File.dirname(File.expand_path(__FILE__))
inputs = ['', 'QQ==', 'QUI=', 'QUJD', 'QUJDRA==', "QUJD\nREVG\n", 'Q', 'QU', 'QUI', 'QUJDR', 'Q=UJD', 'QU=JD', 'QUI=RA==',
          'QUJD=RA', '====', '=QUJD', 'QU JD', "Q\x00U\xffJD", 'QUJD-_', '////', '++++', 'QQ', 'QQ=', 'QQ===',
          'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=', '!@#$', "Zm9v\r\nYmFy"]
rng = Random.new(11)
alphabet = ('A'..'Z').to_a + ('a'..'z').to_a + ('0'..'9').to_a + ['+', '/', '=', '=', "\n", ' ', '-', '*']
300.times { inputs << Array.new(rng.rand(0..14)) { alphabet.sample(random: rng) }.join }
File.open(File.join(here, 'decode64.txt'), 'w') do |out|
  inputs.each { |s| out.puts [s.b.unpack1('H*'), Base64.decode64(s).unpack1('H*')].join(' ') }
end
# encode64: every length around the 45-byte line (60 characters) and its multiples.
bins = (0..200).map { |n| Array.new(n) { rng.rand(0..255) }.pack('C*') }
File.open(File.join(here, 'encode64.txt'), 'w') do |out|
  bins.each { |s| out.puts [s.unpack1('H*'), Base64.encode64(s).unpack1('H*')].join(' ') }
end
puts "recorded #{inputs.size} decode64 and #{bins.size} encode64 inputs with Ruby #{RUBY_VERSION}"

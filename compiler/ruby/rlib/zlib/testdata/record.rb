# Records what Ruby 3.1's zlib (zlib 1.2.13) makes of generated inputs at
# every level, strategy, window and memory size: deflate.json, read by
# zlib_oracle_test.go, which generates the same inputs (input below)
# and compares Punch's bytes with these. Run: ruby record.rb > deflate.json

require 'zlib'
require 'digest'
require 'json'

# input is the generated text: n bytes of a linear congruential sequence
# over an alphabet of k symbols (k 0: words), so that both sides make it
# without storing it.
WORDS = %w[the puppet class define resource notify file package service ensure
           present absent hiera lookup zlib deflate module node catalog].freeze
def input(seed, n, k)
  x = seed
  out = +''
  while out.bytesize < n
    x = (x * 1_103_515_245 + 12_345) % 2**31
    r = x >> 16
    out << (k.zero? ? WORDS[r % WORDS.size] + (r % 7 == 0 ? "\n" : ' ') : (r % k).chr)
  end
  out.byteslice(0, n).b
end

sizes = [0, 1, 2, 3, 17, 258, 1017, 1018, 5000, 16_383 * 3, 40_000, 65_536, 70_000, 200_000]
alphabets = [0, 2, 4, 26, 256]
params = [[-1, 15, 8, 0], [0, 15, 8, 0], [1, 15, 8, 0], [2, 15, 8, 0], [3, 15, 8, 0], [4, 15, 8, 0],
          [5, 15, 8, 0], [7, 15, 8, 0], [8, 15, 8, 0], [9, 15, 8, 0], [6, -15, 8, 0], [6, 31, 8, 0],
          [6, 9, 8, 0], [1, 8, 1, 0], [6, 15, 1, 0], [6, 15, 9, 0], [6, 15, 8, 1], [6, 15, 8, 2],
          [6, 15, 8, 3], [6, 15, 8, 4], [9, 10, 3, 0], [0, -9, 2, 0]]
cases = []
sizes.each do |n|
  alphabets.each_with_index do |k, i|
    data = input(n + i, n, k)
    params.each do |level, wbits, mem, strategy|
      z = Zlib::Deflate.new(level, wbits, mem, strategy)
      out = z.deflate(data, Zlib::FINISH)
      z.close
      cases << [n + i, n, k, level, wbits, mem, strategy, out.bytesize, Digest::SHA256.hexdigest(out)[0, 16]]
    end
  end
end
# one case a line: [seed, n, k, level, windowBits, memLevel, strategy,
# output size, the first 16 hex digits of the output's SHA-256]
puts "{\"zlib\": #{Zlib.zlib_version.to_json}, \"ruby\": #{RUBY_VERSION.to_json}, \"cases\": ["
puts cases.map(&:to_json).join(",\n")
puts ']}'

# Records Ruby's Random.new(seed).rand(max) sequences into mt.json for the
# MT19937 test (compiler/util/rubyrand). Usage: ruby testdata/mt.rb.
require 'json'
here = File.dirname(File.expand_path(__FILE__))
seeds = [0, 1, 42, 4294967295, 4294967296, 2**64 - 1, 2**64, 2**96 + 7, 2**127 + 12345,
         0x900150983cd24fb0d6963f7d28e17f72, 0xd41d8cd98f00b204e9800998ecf8427e, 2**200 + 3]
maxes = [1, 2, 3, 10, 100, 1000, 65536, 2**31 - 1, 2**32, 2**32 + 1, 10**15, 2**63 - 1]
out = []
seeds.each do |s|
  maxes.each do |m|
    r = Random.new(s)
    out << { 'seed' => s.to_s, 'max' => m, 'draws' => Array.new(5) { r.rand(m) } }
  end
end
File.write("#{here}/mt.json", JSON.pretty_generate(out) + "\n")
STDERR.puts "recorded #{out.size} sequences with Ruby #{RUBY_VERSION}"

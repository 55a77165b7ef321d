# Records how Ruby 3.1 matches character properties: for each pattern of patterns.txt, one line
# "pattern<TAB>bits", a bit per sample code point (samples below): 1 when the one-character string
# matches /\A(?:pattern)\z/. TestPropertyMatches compares values.NewRegexp.
# Run from compiler/values/testdata/properties: ruby record.rb > matches.txt
abort "needs Ruby 3.1" unless RUBY_VERSION.start_with?("3.1.")
SAMPLES = ((0..0x3000).step(13).to_a + (0x3000..0x3100).to_a + (0x3100..0x10FFFF).step(1021).to_a +
           [0x1F600, 0x1F9FF, 0x20BB7, 0xE0001, 0x10FFFD]).reject { |c| (0xD800..0xDFFF).include?(c) }.uniq.sort
File.readlines("patterns.txt", chomp: true).each do |p|
  re = Regexp.new("\\A(?:#{p})\\z")
  puts "#{p}\t#{SAMPLES.map { |c| re.match?([c].pack("U")) ? "1" : "0" }.join}"
end

# Records Puppet::Util::Package.versioncmp (Puppet 7.23, Ruby 3.1) on a fixed
# list of version pairs and on pseudo-random ones, for TestVersioncmpRecorded.
# Run from the repository root:
#   ruby compiler/functions/core/testdata/versioncmp_record.rb > compiler/functions/core/testdata/versioncmp.json
require 'puppet'
require 'json'

fixed = [
  '', '0', '1', '01', '001', '1.0', '1.0.0', '1.00', '1.0-1', '1-0', '1.', '.1', '-1', '1-',
  '2.4', '2.4.0', '2.4.57', '2.2', '10', '9', '1.10', '1.9', '1.a', '1.A', '1.b', '1a', '1b',
  '1.0rc1', '1.0RC1', '1.0-rc1', '1.0.rc1', '1~1', '1+2', '1:2', '12345678901234567890',
  '12345678901234567891', '0012', '012', '1.0.0.0', '1..0', '1--0', '--', '..', '-.', '.-',
  'abc', 'ABC', 'aBc', 'é', 'É', '1.é', '1.É', 'ß', 'ǆ', '1.2.3-4.5', '3.0.0-0.3.7',
  "1\n2", "1.0\n", "1a\n2.0", "x\n1.0", ' 1', '1 ', '1 .0', 'v1.2', 'V1.2', '5.7.42-0ubuntu0',
  '8.0', '10.11', '13', '15', '2.4.10', '2.4.9', '1.00.0', '1.0.00', '0.0', '00', '0.', '.0',
]
rng = Random.new(20261129)
alphabet = ['0', '1', '2', '9', '0', '.', '.', '-', 'a', 'B', 'z', 'é', ' ', "\n", '~']
random = Array.new(400) do
  Array.new(rng.rand(0..9)) { alphabet[rng.rand(alphabet.size)] }.join
end

pairs = []
fixed.each { |a| fixed.each { |b| pairs << [a, b] if rng.rand < 0.35 } }
random.each_slice(2) { |a, b| pairs << [a, b.to_s] }
# Pairs that differ in one place, where the comparison has to look far.
random.first(100).each do |a|
  b = a.dup
  b << alphabet[rng.rand(alphabet.size)]
  pairs << [a, b] << [b, a]
end

# With ignore_trailing_zeroes Puppet fails on a version that splits to
# nothing ('' or '--': NoMethodError on nil); that is recorded as null.
out = pairs.map do |a, b|
  ignoring = begin
    Puppet::Util::Package.versioncmp(a, b, true)
  rescue NoMethodError
    nil
  end
  [a, b, Puppet::Util::Package.versioncmp(a, b), ignoring]
end
puts JSON.pretty_generate({ 'puppet' => Puppet.version, 'ruby' => RUBY_VERSION, 'cases' => out })

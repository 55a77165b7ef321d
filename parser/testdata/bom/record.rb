# Records what Puppet 7.23's parser says of sources starting with byte order
# marks (and near misses): TestBOM compares Punch's. Each line: the source's
# bytes in hex, a tab, Puppet's message and issue code (or "ok").
#   ruby parser/testdata/bom/record.rb > parser/testdata/bom/expected.txt
require 'puppet'
require 'puppet/pops'
%w[
  efbbbf6e6f7469636528312920 fffe0000 fffe78 feff78 0000feff 8431953378 dd736673 0efeff78
  f7644c78 fbee2878 efbb 6e6f7469636528312920 20efbbbf
].each do |hex|
  src = [hex].pack('H*').force_encoding('UTF-8')
  begin
    Puppet::Pops::Parser::EvaluatingParser.new.parse_string(src, 'x.pp')
    puts "#{hex}\tok"
  rescue Puppet::ParseErrorWithIssue => e
    puts "#{hex}\t#{e.issue_code} #{e.message}"
  rescue ArgumentError => e
    puts "#{hex}\tArgumentError #{e.message}"
  end
end
